/// Runs an action when its content's widgets are clicked (tapped) `count` times, through a
/// `GtkGestureClick` on each widget.
struct _TapGestureModifier: WidgetModifier {
    let count: Int
    let action: @MainActor () -> Void

    /// The gesture on one widget and the latest action.
    @MainActor
    final class Attachment {
        let gesture = GTK.GestureClick(button: 1)
        var modifier: _TapGestureModifier

        init(_ modifier: _TapGestureModifier) { self.modifier = modifier }
    }

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> Attachment {
        let attachment = Attachment(self)
        attachment.gesture.connect(.released) { [unowned attachment] _, event in
            if event.pressCount == attachment.modifier.count { attachment.modifier.action() }
        }
        attachment.gesture.add(to: widget)
        return attachment
    }

    func update(_ attachment: Attachment, on widget: GTK.Widget, owner: ModifierOwner) {
        attachment.modifier = self
    }

    static func detach(_ attachment: Attachment, from widget: GTK.Widget, owner: ModifierOwner) {
        attachment.gesture.remove(from: widget)
        attachment.gesture.disconnectAllHandlers()
    }
}

extension View {
    /// Runs `action` when this view is clicked `count` times in a row.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
