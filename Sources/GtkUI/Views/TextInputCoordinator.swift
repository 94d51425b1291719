/// The coordinator of ``TextField`` and ``SecureField``: writes typing through the latest
/// binding and runs the submit actions in scope on Return.
@MainActor
public final class TextInputCoordinator {
    var text: Binding<String>
    var submitActions = SubmitActions()
    var changed: SignalConnection?

    init(text: Binding<String>) { self.text = text }

    /// The user changed the text.
    func textChanged(to newText: String) {
        if text.wrappedValue != newText { text.wrappedValue = newText }
    }

    /// The user pressed Return.
    func submit() { submitActions(.text) }

    /// Refreshes the binding and actions; shows the binding's text without echo.
    func update<Field: GTK.Editable>(_ field: Field, text: Binding<String>, environment: EnvironmentValues) {
        self.text = text
        submitActions = environment.submitActions
        let value = text.wrappedValue
        guard field.text != value else { return }
        field.withSignalBlocked(changed) { field.replaceText(with: value) }
    }
}
