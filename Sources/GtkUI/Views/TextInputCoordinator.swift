/// The coordinator of ``TextField`` and ``SecureField``: writes typing through the latest
/// binding and runs the submit actions in scope on Return.
///
/// A field of a formatted value (`TextField(_:value:format:)`) commits instead: the text is
/// a draft while typed, parsed into the value on Return or when the focus leaves, and then
/// shows the value formatted again (the value unchanged when the text does not parse).
@MainActor
public final class TextInputCoordinator {
    var text: Binding<String>
    var submitActions = SubmitActions()
    var changed: SignalConnection?
    /// Whether the text is written on Return or focus loss only (a formatted value's).
    let commitsOnSubmit: Bool
    /// The binding's text the field last showed, for a committing field: a draft being
    /// typed is replaced only when the value itself changes.
    private var shownText: String?

    init(text: Binding<String>, commitsOnSubmit: Bool = false) {
        self.text = text
        self.commitsOnSubmit = commitsOnSubmit
    }

    /// The user changed the text.
    func textChanged(to newText: String) {
        guard !commitsOnSubmit else { return }
        if text.wrappedValue != newText { text.wrappedValue = newText }
    }

    /// The user pressed Return in `field`.
    func submit<Field: GTK.Editable>(from field: Field) {
        commit(field)
        submitActions(.text)
    }

    /// Writes a committing field's draft through the binding and shows the result.
    func commit<Field: GTK.Editable>(_ field: Field) {
        guard commitsOnSubmit else { return }
        text.wrappedValue = field.text
        show(text.wrappedValue, in: field)
    }

    /// Refreshes the binding and actions; shows the binding's text without echo.
    func update<Field: GTK.Editable>(_ field: Field, text: Binding<String>, environment: EnvironmentValues) {
        self.text = text
        submitActions = environment.submitActions
        let value = text.wrappedValue
        if commitsOnSubmit {
            guard value != shownText else { return }
            show(value, in: field)
        } else {
            guard field.text != value else { return }
            field.withSignalBlocked(changed) { field.replaceText(with: value) }
        }
    }

    private func show<Field: GTK.Editable>(_ value: String, in field: Field) {
        shownText = value
        guard field.text != value else { return }
        field.withSignalBlocked(changed) { field.replaceText(with: value) }
    }
}
