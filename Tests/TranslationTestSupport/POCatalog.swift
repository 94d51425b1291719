import Foundation

/// A PO file read for tests: each message's English text and its translations.
public struct POCatalog {
    /// A message: its `msgid` and its `msgstr` (or `msgstr[n]` forms), unescaped.
    public struct Entry {
        public var message: String
        public var translations: [String]
    }

    public let entries: [Entry]

    /// Reads `po/<name>` (a catalog, or the template `vitals.pot`).
    public init(named name: String) throws {
        let text = try String(contentsOf: TranslationCatalogs.poFolder.appendingPathComponent(name), encoding: .utf8)
        var entries: [Entry] = []
        var entry: Entry?
        var field: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgid ") {
                if let finished = entry { entries.append(finished) }
                entry = Entry(message: Self.quoted(line), translations: [])
                field = "msgid"
            } else if line.hasPrefix("msgid_plural ") {
                field = "plural"
            } else if line.hasPrefix("msgstr") {
                entry?.translations.append(Self.quoted(line))
                field = "msgstr"
            } else if line.hasPrefix("\"") {
                switch field {
                case "msgid": entry?.message += Self.quoted(line)
                case "msgstr":
                    if let last = entry?.translations.indices.last { entry?.translations[last] += Self.quoted(line) }
                default: break
                }
            } else {
                field = nil
            }
        }
        if let entry { entries.append(entry) }
        self.entries = entries.filter { !$0.message.isEmpty }
    }

    /// The first translation of `message`, when the catalog has one.
    public func translation(of message: String) -> String? {
        entries.first { $0.message == message }?.translations.first { !$0.isEmpty }
    }

    private static func quoted(_ line: Substring) -> String {
        guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return "" }
        var result = ""
        var escaped = false
        for character in line[line.index(after: start)..<end] {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
