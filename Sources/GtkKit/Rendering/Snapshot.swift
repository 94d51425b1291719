import CGtk

extension GTK {
    /// A `GtkSnapshot` being recorded: borrowed for the duration of one `snapshot` call,
    /// never kept.
    @MainActor
    public struct Snapshot {
        /// The snapshot, for calling any `gtk_snapshot_*` function.
        public let snapshotPointer: OpaquePointer

        package init(_ pointer: OpaquePointer) {
            snapshotPointer = pointer
        }

        /// Fills a rectangle with `color`.
        public func appendColor(_ color: RGBA, x: Double, y: Double, width: Double, height: Double) {
            var rgba = color.gdk
            var rect = graphene_rect_t(
                origin: graphene_point_t(x: Float(x), y: Float(y)),
                size: graphene_size_t(width: Float(width), height: Float(height)))
            gtk_snapshot_append_color(snapshotPointer, &rgba, &rect)
        }
    }
}
