/// A one-line text input bound to a string, over a `GtkEntry`, as in SwiftUI.
///
/// The title (or the prompt) is the placeholder shown while the field is empty. Typing
/// writes the binding on each change; a new binding value replaces the text without echo.
/// Return runs the ``View/onSubmit(of:_:)`` actions in scope. `.textFieldStyle(.plain)`
/// makes it a flat entry.
public struct TextField<Label: View>: WidgetRepresentable {
    let text: Binding<String>
    let placeholder: String
    /// What assistive technologies call the field: its title, or else its prompt.
    let accessibleName: String?
    /// Whether the text is written on Return or focus loss only: a formatted value's field.
    let commitsOnSubmit: Bool

    /// A field with a label view; the prompt, or else the label's text, is the placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, commitsOnSubmit: false, prompt: prompt, label: label())
    }

    init(text: Binding<String>, commitsOnSubmit: Bool, prompt: Text?, label: Label) {
        self.text = text
        self.commitsOnSubmit = commitsOnSubmit
        let title = ViewText.string(in: label)
        placeholder = prompt?.plainString ?? title ?? ""
        accessibleName = title ?? prompt?.plainString
    }

    public func makeCoordinator() -> TextInputCoordinator {
        TextInputCoordinator(text: text, commitsOnSubmit: commitsOnSubmit)
    }

    public func makeWidget(context: Context) -> GTK.Entry {
        let entry = GTK.Entry()
        entry.expandsHorizontally = true  // flexible, as in SwiftUI
        let coordinator = context.coordinator
        coordinator.changed = entry.connect(.changed) { entry in coordinator.textChanged(to: entry.text) }
        entry.connect(.activate) { entry in coordinator.submit(from: entry) }
        if commitsOnSubmit {
            // A formatted value is parsed when the focus leaves the field, as on Return.
            let focus = GTK.EventControllerFocus()
            focus.connect(.leave) { [weak entry] _ in
                if let entry { coordinator.commit(entry) }
            }
            focus.add(to: entry)
        }
        return entry
    }

    public func updateWidget(_ entry: GTK.Entry, context: Context) {
        if entry.placeholderText != placeholder { entry.placeholderText = placeholder }
        WidgetAttributes.setBuiltIn(accessibleName.map { [.accessibilityLabel($0)] } ?? [], on: entry)
        entry.setCSSClass("flat", present: context.environment.textFieldsArePlain)
        context.coordinator.update(entry, text: text, environment: context.environment)
    }
}

extension TextField where Label == Text {
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
