import Foundation

/// The outline of a 2D shape, as in SwiftUI: subpaths of straight lines and quadratic and
/// cubic Bézier curves, built with ``move(to:)``, ``addLine(to:)``, ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``
/// and the rest, in a view's coordinates (y points down).
///
/// A path is a ``Shape`` too: `Path { path in … }.stroke(.red, lineWidth: 2)` draws it at
/// the coordinates it was built with, whatever rectangle it is given.
public struct Path: Equatable, Sendable {
    /// One element of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the current subpath, closing it.
        case closeSubpath
    }

    /// The elements, in order.
    var elements: [Element] = []
    /// Where the current subpath started (for closing it).
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path that is `rect`'s outline.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with its corners rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with its corners rounded by `cornerSize` (horizontal and vertical radius).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse that fits in `rect` (a circle in a square).
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by `callback`: `Path { path in path.move(to: …); … }`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from, or `nil` before the first ``move(to:)``.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let point), .line(let point): return point
        case .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return subpathStart
        }
    }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    // MARK: Building

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
    }

    /// A straight line from the current point to `end` (a new subpath there when the path
    /// has no current point).
    public mutating func addLine(to end: CGPoint) {
        guard startsFromCurrentPoint(else: end) else { return }
        elements.append(.line(to: end))
    }

    /// A quadratic Bézier curve to `end`, pulled towards `control`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard startsFromCurrentPoint(else: end) else { return }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// A cubic Bézier curve to `end`, pulled towards `control1` and then `control2`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard startsFromCurrentPoint(else: end) else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// A straight line through each of `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// `rect`'s outline as a closed subpath (clockwise on screen from its top-left corner).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var piece = Path()
        piece.move(to: CGPoint(x: r.minX, y: r.minY))
        piece.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        piece.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        piece.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        piece.closeSubpath()
        addPath(piece, transform: transform)
    }

    /// Each of `rects`' outlines.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A rounded rectangle's outline as a closed subpath. Both corner styles draw circular
    /// (elliptical) corners; `.continuous` is not smoothed as on Apple platforms.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let corner = CGSize(width: cornerSize.width, height: cornerSize.height)
        addPath(Path.roundedRect(rect, corners: (corner, corner, corner, corner)), transform: transform)
    }

    /// The outline of the ellipse that fits in `rect`, as a closed subpath starting at its
    /// right end and going clockwise on screen (as SwiftUI's, so trims start there).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var piece = Path()
        piece.appendEllipticalArc(
            center: CGPoint(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2,
            start: 0, delta: 2 * .pi, startsSubpath: true)
        piece.closeSubpath()
        addPath(piece, transform: transform)
    }

    /// `path`'s elements, moved by `transform`, after this path's.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            switch element {
            case .move(let point): move(to: point)
            case .closeSubpath: closeSubpath()
            default: elements.append(element)
            }
        }
    }

    /// Starts a subpath at `point` when there is no current point; `false` then, as there
    /// is nothing to draw from.
    private mutating func startsFromCurrentPoint(else point: CGPoint) -> Bool {
        if elements.isEmpty {
            move(to: point)
        } else if elements.last == .closeSubpath, let start = subpathStart {
            // After a close, the next element starts a new subpath at the closed one's start.
            move(to: start)
        }
        return true
    }
}

/// How a rounded rectangle's corners are drawn. GtkUI draws both as circular (elliptical)
/// arcs; Apple's `.continuous` curvature is not reproduced.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}
