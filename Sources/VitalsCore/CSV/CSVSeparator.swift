/// The character between the fields of a CSV file (`--separator`).
public enum CSVSeparator: String, Sendable, Hashable, CaseIterable {
    /// `,`, the RFC 4180 separator.
    case comma = ","
    /// `;`, what spreadsheets write where the comma is the decimal separator.
    case semicolon = ";"
    /// A tab (tab-separated values).
    case tab = "\t"

    /// The separator's byte.
    var byte: UInt8 {
        switch self {
        case .comma: UInt8(ascii: ",")
        case .semicolon: UInt8(ascii: ";")
        case .tab: UInt8(ascii: "\t")
        }
    }

    /// The separator named on a command line: `,` `;` or a tab, or `comma`, `semicolon`,
    /// `tab` (any case); nil for anything else.
    public init?(argument: String) {
        switch argument.lowercased() {
        case ",", "comma": self = .comma
        case ";", "semicolon": self = .semicolon
        case "\t", "\\t", "tab": self = .tab
        default: return nil
        }
    }

    /// The separator found most often outside quotes on the first non-blank line of `text`
    /// (ties go to the comma, then the semicolon); the comma when there is none.
    static func detect(firstLineOf text: ArraySlice<UInt8>) -> CSVSeparator {
        var counts = [0, 0, 0]
        var quoted = false
        var sawText = false
        for byte in text {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if quoted {
                continue
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if sawText { break }
            } else if let index = allCases.firstIndex(where: { $0.byte == byte }) {
                counts[index] += 1
            }
            sawText = true
        }
        guard let most = counts.max(), most > 0, let index = counts.firstIndex(of: most) else { return .comma }
        return allCases[index]
    }

    /// Whether `text` holds a line break outside quotes after some text, so that its first
    /// non-blank line is complete.
    static func firstLineIsComplete(_ text: ArraySlice<UInt8>) -> Bool {
        var quoted = false
        var sawText = false
        for byte in text {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if !quoted, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if sawText { return true }
                continue
            }
            sawText = true
        }
        return false
    }
}
