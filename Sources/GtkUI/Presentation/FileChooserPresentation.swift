import Foundation

/// A file chooser shown by `.fileImporter` or `.fileExporter`: a `GtkFileChooserNative`
/// (the desktop portal's chooser in a sandbox, GTK's dialog otherwise) over the view's
/// window, filtered to the allowed types.
@MainActor
final class FileChooserPresentation: PresentedModal {
    private let chooser: GTK.FileChooserNative

    init(
        title: String, action: GTK.FileChooserNative.Action, accept: String, types: [UTType],
        allowsMultiple: Bool, suggestedName: String?, parent: GTK.Window?,
        answer: @escaping @MainActor ([URL]) -> Void
    ) {
        chooser = GTK.FileChooserNative(title: title, action: action, accept: accept, parent: parent)
        chooser.selectsMultiple = allowsMultiple
        if let suggestedName { chooser.suggestName(suggestedName) }
        if action != .selectFolder, let filter = Self.filter(for: types) {
            chooser.addFilter(name: filter.name, patterns: filter.patterns, mimeTypes: filter.mimeTypes)
            chooser.addFilter(name: String(localized: "All files"), patterns: ["*"])
        }
        chooser.present(completion: answer)
    }

    /// The filter of `types`: their extensions (either case) and MIME types; `nil` when
    /// one of them is any file (`.item`, `.data`, `.content`).
    static func filter(for types: [UTType]) -> (name: String, patterns: [String], mimeTypes: [String])? {
        guard !types.isEmpty, !types.contains(where: { [.item, .data, .content].contains($0) }) else { return nil }
        var patterns: [String] = []
        var mimeTypes: [String] = []
        for type in types {
            for ext in type.filenameExtensions {
                for pattern in ["*.\(ext.lowercased())", "*.\(ext.uppercased())"] where !patterns.contains(pattern) {
                    patterns.append(pattern)
                }
            }
            if let mime = type.preferredMIMEType?.split(separator: ";").first.map(String.init), !mimeTypes.contains(mime) {
                mimeTypes.append(mime)
            }
        }
        let names = types.map { $0.localizedDescription ?? $0.preferredFilenameExtension?.uppercased() ?? $0.identifier }
        return (names.joined(separator: ", ") + " files", patterns, mimeTypes)
    }

    /// Whether `types` ask for folders.
    static func choosesFolders(_ types: [UTType]) -> Bool {
        !types.isEmpty && types.allSatisfy { $0.conforms(to: .directory) }
    }

    func close() {
        chooser.cancel()
    }
}

/// Shows a file chooser while a binding says so and reports what was chosen.
struct FileImporterAttachment: _ViewAttachment {
    let isPresented: Binding<Bool>
    let types: [UTType]
    let allowsMultiple: Bool
    let completion: @MainActor (Result<[URL], any Error>) -> Void

    func _makeCoordinator() -> PresentationState { PresentationState() }

    func _update(_ state: PresentationState, context: _AttachmentContext) {
        let isPresented = self.isPresented
        state.resetBinding = {
            if isPresented.wrappedValue { isPresented.wrappedValue = false }
            return !isPresented.wrappedValue
        }
        let (types, allowsMultiple, completion) = (self.types, self.allowsMultiple, self.completion)
        let text = context.environment.fileDialogText
        state.update(wanted: isPresented.wrappedValue ? AnyHashable(true) : nil, context: context) { parent in
            let folders = FileChooserPresentation.choosesFolders(types)
            return FileChooserPresentation(
                title: text.message ?? (folders ? "Choose a Folder" : (allowsMultiple ? "Open Files" : "Open File")),
                action: folders ? .selectFolder : .open, accept: text.confirmationLabel ?? "_Open", types: types,
                allowsMultiple: allowsMultiple, suggestedName: nil, parent: parent
            ) { [weak state] urls in
                state?.userDismissed()
                // SwiftUI calls the completion for a choice, not for Cancel.
                if !urls.isEmpty { completion(.success(urls)) }
            }
        }
    }

    static func _dismantle(_ state: PresentationState) {
        state.tearDown()
    }
}

/// Shows a save chooser while a binding says so and writes a document where the user says.
struct FileExporterAttachment<Document: FileDocument>: _ViewAttachment {
    let isPresented: Binding<Bool>
    let document: Document?
    let contentType: UTType
    let defaultFilename: String?
    let completion: @MainActor (Result<URL, any Error>) -> Void

    func _makeCoordinator() -> PresentationState { PresentationState() }

    func _update(_ state: PresentationState, context: _AttachmentContext) {
        let isPresented = self.isPresented
        state.resetBinding = {
            if isPresented.wrappedValue { isPresented.wrappedValue = false }
            return !isPresented.wrappedValue
        }
        let (document, contentType, completion) = (self.document, self.contentType, self.completion)
        var name = defaultFilename ?? String(localized: "Untitled")
        if let ext = contentType.preferredFilenameExtension, !name.hasSuffix(".\(ext)") { name += ".\(ext)" }
        let wanted = isPresented.wrappedValue && document != nil
        let text = context.environment.fileDialogText
        state.update(wanted: wanted ? AnyHashable(true) : nil, context: context) { parent in
            FileChooserPresentation(
                title: text.message ?? "Save File", action: .save, accept: text.confirmationLabel ?? "_Save",
                types: [contentType],
                allowsMultiple: false, suggestedName: name, parent: parent
            ) { [weak state] urls in
                state?.userDismissed()
                guard let url = urls.first, let document else { return }
                do {
                    let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
                    try document.fileWrapper(configuration: configuration).write(to: url)
                    completion(.success(url))
                } catch {
                    completion(.failure(error))
                }
            }
        }
    }

    static func _dismantle(_ state: PresentationState) {
        state.tearDown()
    }
}

extension View {
    /// Lets the user choose a file to open while `isPresented` is true, as SwiftUI does:
    /// the desktop's file chooser over this view's window, showing files of
    /// `allowedContentTypes` (their extensions and MIME types; "All files" is offered too;
    /// `[.folder]` chooses a folder). `onCompletion` gets the chosen file; Cancel calls
    /// nothing. Either way `isPresented` goes back to false.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        attach(FileImporterAttachment(
            isPresented: isPresented, types: allowedContentTypes, allowsMultiple: false,
            completion: { result in onCompletion(result.map { $0[0] }) }))
    }

    /// Lets the user choose one file, or several with `allowsMultipleSelection`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
    ) -> some View {
        attach(FileImporterAttachment(
            isPresented: isPresented, types: allowedContentTypes, allowsMultiple: allowsMultipleSelection,
            completion: onCompletion))
    }

    /// Lets the user choose where to save `document` while `isPresented` is true, as SwiftUI
    /// does: the desktop's save chooser (which asks before replacing a file), suggesting
    /// `defaultFilename` with `contentType`'s extension. The document is written there and
    /// `onCompletion` gets the file (or the error); Cancel calls nothing.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        attach(FileExporterAttachment(
            isPresented: isPresented, document: document, contentType: contentType,
            defaultFilename: defaultFilename, completion: onCompletion))
    }
}
