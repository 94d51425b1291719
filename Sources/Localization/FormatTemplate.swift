/// A translated format string read into literal text and references to the original's
/// arguments: `"%2$@ hat %1$lld Tage"` is the second argument, `" hat "`, the first,
/// `" Tage"`.
///
/// Each conversion (`%@`, `%lld`, `%.1f`, with or without a position `n$`) stands for the
/// next argument, or the one its position names; `%%` is a percent sign. The arguments keep
/// the formatting of the source's specifiers: a translation reorders values, it does not
/// reformat them.
public enum FormatTemplate {
    /// A piece of a translation.
    public enum Piece: Equatable, Sendable {
        case literal(String)
        /// The original's argument at this index (from 0).
        case argument(Int)
    }

    /// The pieces of `format` for `argumentCount` arguments, or `nil` when it refers to an
    /// argument there is not or its conversions cannot be read (a damaged translation, which
    /// the caller then ignores). A string for no arguments is all literal, `%` included.
    public static func pieces(of format: String, argumentCount: Int) -> [Piece]? {
        guard argumentCount > 0 else { return [.literal(format)] }
        var pieces: [Piece] = []
        var literal = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            format.formIndex(after: &index)
            guard character == "%" else {
                literal.append(character)
                continue
            }
            guard index < format.endIndex else { return nil }
            if format[index] == "%" {
                literal.append("%")
                format.formIndex(after: &index)
                continue
            }
            // %[n$][flags][width][.precision][length]conversion
            var digits = ""
            var scan = index
            while scan < format.endIndex, format[scan].isASCII, format[scan].isNumber {
                digits.append(format[scan])
                format.formIndex(after: &scan)
            }
            var position: Int?
            if scan < format.endIndex, format[scan] == "$", let number = Int(digits), number >= 1 {
                position = number - 1
                index = format.index(after: scan)
            }
            while index < format.endIndex, !isConversion(format[index]) {
                guard "-+ #0'.*hlqLzjt".contains(format[index]) || (format[index].isASCII && format[index].isNumber) else { return nil }
                format.formIndex(after: &index)
            }
            guard index < format.endIndex else { return nil }
            format.formIndex(after: &index)
            let argument = position ?? next
            next += 1
            guard argument < argumentCount else { return nil }
            if !literal.isEmpty {
                pieces.append(.literal(literal))
                literal = ""
            }
            pieces.append(.argument(argument))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    private static func isConversion(_ character: Character) -> Bool {
        "@diouxXfFeEgGaAcsSp".contains(character)
    }
}
