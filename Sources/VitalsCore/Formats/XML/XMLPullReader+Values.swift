import Localization

/// Reading typed values from element text, with errors that name the value's place.
extension XMLPullReader {
    /// Reads the current element's text as an ISO 8601 date-time (see ``ISO8601Time``) in
    /// milliseconds since 1970 UTC; throws when it is none or does not exist (2019-02-30).
    public mutating func readTime() throws -> Int64 {
        let text = try readText().trimmed
        switch text.withDecodedBytes({ ISO8601Time.parse($0) }) {
        case let .milliseconds(milliseconds):
            return milliseconds
        case .notATime:
            throw invalid(String(localized: """
                the time “\(Self.quoted(text))” is not an ISO 8601 date and time
                """), at: text)
        case .impossible:
            throw invalid(String(localized: "the time “\(Self.quoted(text))” does not exist"), at: text)
        }
    }

    /// Reads the current element's text as a decimal number, nil when the element is empty
    /// (only white space); throws `notANumber` of the text (shortened) when it is no number:
    /// `{ String(localized: "the heart rate “\($0)” is not a number") }`.
    public mutating func readNumber(notANumber: (_ text: String) -> String) throws -> Double? {
        let text = try readText().trimmed
        if text.isEmpty { return nil }
        guard let number = text.number else {
            throw invalid(notANumber(Self.quoted(text)), at: text)
        }
        return number
    }

    /// Reads to the root element and checks that it is `root` (the format's name in
    /// `format`); throws naming the root found otherwise, with the format it suggests.
    public mutating func expectRoot(_ root: StaticString, format: String) throws {
        while true {
            switch try next() {
            case .startElement:
                if isElement(root) { return }
                let found = Self.quoted(name)
                guard let kind = Self.kind(ofRoot: name.string) else {
                    throw invalid(String(localized: """
                        the root element is <\(found)>, not the <\(root)> of a \(format) file
                        """))
                }
                throw invalid(String(localized: """
                    the root element is <\(found)> (\(kind)), not the <\(root)> of a \(format) file
                    """))
            case .endOfDocument:
                throw invalid(String(localized: "the file has no root element"))
            case .endElement, .text:
                continue
            }
        }
    }

    /// What a document whose root element is `root` is, when it is a known kind (“a GPX file”).
    private static func kind(ofRoot root: String) -> String? {
        switch root {
        case "gpx": String(localized: "a GPX file")
        case "TrainingCenterDatabase": String(localized: "a TCX file")
        case "HealthData": String(localized: "an Apple Health export")
        case "kml": String(localized: "a KML file")
        case "html": String(localized: "a web page")
        default: nil
        }
    }

    /// `bytes` decoded for an error message, shortened to 40 characters.
    static func quoted(_ bytes: XMLBytes) -> String {
        let text = bytes.string
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
