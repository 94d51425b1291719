/// A value or a control with a label before it, as in SwiftUI: the label at the leading
/// edge, the content at the trailing edge of the row (GNOME's settings rows), a value in the
/// secondary style.
///
/// ```swift
/// LabeledContent("Resting", value: "54 BPM")
/// LabeledContent("Name") { TextField("Name", text: $name) }
/// ```
///
/// A value reads as one element for screen readers ("Resting, 54 BPM"); with a control, the
/// control keeps its own name and role.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isValue: Bool

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isValue = false
    }

    public var body: some View {
        let row = HStack(spacing: 12) {
            label
            Spacer()
            content
        }
        if isValue {
            row.accessibilityElement(children: .combine)
        } else {
            row
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, content: content)
    }
}

extension LabeledContent where Label == Text, Content == _LabeledValue {
    /// `value` as text in the secondary style, labelled by `title`.
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        label = Text(title)
        content = _LabeledValue(text: String(value))
        isValue = true
    }

    /// `value` formatted by `format`, labelled by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(title, value: format.locale(.session).format(value))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(titleKey.resolvedString, value: value, format: format)
    }
}

/// The text of a ``LabeledContent`` value.
public struct _LabeledValue: View {
    let text: String

    public var body: some View {
        Text(text).foregroundStyle(.secondary)
    }
}
