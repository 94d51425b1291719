import CGtk
import CGtkShim
import GtkUI

/// Small drawing operations on a `GtkSnapshot`, in pixels.
@MainActor
enum SnapshotDrawing {
    static func rect(_ rect: Rect) -> graphene_rect_t {
        graphene_rect_t(
            origin: graphene_point_t(x: Float(rect.x), y: Float(rect.y)),
            size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    }

    static func fill(_ rect: Rect, _ color: RGBA, in snapshot: OpaquePointer) {
        var bounds = Self.rect(rect)
        var rgba = color.gdk
        gtk_snapshot_append_color(snapshot, &rgba, &bounds)
    }

    /// A filled circle: a rounded clip around a color node.
    static func disc(center: Point, radius: Double, _ color: RGBA, in snapshot: OpaquePointer) {
        var bounds = rect(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(radius))
        gtk_snapshot_push_rounded_clip(snapshot, &outline)
        var rgba = color.gdk
        gtk_snapshot_append_color(snapshot, &rgba, &bounds)
        gtk_snapshot_pop(snapshot)
    }

    /// A border `width` wide inside `rect`, with corners of `radius`.
    static func border(_ rect: Rect, radius: Double, width: Double, _ color: RGBA, in snapshot: OpaquePointer) {
        var bounds = Self.rect(rect)
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(radius))
        let widths = [Float](repeating: Float(width), count: 4)
        let colors = [GdkRGBA](repeating: color.gdk, count: 4)
        gtk_snapshot_append_border(snapshot, &outline, widths, colors)
    }

    /// Strokes (`width` > 0) or fills a path, clipped to `bounds`.
    static func path(_ path: PathData, _ color: RGBA, width: Double, dash: [Double] = [], bounds: Rect, in snapshot: OpaquePointer) {
        guard !path.isEmpty else { return }
        var clip = rect(bounds)
        var rgba = color.gdk
        path.verbs.withUnsafeBufferPointer { verbs in
            path.coordinates.withUnsafeBufferPointer { coordinates in
                dash.withUnsafeBufferPointer { dashes in
                    gtkui_snapshot_append_path(
                        snapshot, verbs.baseAddress, gsize(verbs.count), coordinates.baseAddress, &rgba, width,
                        dashes.baseAddress, gsize(dashes.count), &clip)
                }
            }
        }
    }

    /// Runs `body` with the snapshot moved to `point` and turned by `degrees`.
    static func transformed(to point: Point, rotation degrees: Double, in snapshot: OpaquePointer, _ body: () -> Void) {
        gtk_snapshot_save(snapshot)
        var origin = graphene_point_t(x: Float(point.x), y: Float(point.y))
        gtk_snapshot_translate(snapshot, &origin)
        if degrees != 0 { gtk_snapshot_rotate(snapshot, Float(degrees)) }
        body()
        gtk_snapshot_restore(snapshot)
    }
}
