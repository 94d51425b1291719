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
            throw invalid("the time “\(Self.quoted(text))” is not an ISO 8601 date and time", at: text)
        case .impossible:
            throw invalid("the time “\(Self.quoted(text))” does not exist", at: text)
        }
    }

    /// Reads the current element's text as a decimal number, nil when the element is empty
    /// (only white space); throws naming `what` ("the heart rate") when it is no number.
    public mutating func readNumber(_ what: String) throws -> Double? {
        let text = try readText().trimmed
        if text.isEmpty { return nil }
        guard let number = text.number else {
            throw invalid("\(what) “\(Self.quoted(text))” is not a number", at: text)
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
                let found = name.string
                let known: [String: String] = [
                    "gpx": " (a GPX file)", "TrainingCenterDatabase": " (a TCX file)",
                    "HealthData": " (an Apple Health export)", "kml": " (a KML file)", "html": " (a web page)",
                ]
                let kind = known[found] ?? ""
                throw invalid("the root element is <\(Self.quoted(name))>\(kind), not the <\(root)> of a \(format) file")
            case .endOfDocument:
                throw invalid("the file has no root element")
            case .endElement, .text:
                continue
            }
        }
    }

    /// `bytes` decoded for an error message, shortened to 40 characters.
    static func quoted(_ bytes: XMLBytes) -> String {
        let text = bytes.string
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
