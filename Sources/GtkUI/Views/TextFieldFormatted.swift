import Foundation

extension TextField where Label == Text {
    /// A field editing `value` as text in `format`, as SwiftUI's: the text is parsed when
    /// Return is pressed or the focus leaves (text that does not parse leaves the value as
    /// it was), then shows the value formatted.
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, format: .number)
    /// TextField("Price", value: $price, format: .currency(code: "EUR"))
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: FormattedText.binding(value, format: format), commitsOnSubmit: true, prompt: prompt, label: Text(title))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.resolvedString, value: value, format: format, prompt: prompt)
    }

    /// A field editing `value` as text through `formatter` (a `NumberFormatter`, say),
    /// parsed on Return or when the focus leaves.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(text: FormattedText.binding(value, formatter: formatter), commitsOnSubmit: true, prompt: prompt, label: Text(title))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(titleKey.resolvedString, value: value, formatter: formatter, prompt: prompt)
    }
}

extension TextField {
    /// A field with a label view editing `value` as text in `format`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: FormattedText.binding(value, format: format), commitsOnSubmit: true, prompt: prompt, label: label())
    }
}

/// The text of a formatted value, as a binding a committing ``TextField`` writes once per
/// commit.
enum FormattedText {
    /// The value formatted; a write parses the text and sets the value when it parses.
    static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { format.locale(.session).format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.locale(.session).parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }

    /// The value through `formatter`; a write sets the value when the text converts to a
    /// `V`. Corelibs Foundation's `Formatter` cannot parse in general (no
    /// `getObjectValue`), so text is read back through a `NumberFormatter` or a
    /// `DateFormatter`; with another formatter the field only shows the value.
    static func binding<V>(_ value: Binding<V>, formatter: Formatter) -> Binding<String> {
        Binding(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { text in
                if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text),
                   let converted = Self.convert(number, to: V.self) {
                    value.wrappedValue = converted
                } else if let dates = formatter as? DateFormatter, let date = dates.date(from: text) as? V {
                    value.wrappedValue = date
                }
            })
    }

    /// A parsed number as the bound numeric type.
    private static func convert<V>(_ number: NSNumber, to type: V.Type) -> V? {
        switch type {
        case is Double.Type: number.doubleValue as? V
        case is Float.Type: number.floatValue as? V
        case is Int.Type: number.intValue as? V
        default: nil
        }
    }
}
