/// Header names for messages: quoted, at most the first ten, each shortened to 40 characters.
enum CSVHeaderList {
    static func quoted(_ names: some Collection<String>) -> String {
        let shown = names.prefix(10).map { name in
            "“" + (name.count > 40 ? String(name.prefix(40)) + "…" : name) + "”"
        }
        let more = names.count > shown.count ? " and \(names.count - shown.count) more" : ""
        return shown.joined(separator: ", ") + more
    }
}
