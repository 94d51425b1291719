import CGtk

extension GTK {
    /// Owns one reference to a `GskRenderNode`: a recorded drawing that can be appended
    /// to snapshots again while it stays valid (a widget's drawing, kept until its size or
    /// data change). Render nodes are immutable and not GObjects; the reference is given
    /// back when the node is released.
    public final class RenderNode {
        /// The node, for calling any `gsk_render_node_*` function.
        public let nodePointer: OpaquePointer

        /// Takes over the reference `pointer` holds.
        package init(adopting pointer: OpaquePointer) {
            nodePointer = pointer
        }

        deinit {
            gsk_render_node_unref(nodePointer)
        }
    }
}

extension GTK.Snapshot {
    /// Records what `body` draws into a new snapshot of its own and returns it as one
    /// render node, or `nil` when `body` drew nothing.
    ///
    /// ```swift
    /// let node = GTK.Snapshot.record { snapshot in
    ///     snapshot.appendColor(color, in: bounds)
    /// }
    /// // In each frame while nothing changed:
    /// if let node { snapshot.appendNode(node) }
    /// ```
    public static func record(_ body: (GTK.Snapshot) -> Void) -> GTK.RenderNode? {
        guard let recording = gtk_snapshot_new() else {
            preconditionFailure("GtkKit: gtk_snapshot_new returned NULL")
        }
        body(GTK.Snapshot(recording))
        return gtk_snapshot_free_to_node(recording).map(GTK.RenderNode.init(adopting:))
    }

    /// Appends a recorded node (another reference to it: `node` stays usable).
    public func appendNode(_ node: GTK.RenderNode) {
        gtk_snapshot_append_node(snapshotPointer, node.nodePointer)
    }
}
