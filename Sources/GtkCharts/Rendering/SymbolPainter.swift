import Foundation
import GtkUI

/// Draws chart symbols with render nodes: circles as rounded clips (or borders when
/// stroked), squares and bars as color nodes, diamonds and crosses turned, triangles and
/// pentagons as paths.
@MainActor
enum SymbolPainter {
    static func draw(_ centers: [Point], symbol: _ChartSymbol, diameter: Double, color: RGBA, in snapshot: GTK.Snapshot) {
        guard diameter > 0 else { return }
        let radius = diameter / 2
        let border = symbol.borderWidth.map { min($0, radius) }
        switch symbol.outline {
        case .circle:
            for center in centers {
                if let border {
                    SnapshotDrawing.border(box(center, radius), radius: radius, width: border, color, in: snapshot)
                } else {
                    SnapshotDrawing.disc(center: center, radius: radius, color, in: snapshot)
                }
            }
        case .square:
            // A square of the same area as the circle.
            let half = radius * Double.pi.squareRoot() / 2
            for center in centers { square(center, half: half, border: border, color, snapshot) }
        case .diamond:
            let half = radius / 2.squareRoot()
            for center in centers {
                SnapshotDrawing.transformed(to: center, rotation: 45, in: snapshot) {
                    square(Point(x: 0, y: 0), half: half, border: border, color, snapshot)
                }
            }
        case .plus, .cross, .asterisk:
            let thickness = border ?? max(1, diameter / 4)
            let angles: [Double] = symbol.outline == .plus ? [0, 90] : symbol.outline == .cross ? [45, 135] : [90, 30, 150]
            for center in centers {
                for angle in angles {
                    SnapshotDrawing.transformed(to: center, rotation: angle, in: snapshot) {
                        SnapshotDrawing.fill(Rect(x: -radius, y: -thickness / 2, width: diameter, height: thickness), color, in: snapshot)
                    }
                }
            }
        case .triangle, .pentagon:
            let corners = symbol.outline == .triangle ? 3 : 5
            var path = PathData()
            let inset = border.map { radius - $0 / 2 } ?? radius
            for center in centers {
                for corner in 0..<corners {
                    let angle = -Double.pi / 2 + Double(corner) * 2 * Double.pi / Double(corners)
                    let point = Point(x: center.x + inset * cos(angle), y: center.y + inset * sin(angle))
                    if corner == 0 { path.move(to: point) } else { path.line(to: point) }
                }
                path.close()
            }
            let bounds = centers.reduce(into: Rect?.none) { result, center in
                let box = box(center, radius)
                guard let current = result else { result = box; return }
                let x = min(current.x, box.x), y = min(current.y, box.y)
                result = Rect(x: x, y: y, width: max(current.maxX, box.maxX) - x, height: max(current.maxY, box.maxY) - y)
            }
            if let bounds {
                SnapshotDrawing.path(path, color, width: border ?? 0, bounds: bounds, in: snapshot)
            }
        }
    }

    private static func box(_ center: Point, _ radius: Double) -> Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    private static func square(_ center: Point, half: Double, border: Double?, _ color: RGBA, _ snapshot: GTK.Snapshot) {
        let rect = box(center, half)
        if let border {
            SnapshotDrawing.border(rect, radius: 0, width: min(border, half), color, in: snapshot)
        } else {
            SnapshotDrawing.fill(rect, color, in: snapshot)
        }
    }
}
