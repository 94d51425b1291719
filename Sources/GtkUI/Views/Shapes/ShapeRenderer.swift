import Foundation

/// Draws shape outlines into a snapshot: rounded rectangles as GSK nodes (a color or
/// gradient under a rounded clip, a border node for a solid stroke), anything else as a
/// cairo path.
@MainActor
enum ShapeRenderer {
    /// Fills `outline` (or strokes it, for a stroked outline) with `paint`.
    static func draw(_ outline: _ShapeOutline.Kind, paint: GTK.Paint, fillStyle: FillStyle, into snapshot: GTK.Snapshot) {
        switch outline {
        case .roundedRect(let rect, let corners):
            guard rect.isDrawable else { return }
            if corners.allSatisfy({ $0.width <= 0 || $0.height <= 0 }) {
                snapshot.appendPaint(paint, in: rect.gtkRect)
            } else {
                snapshot.pushRoundedClip(roundedRect(rect, corners))
                snapshot.appendPaint(paint, in: rect.gtkRect)
                snapshot.pop()
            }
        case .path(let path):
            let bounds = path.boundingRect
            guard bounds.isDrawable else { return }
            snapshot.appendFill(path.gtkPath, paint: paint, evenOdd: fillStyle.isEOFilled, clip: bounds.insetBy(dx: -1, dy: -1).gtkRect)
        case .stroked(let inner, let style):
            stroke(inner, style: style, paint: paint, into: snapshot)
        }
    }

    /// Strokes `outline` centred on it: a border node for a solid color on a rounded
    /// rectangle (the rectangle grown by half the line), else a cairo path.
    static func stroke(_ outline: _ShapeOutline.Kind, style: StrokeStyle, paint: GTK.Paint, into snapshot: GTK.Snapshot) {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
        let stroke = GTK.Stroke(style)
        if case .roundedRect(let rect, let corners) = outline, case .color(let color) = paint,
           stroke.dash.isEmpty, style.lineJoin != .bevel, rect.width >= 0, rect.height >= 0, rect.origin.x.isFinite {
            let half = style.lineWidth / 2
            var outer = roundedRect(rect, corners).outset(by: half)
            if style.lineJoin == .round {
                // A round join rounds the stroke's outer corners where the outline is sharp.
                for keyPath in [\GTK.RoundedRect.topLeft, \.topRight, \.bottomRight, \.bottomLeft]
                where outer[keyPath: keyPath] == .zero {
                    outer[keyPath: keyPath] = GTK.RoundedRect.Corner(radius: half)
                }
            }
            snapshot.appendBorder(color, width: style.lineWidth, outline: outer)
            return
        }
        let path = outline.path
        let bounds = path.boundingRect
        guard !bounds.isNull, bounds.origin.x.isFinite, bounds.origin.y.isFinite else { return }
        let reach = stroke.reach + 1
        snapshot.appendStroke(path.gtkPath, paint: paint, stroke: stroke, clip: bounds.insetBy(dx: -reach, dy: -reach).gtkRect)
    }

    static func roundedRect(_ rect: CGRect, _ corners: [CGSize]) -> GTK.RoundedRect {
        func corner(_ index: Int) -> GTK.RoundedRect.Corner {
            guard index < corners.count else { return .zero }
            return GTK.RoundedRect.Corner(width: corners[index].width, height: corners[index].height)
        }
        return GTK.RoundedRect(rect.gtkRect, topLeft: corner(0), topRight: corner(1), bottomRight: corner(2), bottomLeft: corner(3))
    }
}

extension GTK.Stroke {
    /// SwiftUI's stroke style as GtkKit's.
    init(_ style: StrokeStyle) {
        let cap: Cap = switch style.lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: Join = switch style.lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        let dash = style.dash.allSatisfy { $0 >= 0 } && style.dash.contains { $0 > 0 } ? style.dash.map { Double($0) } : []
        self.init(width: style.lineWidth, cap: cap, join: join, miterLimit: style.miterLimit, dash: dash, dashPhase: style.dashPhase)
    }
}

extension CGRect {
    /// The rectangle in GtkKit's type.
    var gtkRect: GTK.Rect {
        GTK.Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// Whether a fill of the rectangle draws anything.
    var isDrawable: Bool {
        !isNull && !isInfinite && origin.x.isFinite && origin.y.isFinite && width > 0 && height > 0
            && width.isFinite && height.isFinite
    }
}
