/// Makes its content's widgets take (or refuse) the keyboard focus themselves: GTK's
/// `focusable`, restored when the modifier goes.
struct _FocusableModifier: WidgetModifier {
    let isFocusable: Bool

    /// What the widget had before.
    @MainActor
    final class Attachment {
        let original: Bool
        init(original: Bool) { self.original = original }
    }

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> Attachment {
        let attachment = Attachment(original: widget.isFocusable)
        if widget.isFocusable != isFocusable { widget.isFocusable = isFocusable }
        return attachment
    }

    func update(_ attachment: Attachment, on widget: GTK.Widget, owner: ModifierOwner) {
        if widget.isFocusable != isFocusable { widget.isFocusable = isFocusable }
    }

    static func detach(_ attachment: Attachment, from widget: GTK.Widget, owner: ModifierOwner) {
        if widget.isFocusable != attachment.original { widget.isFocusable = attachment.original }
    }
}

extension View {
    /// Lets this view take the keyboard focus (a Tab stop) — or, with `false`, keeps a
    /// control from taking it — as in SwiftUI. GTK's `focusable` on the view's widgets.
    ///
    /// A plain `Text` is a GtkLabel, which GTK focuses only when its text is selectable;
    /// make a container focusable instead (`Text("…").padding().focusable()`).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }
}
