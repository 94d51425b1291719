/// Handles clipboard commands for its content's widgets while the keyboard focus is inside
/// them: Ctrl+X/C/V and the primary menu's Cut, Copy and Paste.
struct _ClipboardCommandModifier: WidgetModifier {
    let handlers: ClipboardHandlers

    func attach(to widget: GTK.Widget, owner: ModifierOwner) {
        ClipboardResponder.set(handlers, from: owner, on: widget)
    }

    func update(_ attachment: Void, on widget: GTK.Widget, owner: ModifierOwner) {
        ClipboardResponder.set(handlers, from: owner, on: widget)
    }

    static func detach(_ attachment: Void, from widget: GTK.Widget, owner: ModifierOwner) {
        ClipboardResponder.remove(from: owner, on: widget)
    }
}

extension View {
    /// Copies what `payloadAction` returns when the user copies (Ctrl+C, or Copy in the
    /// primary menu) while the keyboard focus is in this view, as in SwiftUI. A focused
    /// text field inside copies its own selection instead. `nil` handles nothing.
    public func onCopyCommand(perform payloadAction: (@MainActor () -> [NSItemProvider])?) -> some View {
        modifier(_ClipboardCommandModifier(handlers: ClipboardHandlers(
            copy: Self.providedItems(payloadAction))))
    }

    /// Puts what `payloadAction` returns on the clipboard when the user cuts (Ctrl+X, or
    /// Cut in the primary menu) while the focus is in this view; the action removes it.
    public func onCutCommand(perform payloadAction: (@MainActor () -> [NSItemProvider])?) -> some View {
        modifier(_ClipboardCommandModifier(handlers: ClipboardHandlers(
            cut: Self.providedItems(payloadAction))))
    }

    /// Receives the clipboard's items of `supportedContentTypes` when the user pastes
    /// (Ctrl+V, or Paste in the primary menu) while the focus is in this view, as in
    /// SwiftUI. The clipboard is read asynchronously; `payloadAction` runs on the main actor
    /// once it has been read. When the clipboard has none of the types the key goes on to
    /// the views around.
    public func onPasteCommand(
        of supportedContentTypes: [UTType],
        perform payloadAction: @escaping @MainActor ([NSItemProvider]) -> Void
    ) -> some View {
        modifier(_ClipboardCommandModifier(handlers: ClipboardHandlers(
            paste: .init(accepts: supportedContentTypes) { items in payloadAction(items.map(NSItemProvider.init(item:))) })))
    }

    /// Like ``onPasteCommand(of:perform:)``, with `validator` turning the providers into
    /// the payload `payloadAction` gets; a `nil` payload pastes nothing.
    public func onPasteCommand<Payload>(
        of supportedContentTypes: [UTType],
        validator: @escaping @MainActor ([NSItemProvider]) -> Payload?,
        perform payloadAction: @escaping @MainActor (Payload) -> Void
    ) -> some View {
        modifier(_ClipboardCommandModifier(handlers: ClipboardHandlers(
            paste: .init(accepts: supportedContentTypes) { items in
                if let payload = validator(items.map(NSItemProvider.init(item:))) { payloadAction(payload) }
            })))
    }

    /// Copies `payload` when the user copies while the focus is in this view, as in SwiftUI.
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> [T]) -> some View {
        modifier(_ClipboardCommandModifier(handlers: ClipboardHandlers(
            copy: { payload().map(T.transferItem) })))
    }

    /// Cuts what `action` returns (and removes) when the user cuts while the focus is in
    /// this view, as in SwiftUI.
    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping @MainActor () -> [T]) -> some View {
        modifier(_ClipboardCommandModifier(handlers: ClipboardHandlers(
            cut: { action().map(T.transferItem) })))
    }

    /// Receives the clipboard's values of `payloadType` when the user pastes while the
    /// focus is in this view, as in SwiftUI: `action` gets the values `validator` keeps
    /// (all by default), and is not called when none are left.
    public func pasteDestination<T: Transferable>(
        for payloadType: T.Type = T.self,
        action: @escaping @MainActor ([T]) -> Void,
        validator: @escaping @MainActor ([T]) -> [T] = { $0 }
    ) -> some View {
        modifier(_ClipboardCommandModifier(handlers: ClipboardHandlers(
            paste: .init(accepts: T.importedContentTypes) { items in
                let values = validator(items.compactMap(T.value(from:)))
                if !values.isEmpty { action(values) }
            })))
    }

    /// The items of the providers `action` returns.
    private static func providedItems(
        _ action: (@MainActor () -> [NSItemProvider])?
    ) -> (@MainActor () -> [TransferItem])? {
        guard let action else { return nil }
        return { action().map(\.item) }
    }
}
