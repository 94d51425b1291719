import Foundation

extension Path {
    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var moved = self
        moved.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        return moved
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle holding every point the path passes through (curves' control
    /// points only where the curve reaches them); `.null` for an empty path.
    public var boundingRect: CGRect {
        var bounds = BoundsAccumulator()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                bounds.add(p)
                current = p
                start = p
            case .line(let p):
                bounds.add(p)
                current = p
            case .quadCurve(let p, let c):
                let (c1, c2) = Self.cubicControls(from: current, quad: c, to: p)
                bounds.addCurve(current, c1, c2, p)
                current = p
            case .curve(let p, let c1, let c2):
                bounds.addCurve(current, c1, c2, p)
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return bounds.rect
    }

    /// Whether `point` is inside the filled path (nonzero winding, or even-odd when
    /// `eoFill`), found by crossing the flattened outline.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polyline in flattenedSubpaths() where polyline.points.count > 1 {
            var points = polyline.points
            if let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The cubic control points equal to a quadratic curve's.
    static func cubicControls(from start: CGPoint, quad control: CGPoint, to end: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
         CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    /// The path as GtkKit draws it (quadratic curves as cubic ones).
    var gtkPath: GTK.Path {
        var path = GTK.Path()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                path.move(toX: p.x, y: p.y)
                current = p
                start = p
            case .line(let p):
                path.addLine(toX: p.x, y: p.y)
                current = p
            case .quadCurve(let p, let c):
                let (c1, c2) = Self.cubicControls(from: current, quad: c, to: p)
                path.addCurve(toX: p.x, y: p.y, control1X: c1.x, control1Y: c1.y, control2X: c2.x, control2Y: c2.y)
                current = p
            case .curve(let p, let c1, let c2):
                path.addCurve(toX: p.x, y: p.y, control1X: c1.x, control1Y: c1.y, control2X: c2.x, control2Y: c2.y)
                current = p
            case .closeSubpath:
                path.close()
                current = start
            }
        }
        return path
    }
}

/// Grows a rectangle around points and the extremes of cubic curves.
private struct BoundsAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    /// The curve's end and the points where it turns (its derivative's roots).
    mutating func addCurve(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p3)
        for t in Self.extremes(p0.x, p1.x, p2.x, p3.x) + Self.extremes(p0.y, p1.y, p2.y, p3.y) {
            let u = 1 - t
            add(CGPoint(
                x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y))
        }
    }

    private static func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // B'(t)/3 = (b-a)(1-t)^2 + 2(c-b)(1-t)t + (d-c)t^2 = qa t^2 + qb t + qc
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-qb + root) / (2 * qa))
                roots.append((-qb - root) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
