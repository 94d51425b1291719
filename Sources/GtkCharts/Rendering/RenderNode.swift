import CGtk

/// Owns one reference to a `GskRenderNode` (render nodes are not GObjects): a chart keeps
/// its drawing as a node and appends it again while nothing changed.
final class RenderNode {
    let pointer: OpaquePointer

    /// Takes over `pointer`'s reference.
    init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        gsk_render_node_unref(pointer)
    }
}
