/// Joins points into a path as an ``InterpolationMethod`` says.
enum Curves {
    /// Appends `points` (in x order, at least one) to `path`, starting with a move unless
    /// `continuing`.
    static func append(_ points: [Point], method: InterpolationMethod.Method, to path: inout PathData, continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.line(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch method {
        case .linear:
            for point in points.dropFirst() { path.line(to: point) }
        case .stepStart, .stepCenter, .stepEnd:
            steps(points, method: method, into: &path)
        case .catmullRom:
            cardinal(points, tension: 0, into: &path)
        case .cardinal:
            cardinal(points, tension: 0.5, into: &path)
        case .monotone:
            monotone(points, into: &path)
        }
    }

    private static func steps(_ points: [Point], method: InterpolationMethod.Method, into path: inout PathData) {
        for index in 1..<points.count {
            let (a, b) = (points[index - 1], points[index])
            switch method {
            case .stepStart:
                path.line(to: Point(x: a.x, y: b.y))
            case .stepCenter:
                let middle = (a.x + b.x) / 2
                path.line(to: Point(x: middle, y: a.y))
                path.line(to: Point(x: middle, y: b.y))
            default:
                path.line(to: Point(x: b.x, y: a.y))
            }
            path.line(to: b)
        }
    }

    /// A cardinal spline through every point: tension 0 is the uniform Catmull–Rom spline.
    private static func cardinal(_ points: [Point], tension: Double, into path: inout PathData) {
        let factor = (1 - tension) / 6
        for index in 1..<points.count {
            let p0 = points[max(index - 2, 0)]
            let p1 = points[index - 1]
            let p2 = points[index]
            let p3 = points[min(index + 1, points.count - 1)]
            path.curve(
                to: p2,
                control1: Point(x: p1.x + (p2.x - p0.x) * factor, y: p1.y + (p2.y - p0.y) * factor),
                control2: Point(x: p2.x - (p3.x - p1.x) * factor, y: p2.y - (p3.y - p1.y) * factor))
        }
    }

    /// A monotone cubic (Fritsch–Butland tangents): smooth, and never beyond the points' values.
    private static func monotone(_ points: [Point], into path: inout PathData) {
        let count = points.count
        var secants = [Double](repeating: 0, count: count - 1)
        for index in 0..<(count - 1) {
            let dx = points[index + 1].x - points[index].x
            secants[index] = dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
        }
        var tangents = [Double](repeating: 0, count: count)
        tangents[0] = secants[0]
        tangents[count - 1] = secants[count - 2]
        for index in 1..<(count - 1) {
            let (a, b) = (secants[index - 1], secants[index])
            // The harmonic mean of the neighbouring slopes keeps the curve monotone.
            tangents[index] = a * b <= 0 ? 0 : 2 / (1 / a + 1 / b)
        }
        for index in 1..<count {
            let (a, b) = (points[index - 1], points[index])
            let third = (b.x - a.x) / 3
            path.curve(
                to: b,
                control1: Point(x: a.x + third, y: a.y + tangents[index - 1] * third),
                control2: Point(x: b.x - third, y: b.y - tangents[index] * third))
        }
    }
}
