/// Presents a sheet while a binding says so.
struct SheetAttachment<Content: View>: _ViewAttachment {
    /// The identity to show (`true`, or an item's ID) and its content; `nil` for none.
    let wanted: @MainActor () -> (id: AnyHashable, content: () -> Content)?
    /// Writes "not presented" back.
    let reset: @MainActor () -> Bool
    let onDismiss: (@MainActor () -> Void)?

    func _makeCoordinator() -> PresentationState { PresentationState() }

    func _update(_ state: PresentationState, context: _AttachmentContext) {
        state.resetBinding = reset
        state.onDismiss = onDismiss
        let wanted = self.wanted()
        let environment = context.environment
        state.update(
            wanted: wanted?.id, context: context,
            present: { parent in
                SheetWindow(
                    content: wanted.map { AnyView($0.content()) } ?? AnyView(EmptyView()),
                    environment: environment, parent: parent,
                    requestClose: { [weak state] in state?.userDismissed() })
            },
            refresh: { modal in
                guard let sheet = modal as? SheetWindow, let wanted else { return }
                sheet.update(content: AnyView(wanted.content()), environment: environment)
            })
    }

    static func _dismantle(_ state: PresentationState) {
        state.tearDown()
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true, as SwiftUI does: GNOME's
    /// modal dialog window over this view's window, with a header bar titled by the
    /// content's `navigationTitle`. Escape, the window's close button and `dismiss()`
    /// close it and set `isPresented` to false; then `onDismiss` runs. The content sees
    /// this view's environment, and its views are dismantled when the sheet closes.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        let wanted: @MainActor () -> (id: AnyHashable, content: () -> Content)? = {
            guard isPresented.wrappedValue else { return nil }
            return (AnyHashable(true), content)
        }
        return attach(SheetAttachment(
            wanted: wanted,
            reset: {
                if isPresented.wrappedValue { isPresented.wrappedValue = false }
                return !isPresented.wrappedValue
            },
            onDismiss: onDismiss))
    }

    /// Presents a sheet for `item` while it is not `nil`, as SwiftUI does; another item
    /// (by ID) replaces the sheet, and closing it sets `item` to `nil`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        let wanted: @MainActor () -> (id: AnyHashable, content: () -> Content)? = {
            guard let value = item.wrappedValue else { return nil }
            return (AnyHashable(value.id), { content(value) })
        }
        return attach(SheetAttachment(
            wanted: wanted,
            reset: {
                if item.wrappedValue != nil { item.wrappedValue = nil }
                return item.wrappedValue == nil
            },
            onDismiss: onDismiss))
    }

    /// A sheet that fills the window on iOS; on the desktop, a ``sheet(isPresented:onDismiss:content:)``.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }
}
