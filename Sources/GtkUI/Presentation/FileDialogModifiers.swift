/// What file dialogs opened inside a view say: their message (the chooser's title) and
/// their confirmation button, as SwiftUI's `fileDialogMessage` and
/// `fileDialogConfirmationLabel` set.
struct FileDialogText {
    var message: String?
    var confirmationLabel: String?
}

private struct FileDialogTextKey: EnvironmentKey {
    static let defaultValue = FileDialogText()
}

extension EnvironmentValues {
    var fileDialogText: FileDialogText {
        get { self[FileDialogTextKey.self] }
        set { self[FileDialogTextKey.self] = newValue }
    }
}

extension View {
    /// Titles the file choosers that `fileImporter` and `fileExporter` open inside this view
    /// with `message` ("Import Heart-Rate Files"), as SwiftUI's does on macOS.
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        _EnvironmentWriter(content: self) { $0.fileDialogText.message = String(message) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        fileDialogMessage(messageKey.resolvedString)
    }

    /// Titles the file choosers opened inside this view with `message`'s text (`nil`: the
    /// default title).
    public func fileDialogMessage(_ message: Text?) -> some View {
        _EnvironmentWriter(content: self) { [message = message?.plainString] in $0.fileDialogText.message = message }
    }

    /// Labels the accept button of the file choosers opened inside this view ("Import").
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        _EnvironmentWriter(content: self) { $0.fileDialogText.confirmationLabel = String(label) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileDialogConfirmationLabel(labelKey.resolvedString)
    }

    /// Labels the accept button with `label`'s text (`nil`: the default, Open or Save).
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        _EnvironmentWriter(content: self) { [label = label?.plainString] in $0.fileDialogText.confirmationLabel = label }
    }
}
