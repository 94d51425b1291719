import Foundation

/// The text a string literal gives a ``Text`` (and a button's, label's or field's title), as
/// in SwiftUI: `Text("Total: \(total, specifier: "%.2f")")`.
///
/// It keeps the key SwiftUI would look up in a catalog — the literal with each interpolation
/// written as its format specifier (`"Total: %.2f"`) — and the interpolated values, already
/// formatted. The key is looked up with gettext in the text domain the program bound
/// (`TextDomain.bind(_:)`), or the one `tableName:` names; the
/// translation may reorder the values (`%2$@`), and the first whole-number value chooses its
/// plural form. Literal text, translated or not, is read as inline Markdown (`**bold**`,
/// `*italic*`, `` `code` ``, `~~struck~~`, `[link](url)`); interpolated values are shown as
/// they are. Numbers format as SwiftUI formats them: integers in full, floating-point values
/// with `%lf` (six decimal places) unless a `specifier:` or `format:` says otherwise, with the
/// locale's decimal separator.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// A piece of the literal: text written in it, or an interpolated value's runs.
    enum Segment: Equatable {
        case literal(String)
        /// A value shown as plain text (a string, a number), with the specifier that stands
        /// for it in the key: no array of runs to make for the common case.
        case plainValue(LocalizedArgument)
        /// A value with runs of its own (a `Text`, a date), and its specifier.
        case value([TextRun], specifier: String)
    }

    let segments: [Segment]

    /// The catalog key: the literal with `%@`, `%lld`, `%lf` or the given specifier in place
    /// of each value (and `%%` for `%` in an interpolated literal), made when asked for.
    public var key: String {
        LocalizedArgument.key(segments.map { segment in
            switch segment {
            case .literal(let literal): .literal(literal)
            case .plainValue(let argument): .argument(argument)
            case .value(_, let specifier): .argument(LocalizedArgument(text: "", specifier: specifier))
            }
        })
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

    private init(segments: [Segment]) {
        self.segments = segments
    }

    /// The key in the user's language: the translation from `tableName`'s domain, `bundle`'s
    /// or the default one, with this key's values in the places it puts them; the key itself
    /// when no domain is bound or the catalog has no translation.
    func localized(tableName: String? = nil, bundle: Bundle? = nil) -> LocalizedStringKey {
        guard let domain = TextDomain.resolve(table: tableName, bundle: bundle) else { return self }
        let values = segments.filter { if case .literal = $0 { false } else { true } }
        let arguments = values.map { value -> LocalizedArgument in
            switch value {
            case .plainValue(let argument): argument
            case .value(_, let specifier): LocalizedArgument(text: "", specifier: specifier)
            case .literal: LocalizedArgument(text: "", specifier: "")
            }
        }
        guard let pieces = domain.translatedPieces(of: key, arguments: arguments) else { return self }
        return LocalizedStringKey(segments: pieces.map { piece in
            switch piece {
            case .literal(let literal): .literal(literal)
            case .argument(let index): values[index]
            }
        })
    }

    /// The key in the user's language as plain text, for titles GTK shows as strings
    /// (buttons, tabs, windows, accessible names): Markdown markers removed, dates formatted
    /// now.
    @MainActor package var resolvedString: String {
        let key = localized()
        if let plain = key.plainString { return plain }
        let now = Date()
        return key.runs.map { $0.string(now: now) }.joined()
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

        /// A string, shown as it is (`%@`).
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.plainValue(.string(string)))
        }

        /// An integer (`%lld`); the first one chooses the translation's plural form.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            segments.append(.plainValue(.integer(value)))
        }

        /// A floating-point number (`%lf`: six decimal places, as SwiftUI shows it).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            segments.append(.plainValue(.floatingPoint(value)))
        }

        /// An integer formatted by a `printf` specifier such as `"%02d"`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            segments.append(.plainValue(.integer(value, specifier: specifier)))
        }

        /// A floating-point number formatted by a `printf` specifier such as `"%.2f"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            segments.append(.plainValue(.floatingPoint(value, specifier: specifier)))
        }

        /// A value formatted by a format style: `\(price, format: .currency(code: "EUR"))`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            segments.append(.plainValue(.string(format.locale(.session).format(input))))
        }

        /// A value formatted by a Foundation formatter.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            segments.append(.plainValue(.string(formatter?.string(for: subject) ?? String(describing: subject))))
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

        /// A localized string resource, in the user's language.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            segments.append(.plainValue(.string(String(localized: resource))))
        }

        /// An image inside text. GTK labels cannot show icons between words, so it shows
        /// nothing; put the image beside the text (`Label`, `HStack`) instead.
        public mutating func appendInterpolation(_ image: Image) {
            segments.append(.value([], specifier: "%@"))
        }

        /// Any other value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.plainValue(.string(String(describing: value))))
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
            case .plainValue(let argument):
                plain += argument.text
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
    /// Text showing a string literal in the user's language, as SwiftUI shows it: the
    /// translation from `tableName`'s gettext domain (or `bundle`'s, or the program's
    /// default), interpolations with `specifier:`, `format:` and styles, and the literal's
    /// Markdown. The comment is for translators: `gtkui-xgettext` extracts it.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let key = key.localized(tableName: tableName, bundle: bundle)
        if let plain = key.plainString {
            self.init(storage: .verbatim(plain))
        } else {
            self.init(storage: .runs(key.runs))
        }
    }

    /// A value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(storage: .verbatim(format.locale(.session).format(input)))
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
