import GtkUI

/// Small drawing operations on a snapshot, in pixels.
@MainActor
enum SnapshotDrawing {
    static func fill(_ rect: Rect, _ color: RGBA, in snapshot: GTK.Snapshot) {
        snapshot.appendColor(color, in: rect)
    }

    /// A filled circle: a rounded clip around a color node.
    static func disc(center: Point, radius: Double, _ color: RGBA, in snapshot: GTK.Snapshot) {
        let bounds = GTK.Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        snapshot.pushRoundedClip(bounds, cornerRadius: radius)
        snapshot.appendColor(color, in: bounds)
        snapshot.pop()
    }

    /// A border `width` wide inside `rect`, with corners of `radius`.
    static func border(_ rect: Rect, radius: Double, width: Double, _ color: RGBA, in snapshot: GTK.Snapshot) {
        snapshot.appendBorder(color, width: width, in: rect, cornerRadius: radius)
    }

    /// Strokes (`width` > 0) or fills a path, clipped to `bounds`.
    static func path(_ path: PathData, _ color: RGBA, width: Double, dash: [Double] = [], bounds: Rect, in snapshot: GTK.Snapshot) {
        if width > 0 {
            snapshot.appendStroke(path, color: color, lineWidth: width, dash: dash, clip: bounds)
        } else {
            snapshot.appendFill(path, color: color, clip: bounds)
        }
    }

    /// Runs `body` with the snapshot moved to `point` and turned by `degrees`.
    static func transformed(to point: Point, rotation degrees: Double, in snapshot: GTK.Snapshot, _ body: () -> Void) {
        snapshot.save()
        snapshot.translate(x: point.x, y: point.y)
        if degrees != 0 { snapshot.rotate(degrees: degrees) }
        body()
        snapshot.restore()
    }
}
