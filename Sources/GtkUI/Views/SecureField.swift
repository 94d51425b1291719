/// A one-line input whose text is hidden, bound to a string, over a `GtkPasswordEntry`, as
/// in SwiftUI.
///
/// Behaves as ``TextField``: the title is the placeholder, typing writes the binding, Return
/// runs the ``View/onSubmit(of:_:)`` actions in scope.
public struct SecureField<Label: View>: WidgetRepresentable {
    let text: Binding<String>
    let placeholder: String
    /// What assistive technologies call the field: its title, or else its prompt.
    let accessibleName: String?

    /// A field with a label view; the prompt, or else the label's text, is the placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        let title = ViewText.string(in: label())
        placeholder = prompt?.plainString ?? title ?? ""
        accessibleName = title ?? prompt?.plainString
    }

    public func makeCoordinator() -> TextInputCoordinator {
        TextInputCoordinator(text: text)
    }

    public func makeWidget(context: Context) -> GTK.PasswordEntry {
        let entry = GTK.PasswordEntry()
        entry.showsPeekIcon = true
        entry.expandsHorizontally = true  // flexible, as in SwiftUI
        let coordinator = context.coordinator
        coordinator.changed = entry.connect(.changed) { entry in coordinator.textChanged(to: entry.text) }
        entry.connect(.activate) { entry in coordinator.submit(from: entry) }
        return entry
    }

    public func updateWidget(_ entry: GTK.PasswordEntry, context: Context) {
        if entry.placeholderText != placeholder { entry.placeholderText = placeholder }
        WidgetAttributes.setBuiltIn(accessibleName.map { [.accessibilityLabel($0)] } ?? [], on: entry)
        context.coordinator.update(entry, text: text, environment: context.environment)
    }
}

extension SecureField where Label == Text {
    /// A field whose placeholder is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.resolvedString, text: text)
    }

    /// A field titled `title` whose placeholder is `prompt` (or the title without one).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey.resolvedString, text: text, prompt: prompt)
    }
}
