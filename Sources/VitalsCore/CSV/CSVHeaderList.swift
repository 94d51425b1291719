/// Header names for messages: quoted, at most the first ten, each shortened to 40 characters.
enum CSVHeaderList {
    static func quoted(_ names: some Collection<String>) -> String {
        let shown = names.prefix(10).map { name in
            "“" + (name.count > 40 ? String(name.prefix(40)) + "…" : name) + "”"
        }
        return ImportSummary.listed(shown, of: names.count)
    }
}
