import Foundation

extension Path {
    /// An arc of the circle around `center` from `startAngle` to `endAngle`, after a line
    /// from the current point to its start (or a new subpath there).
    ///
    /// As in SwiftUI, `clockwise` speaks of a y-up plane: on screen, where y points down,
    /// `clockwise: false` goes clockwise (angles growing: 0° right, 90° down) and
    /// `clockwise: true` counterclockwise.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            delta = delta <= -turn ? -turn : -(((-delta).truncatingRemainder(dividingBy: turn) + turn)
                .truncatingRemainder(dividingBy: turn))
        } else {
            delta = delta >= turn ? turn : (delta.truncatingRemainder(dividingBy: turn) + turn)
                .truncatingRemainder(dividingBy: turn)
        }
        addArcPiece(center: center, radius: radius, start: startAngle.radians, delta: delta, transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle`, turning by `delta` (positive
    /// is clockwise on screen), after a line from the current point to its start.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        addArcPiece(center: center, radius: radius, start: startAngle.radians, delta: delta.radians, transform: transform)
    }

    /// A line from the current point towards `tangent1End` and an arc of `radius` that
    /// turns from that line onto the line from `tangent1End` to `tangent2End` (Core
    /// Graphics' arc-to).
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint.map({ $0.applying(transform.inverted()) }) else {
            move(to: tangent1End.applying(transform))
            return
        }
        let v1 = CGPoint(x: current.x - tangent1End.x, y: current.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let length1 = hypot(v1.x, v1.y)
        let length2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, length1 > 0, length2 > 0, abs(cross) > 1e-9 else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        let u1 = CGPoint(x: v1.x / length1, y: v1.y / length1)
        let u2 = CGPoint(x: v2.x / length2, y: v2.y / length2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let from = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let to = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(
            x: tangent1End.x + bisector.x / bisectorLength * centerDistance,
            y: tangent1End.y + bisector.y / bisectorLength * centerDistance)
        let start = atan2(from.y - center.y, from.x - center.x)
        var delta = atan2(to.y - center.y, to.x - center.x) - start
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addArcPiece(center: center, radius: radius, start: start, delta: delta, transform: transform)
    }

    private mutating func addArcPiece(center: CGPoint, radius: CGFloat, start: Double, delta: Double, transform: CGAffineTransform) {
        var piece = Path()
        piece.appendEllipticalArc(center: center, radiusX: radius, radiusY: radius, start: start, delta: delta, startsSubpath: true)
        let moved = piece.applying(transform)
        guard case .move(let arcStart)? = moved.elements.first else { return }
        if isEmpty { move(to: arcStart) } else { addLine(to: arcStart) }
        for element in moved.elements.dropFirst() { elements.append(element) }
    }

    /// Appends an elliptical arc as cubic Béziers of at most a quarter turn each, starting
    /// with a move to its start when `startsSubpath`.
    mutating func appendEllipticalArc(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, start: Double, delta: Double, startsSubpath: Bool
    ) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle))
        }
        if startsSubpath { move(to: point(start)) }
        guard delta != 0, delta.isFinite else { return }
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for index in 0..<pieces {
            let a0 = start + step * Double(index)
            let a1 = a0 + step
            let p0 = point(a0)
            let p3 = point(a1)
            let c1 = CGPoint(x: p0.x - k * radiusX * sin(a0), y: p0.y + k * radiusY * cos(a0))
            let c2 = CGPoint(x: p3.x + k * radiusX * sin(a1), y: p3.y - k * radiusY * cos(a1))
            elements.append(.curve(to: p3, control1: c1, control2: c2))
        }
    }

    /// A rounded rectangle's outline with its own corner radii (top leading, top trailing,
    /// bottom trailing, bottom leading), each limited to half the rectangle, starting at
    /// the top edge after the top-left corner and going clockwise on screen.
    static func roundedRect(_ rect: CGRect, corners: (CGSize, CGSize, CGSize, CGSize)) -> Path {
        let r = rect.standardized
        func limited(_ size: CGSize) -> CGSize {
            CGSize(width: max(0, min(size.width, r.width / 2)), height: max(0, min(size.height, r.height / 2)))
        }
        let (topLeft, topRight, bottomRight, bottomLeft) =
            (limited(corners.0), limited(corners.1), limited(corners.2), limited(corners.3))
        var path = Path()
        path.move(to: CGPoint(x: r.minX + topLeft.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topRight.width, y: r.minY))
        path.appendCorner(center: CGPoint(x: r.maxX - topRight.width, y: r.minY + topRight.height), topRight, from: -.pi / 2)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight.height))
        path.appendCorner(center: CGPoint(x: r.maxX - bottomRight.width, y: r.maxY - bottomRight.height), bottomRight, from: 0)
        path.addLine(to: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY))
        path.appendCorner(center: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY - bottomLeft.height), bottomLeft, from: .pi / 2)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft.height))
        path.appendCorner(center: CGPoint(x: r.minX + topLeft.width, y: r.minY + topLeft.height), topLeft, from: .pi)
        path.closeSubpath()
        return path
    }

    private mutating func appendCorner(center: CGPoint, _ size: CGSize, from angle: Double) {
        guard size.width > 0, size.height > 0 else { return }
        appendEllipticalArc(
            center: center, radiusX: size.width, radiusY: size.height, start: angle, delta: .pi / 2, startsSubpath: false)
    }
}
