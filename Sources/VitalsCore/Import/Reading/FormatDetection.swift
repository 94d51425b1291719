import Foundation
import Localization

extension ImportFormat {
    /// How many bytes of a file detection looks at.
    static let sniffLength = 64 * 1024

    /// The format of `file`, told from its first bytes (not its name): a zip is an Apple
    /// Health export, `.FIT` in a FIT header, an SQLite file a Gadgetbridge database, XML by
    /// its root element, JSON by its shape; any other text is CSV.
    ///
    /// - Throws: ``ImportError/unreadable(file:reason:)``, or
    ///   ``ImportError/unsupportedFormat(file:found:)`` for XML, JSON or binary data of no
    ///   supported kind.
    public static func detect(file: URL) throws -> ImportFormat {
        let bytes = try FileBytes(file: file)
        var head = [UInt8](repeating: 0, count: sniffLength)
        var count = 0
        while count < head.count {
            let read = try head.withUnsafeMutableBytes { buffer in
                try bytes.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
            }
            if read == 0 { break }
            count += read
        }
        return try detect(head: head[..<count], file: file)
    }

    /// The format of a file starting with `head` (see ``detect(file:)``).
    static func detect(head: ArraySlice<UInt8>, file: URL) throws -> ImportFormat {
        let bytes = Array(head)
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return .appleHealth
        }
        if bytes.count >= 12, bytes[0] == 12 || bytes[0] == 14, Array(bytes[8..<12]) == Array(".FIT".utf8) {
            return .fit
        }
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) {
            return .gadgetbridge
        }
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = text.dropFirst(3)
        }
        let firstVisible = text.first { !Self.isSpace($0) }
        if firstVisible == UInt8(ascii: "<") {
            return try xmlFormat(String(decoding: text, as: UTF8.self), file: file)
        }
        if firstVisible == UInt8(ascii: "[") || firstVisible == UInt8(ascii: "{") {
            let json = String(decoding: text, as: UTF8.self)
            if json.contains("\"dateTime\"") || json.contains("\"bpm\"") || json.contains("activities-heart") {
                return .fitbit
            }
            throw ImportError.unsupportedFormat(file: file, found: String(localized: """
                JSON, but not Fitbit heart-rate data
                """))
        }
        if bytes.prefix(512).contains(0) {
            throw ImportError.unsupportedFormat(file: file, found: String(localized: "binary data"))
        }
        return .csv
    }

    /// The XML format whose root element opens `text`.
    private static func xmlFormat(_ text: String, file: URL) throws -> ImportFormat {
        guard let root = rootElement(of: text) else {
            throw ImportError.unsupportedFormat(file: file, found: String(localized: """
                XML without a root element in its first 64 KiB
                """))
        }
        let local = root.split(separator: ":").last.map(String.init) ?? root
        switch local {
        case "HealthData": return .appleHealth
        case "TrainingCenterDatabase": return .tcx
        case "gpx": return .gpx
        default: throw ImportError.unsupportedFormat(file: file, found: String(localized: """
            XML whose root element is <\(local)>
            """))
        }
    }

    /// The name of the first element tag, skipping the declaration, comments, processing
    /// instructions and a DOCTYPE (whose internal subset may hold `<!ELEMENT …>`).
    static func rootElement(of text: String) -> String? {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("!--") {
                guard let end = rest.range(of: "-->") else { return nil }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("?") || rest.hasPrefix("!") {
                // A declaration, instruction, DOCTYPE or DTD declaration: skip to its `>`;
                // the internal subset's declarations are skipped one by one the same way.
                guard let end = rest.firstIndex(of: ">") else { return nil }
                rest = rest[rest.index(after: end)...]
            } else {
                let name = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
                return name.isEmpty ? nil : String(name)
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
