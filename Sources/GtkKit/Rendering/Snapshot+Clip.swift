import CGtk

extension GTK.Snapshot {
    /// Clips what is drawn until the matching ``pop()`` to `rect`.
    public func pushClip(_ rect: GTK.Rect) {
        var bounds = rect.graphene
        gtk_snapshot_push_clip(snapshotPointer, &bounds)
    }

    /// Clips what is drawn until the matching ``pop()`` to `rect` with its four corners
    /// rounded by `cornerRadius` (a circle for a square `rect` and half its width).
    public func pushRoundedClip(_ rect: GTK.Rect, cornerRadius: Double) {
        var bounds = rect.graphene
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(cornerRadius))
        gtk_snapshot_push_rounded_clip(snapshotPointer, &outline)
    }

    /// Ends the innermost ``pushClip(_:)`` or ``pushRoundedClip(_:cornerRadius:)``.
    public func pop() {
        gtk_snapshot_pop(snapshotPointer)
    }
}
