import Foundation

extension Path {
    /// The part of the path from `from` to `to`, fractions (0…1) of its whole length along
    /// every subpath in order, as SwiftUI's `trimmedPath`. Curves stay curves (split where
    /// the trim falls); an empty path when `from` ≥ `to`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = max(0, min(1, from))
        let end = max(0, min(1, to))
        if start <= 0 && end >= 1 { return self }
        guard start < end else { return Path() }
        let subpaths = measuredSubpaths()
        let total = subpaths.reduce(0) { $0 + $1.reduce(0) { $0 + $1.length } }
        guard total > 0 else { return Path() }
        let first = start * total
        let last = end * total
        var trimmed = Path()
        var travelled: CGFloat = 0
        for segments in subpaths {
            var open = false
            for segment in segments {
                defer { travelled += segment.length }
                let segmentEnd = travelled + segment.length
                guard segmentEnd > first, travelled < last, segment.length > 0 else { continue }
                let t0 = segment.parameter(at: max(0, first - travelled))
                let t1 = segment.parameter(at: min(segment.length, last - travelled))
                let piece = segment.piece(from: t0, to: t1)
                if !open {
                    trimmed.move(to: piece.start)
                    open = true
                }
                trimmed.elements.append(piece.element)
            }
        }
        return trimmed
    }

    /// Each subpath as a polyline (curves in 16 straight pieces), for hit tests.
    func flattenedSubpaths() -> [(points: [CGPoint], closed: Bool)] {
        measuredSubpaths().map { segments in
            var points: [CGPoint] = segments.first.map { [$0.start] } ?? []
            for segment in segments { points += segment.samplePoints.dropFirst() }
            return (points, true)
        }
    }

    /// The path's subpaths as lines and cubic curves with their lengths; a closed subpath
    /// ends with its closing line.
    private func measuredSubpaths() -> [[MeasuredSegment]] {
        var subpaths: [[MeasuredSegment]] = []
        var current: [MeasuredSegment] = []
        var point = CGPoint.zero
        var start = CGPoint.zero
        func finish() {
            if !current.isEmpty { subpaths.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                point = p
                start = p
            case .line(let p):
                current.append(MeasuredSegment(start: point, control1: nil, control2: nil, end: p))
                point = p
            case .quadCurve(let p, let c):
                let (c1, c2) = Self.cubicControls(from: point, quad: c, to: p)
                current.append(MeasuredSegment(start: point, control1: c1, control2: c2, end: p))
                point = p
            case .curve(let p, let c1, let c2):
                current.append(MeasuredSegment(start: point, control1: c1, control2: c2, end: p))
                point = p
            case .closeSubpath:
                if point != start { current.append(MeasuredSegment(start: point, control1: nil, control2: nil, end: start)) }
                point = start
                finish()
            }
        }
        finish()
        return subpaths
    }
}

/// A line (no control points) or a cubic curve, with its length measured over 16 pieces.
private struct MeasuredSegment {
    static let samples = 16

    let start: CGPoint
    let control1: CGPoint?
    let control2: CGPoint?
    let end: CGPoint
    /// The length travelled at t = i / samples.
    let cumulative: [CGFloat]

    init(start: CGPoint, control1: CGPoint?, control2: CGPoint?, end: CGPoint) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
        var cumulative: [CGFloat] = [0]
        if control1 == nil {
            let length = hypot(end.x - start.x, end.y - start.y)
            for i in 1...Self.samples { cumulative.append(length * CGFloat(i) / CGFloat(Self.samples)) }
        } else {
            var previous = start
            var travelled: CGFloat = 0
            for i in 1...Self.samples {
                let next = Self.point(start, control1 ?? start, control2 ?? end, end, t: CGFloat(i) / CGFloat(Self.samples))
                travelled += hypot(next.x - previous.x, next.y - previous.y)
                cumulative.append(travelled)
                previous = next
            }
        }
        self.cumulative = cumulative
    }

    var length: CGFloat { cumulative[cumulative.count - 1] }

    var samplePoints: [CGPoint] {
        guard let c1 = control1, let c2 = control2 else { return [start, end] }
        return (0...Self.samples).map { Self.point(start, c1, c2, end, t: CGFloat($0) / CGFloat(Self.samples)) }
    }

    /// The curve's parameter where `distance` has been travelled.
    func parameter(at distance: CGFloat) -> CGFloat {
        guard distance > 0 else { return 0 }
        guard distance < length else { return 1 }
        for i in 1..<cumulative.count where cumulative[i] >= distance {
            let span = cumulative[i] - cumulative[i - 1]
            let fraction = span > 0 ? (distance - cumulative[i - 1]) / span : 0
            return (CGFloat(i - 1) + fraction) / CGFloat(Self.samples)
        }
        return 1
    }

    /// The part between `t0` and `t1`: its start and the element that draws it.
    func piece(from t0: CGFloat, to t1: CGFloat) -> (start: CGPoint, element: Path.Element) {
        guard let c1 = control1, let c2 = control2 else {
            func at(_ t: CGFloat) -> CGPoint { CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t) }
            return (at(t0), .line(to: at(t1)))
        }
        // Cut at t1, then cut that part at t0 / t1.
        let (a0, a1, a2, a3) = Self.split(start, c1, c2, end, at: t1).first
        let local = t1 > 0 ? t0 / t1 : 0
        let (b0, b1, b2, b3) = Self.split(a0, a1, a2, a3, at: local).second
        return (b0, .curve(to: b3, control1: b1, control2: b2))
    }

    static func point(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
            y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
    }

    typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)

    /// De Casteljau's split of a cubic curve at `t`.
    static func split(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> (first: Cubic, second: Cubic) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let p01 = lerp(p0, p1), p12 = lerp(p1, p2), p23 = lerp(p2, p3)
        let p012 = lerp(p01, p12), p123 = lerp(p12, p23)
        let mid = lerp(p012, p123)
        return ((p0, p01, p012, mid), (mid, p123, p23, p3))
    }
}
