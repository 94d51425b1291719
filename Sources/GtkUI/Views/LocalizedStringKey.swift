import Foundation

/// The text a string literal gives a ``Text``, as in SwiftUI: `Text("Total: \(total,
/// specifier: "%.2f")")`.
///
/// It keeps the key SwiftUI would look up in a catalog — the literal with each interpolation
/// written as its format specifier (`"Total: %.2f"`) — and the interpolated values, already
/// formatted. Literal text is read as inline Markdown (`**bold**`, `*italic*`, `` `code` ``,
/// `~~struck~~`, `[link](url)`); interpolated values are shown as they are. Numbers format
/// as SwiftUI formats them: integers in full, floating-point values with `%lf` (six decimal
/// places) unless a `specifier:` or `format:` says otherwise. GtkUI does not translate yet:
/// the key is kept for that.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// A piece of the literal: text written in it, or an interpolated value's runs.
    enum Segment: Equatable {
        case literal(String)
        /// A value shown as plain text (a string, a number), and the specifier that stands
        /// for it in the key: no array of runs to make for the common case.
        case plainValue(String, specifier: String)
        /// A value with runs of its own (a `Text`, a date), and its specifier.
        case value([TextRun], specifier: String)
    }

    let segments: [Segment]

    /// The catalog key: the literal with `%@`, `%lld`, `%lf` or the given specifier in place
    /// of each value (and `%%` for `%` in an interpolated literal), made when asked for.
    public var key: String {
        // A literal without interpolations is its own key, `%` and all.
        if segments.count == 1, case .literal(let literal) = segments[0] { return literal }
        var key = ""
        for segment in segments {
            switch segment {
            case .literal(let literal): key += literal.replacingOccurrences(of: "%", with: "%%")
            case .plainValue(_, let specifier), .value(_, let specifier): key += specifier
            }
        }
        return key
    }

    public init(_ value: String) {
        segments = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The values of a literal with interpolations, as SwiftUI's interpolations accept them.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            segments.append(.literal(literal))
        }

        private mutating func append(_ text: String, specifier: String) {
            segments.append(.plainValue(text, specifier: specifier))
        }

        /// A string, shown as it is (`%@`).
        public mutating func appendInterpolation(_ string: String) {
            append(string, specifier: "%@")
        }

        /// An integer (`%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(String(value), specifier: "%lld")
        }

        /// A floating-point number (`%lf`: six decimal places, as SwiftUI shows it).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            append(String(format: "%lf", Double(value)), specifier: "%lf")
        }

        /// An integer formatted by a `printf` specifier such as `"%02d"`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(FormatSpecifier(specifier).format(integer: Int64(clamping: value)), specifier: specifier)
        }

        /// A floating-point number formatted by a `printf` specifier such as `"%.2f"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append(FormatSpecifier(specifier).format(double: Double(value)), specifier: specifier)
        }

        /// A value formatted by a format style: `\(price, format: .currency(code: "EUR"))`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            append(format.format(input), specifier: "%@")
        }

        /// A value formatted by a Foundation formatter.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            append(formatter?.string(for: subject) ?? String(describing: subject), specifier: "%@")
        }

        /// A date in one of ``Text/DateStyle``'s styles; relative dates and timers stay live.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.value([TextRun(.date(date, style))], specifier: "%@"))
        }

        /// A text, with its own attributes.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.value(text.runs, specifier: "%@"))
        }

        /// An attributed string: its characters, and its links.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            segments.append(.value(Text(attributedString).runs, specifier: "%@"))
        }

        /// An image inside text. GTK labels cannot show icons between words, so it shows
        /// nothing; put the image beside the text (`Label`, `HStack`) instead.
        public mutating func appendInterpolation(_ image: Image) {
            segments.append(.value([], specifier: "%@"))
        }

        /// Any other value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value), specifier: "%@")
        }
    }

    /// The runs to show: the literal read as Markdown, the values as they are.
    var runs: [TextRun] {
        InlineMarkdown.runs(segments)
    }

    /// The text to show when nothing in it is styled — literals without Markdown and
    /// values that are plain strings — or `nil`: the fast path of plain labels.
    var plainString: String? {
        if segments.count == 1, case .literal(let literal) = segments[0] {
            return InlineMarkdown.mayFormat(literal) ? nil : literal
        }
        var plain = ""
        for segment in segments {
            switch segment {
            case .literal(let literal):
                if InlineMarkdown.mayFormat(literal) { return nil }
                plain += literal
            case .plainValue(let string, _):
                plain += string
            case .value(let runs, _):
                for run in runs {
                    guard run.style == TextRunStyle(), case .string(let string) = run.content else { return nil }
                    plain += string
                }
            }
        }
        return plain
    }
}

extension Text {
    /// Text showing a string literal, as SwiftUI shows it: interpolations with
    /// `specifier:`, `format:` and styles, and the literal's Markdown. The table, bundle
    /// and comment are accepted for localization, which GtkUI does not do yet.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if let plain = key.plainString {
            self.init(storage: .verbatim(plain))
        } else {
            self.init(storage: .runs(key.runs))
        }
    }

    /// A value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(storage: .verbatim(format.format(input)))
    }

    /// A value formatted by a Foundation formatter.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(storage: .verbatim(formatter.string(for: subject) ?? ""))
    }

    /// An attributed string: its characters, with its links as links. (Disfavored: a string
    /// literal, which an attributed string also accepts, is a ``LocalizedStringKey``.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [TextRun] = []
        for run in attributedContent.runs {
            var style = TextRunStyle()
            style.link = run.link
            runs.append(TextRun(.string(String(attributedContent[run.range].characters)), style: style))
        }
        self.init(storage: .runs(runs))
    }
}
