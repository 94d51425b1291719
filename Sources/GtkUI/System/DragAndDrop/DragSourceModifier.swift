/// Lets the user drag its content's widgets: a `GtkDragSource` on each, offering the items
/// the latest modifier value makes when a drag starts, as a copy.
struct _DragSourceModifier: WidgetModifier {
    let items: @MainActor () -> [TransferItem]
    let preview: AnyView?

    /// The source on one widget and the latest modifier value.
    @MainActor
    final class Attachment {
        let source = GTK.DragSource(actions: .copy)
        var modifier: _DragSourceModifier
        init(_ modifier: _DragSourceModifier) { self.modifier = modifier }
    }

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> Attachment {
        let attachment = Attachment(self)
        attachment.source.connect(.prepare) { [unowned attachment] source, location in
            let parts = TransferWire.encode(attachment.modifier.items())
            guard !parts.isEmpty else { return nil }
            if attachment.modifier.preview == nil, let widget = source.widget {
                source.setIcon(pictureOf: widget, hotspot: Int(location.x), Int(location.y))
            }
            return GDK.ContentProvider(offering: parts)
        }
        attachment.source.connect(.dragBegin) { [unowned attachment] _, start in
            guard let preview = attachment.modifier.preview else { return }
            // The drag icon owns the preview's widget and its views until the drag ends.
            start.setIcon(HostingWidget(rootView: preview).widget)
        }
        attachment.source.add(to: widget)
        return attachment
    }

    func update(_ attachment: Attachment, on widget: GTK.Widget, owner: ModifierOwner) {
        attachment.modifier = self
    }

    static func detach(_ attachment: Attachment, from widget: GTK.Widget, owner: ModifierOwner) {
        attachment.source.remove(from: widget)
        attachment.source.disconnectAllHandlers()
    }
}

extension View {
    /// Lets the user drag this view, offering the item `data` makes when the drag starts,
    /// as in SwiftUI. The drag shows a picture of the view.
    public func onDrag(_ data: @escaping @MainActor () -> NSItemProvider) -> some View {
        modifier(_DragSourceModifier(items: { [data().item] }, preview: nil))
    }

    /// Lets the user drag this view, showing `preview` under the pointer.
    public func onDrag<V: View>(
        _ data: @escaping @MainActor () -> NSItemProvider, @ViewBuilder preview: () -> V
    ) -> some View {
        modifier(_DragSourceModifier(items: { [data().item] }, preview: AnyView(preview())))
    }

    /// Lets the user drag `payload` out of this view, as in SwiftUI.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> T) -> some View {
        modifier(_DragSourceModifier(items: { [T.transferItem(payload())] }, preview: nil))
    }

    /// Lets the user drag `payload` out of this view, showing `preview` under the pointer.
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping @MainActor () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        modifier(_DragSourceModifier(items: { [T.transferItem(payload())] }, preview: AnyView(preview())))
    }
}
