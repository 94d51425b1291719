import GtkUI

/// A path in pixels, as GtkKit draws it.
typealias PathData = GTK.Path

extension GTK.Path {
    mutating func move(to point: Point) {
        move(toX: point.x, y: point.y)
    }

    mutating func line(to point: Point) {
        addLine(toX: point.x, y: point.y)
    }

    mutating func curve(to point: Point, control1: Point, control2: Point) {
        addCurve(
            toX: point.x, y: point.y,
            control1X: control1.x, control1Y: control1.y, control2X: control2.x, control2Y: control2.y)
    }
}

/// A point in pixels.
struct Point: Equatable {
    var x: Double
    var y: Double
}

/// A rectangle in pixels: GtkKit's, which snapshots take.
typealias Rect = GTK.Rect

extension GTK.Rect {
    /// Whether `point` is inside the rectangle or on its edge.
    func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }
}
