import CGtk

extension GTK.Snapshot {
    /// Saves the current transform, to be put back by ``restore()``. Saves and restores
    /// nest.
    public func save() {
        gtk_snapshot_save(snapshotPointer)
    }

    /// Puts back the transform of the matching ``save()``.
    public func restore() {
        gtk_snapshot_restore(snapshotPointer)
    }

    /// Moves the origin of what is drawn next by (`x`, `y`).
    public func translate(x: Double, y: Double) {
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_translate(snapshotPointer, &point)
    }

    /// Turns what is drawn next by `degrees` (clockwise) around the current origin.
    public func rotate(degrees: Double) {
        gtk_snapshot_rotate(snapshotPointer, Float(degrees))
    }
}
