import Foundation

/// Accepts drops of some content types on its content's widgets: a `GtkDropTargetAsync` on
/// each. A drop's data is read asynchronously, then handed to the latest action, whose
/// answer finishes the drop; `isTargeted` follows the drag entering and leaving.
struct _DropDestinationModifier: WidgetModifier {
    let accepts: [UTType]
    let isTargeted: @MainActor (Bool) -> Void
    let perform: @MainActor ([TransferItem], CGPoint) -> Bool

    /// The target on one widget and the latest modifier value.
    @MainActor
    final class Attachment {
        let target: GTK.DropTargetAsync
        var modifier: _DropDestinationModifier
        var isTargeted = false

        init(_ modifier: _DropDestinationModifier) {
            self.modifier = modifier
            target = GTK.DropTargetAsync(mimeTypes: TransferWire.mimeTypes(accepting: modifier.accepts))
        }

        func setTargeted(_ targeted: Bool) {
            guard targeted != isTargeted else { return }
            isTargeted = targeted
            modifier.isTargeted(targeted)
        }

        /// Reads the drop, hands its items to the action and finishes the drop with its
        /// answer. Returns whether the drop is taken.
        func receive(_ event: DropEvent) -> Bool {
            setTargeted(false)
            guard let drop = event.drop else { return false }
            let accepts = modifier.accepts
            let offered = Set(drop.mimeTypes)
            let mimes = TransferWire.mimeTypes(accepting: accepts).filter(offered.contains)
            guard !mimes.isEmpty else { return false }
            let location = CGPoint(x: event.x, y: event.y)
            drop.read(mimeTypes: mimes) { [weak self] result in
                let items = TransferReading.items(result, accepting: accepts, source: "the drop")
                let accepted = !items.isEmpty && (self?.modifier.perform(items, location) ?? false)
                drop.finish(accepted ? .copy : [])
            }
            return true
        }
    }

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> Attachment {
        let attachment = Attachment(self)
        attachment.target.connect(.dragEnter) { [unowned attachment] _, _ in
            attachment.setTargeted(true)
            return .copy
        }
        attachment.target.connect(.dragLeave) { [unowned attachment] _ in attachment.setTargeted(false) }
        attachment.target.connect(.drop) { [unowned attachment] _, event in attachment.receive(event) }
        attachment.target.add(to: widget)
        return attachment
    }

    func update(_ attachment: Attachment, on widget: GTK.Widget, owner: ModifierOwner) {
        let changed = attachment.modifier.accepts != accepts
        attachment.modifier = self
        if changed { attachment.target.setMIMETypes(TransferWire.mimeTypes(accepting: accepts)) }
    }

    static func detach(_ attachment: Attachment, from widget: GTK.Widget, owner: ModifierOwner) {
        attachment.target.remove(from: widget)
        attachment.target.disconnectAllHandlers()
    }
}

extension View {
    /// Accepts drops of `supportedContentTypes` on this view, as in SwiftUI: `action` gets
    /// one provider per dropped item (a text, each file) once the data is read, and returns
    /// whether it took them. `isTargeted` is `true` while a drag of those types is over the
    /// view.
    public func onDrop(
        of supportedContentTypes: [UTType],
        isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Like ``onDrop(of:isTargeted:perform:)``, with the drop's location in the view.
    public func onDrop(
        of supportedContentTypes: [UTType],
        isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        modifier(_DropDestinationModifier(
            accepts: supportedContentTypes,
            isTargeted: { targeted in
                if let isTargeted, isTargeted.wrappedValue != targeted { isTargeted.wrappedValue = targeted }
            },
            perform: { items, location in action(items.map(NSItemProvider.init(item:)), location) }))
    }

    /// Accepts drops of `payloadType` values on this view, as in SwiftUI: `action` gets the
    /// values and the location and returns whether it took them; `isTargeted` is called
    /// with `true` when such a drag enters the view and `false` when it leaves.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self,
        action: @escaping @MainActor ([T], CGPoint) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(_DropDestinationModifier(
            accepts: T.importedContentTypes,
            isTargeted: isTargeted,
            perform: { items, location in
                let values = items.compactMap(T.value(from:))
                return !values.isEmpty && action(values, location)
            }))
    }
}
