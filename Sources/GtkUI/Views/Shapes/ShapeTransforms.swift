import Foundation

extension Shape {
    /// The shape moved by `offset` in its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by (`x`, `y`) in its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned by `angle` (clockwise on screen) around `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` around `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` around `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape with `transform` applied to its path.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A shape moved in its frame, as `.offset` makes it. A rounded rectangle stays one (GSK
/// draws it).
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        let inner = shape._outline(in: rect)
        if case .roundedRect(let bounds, let corners) = inner.kind {
            return _ShapeOutline(.roundedRect(bounds.offsetBy(dx: offset.width, dy: offset.height), corners))
        }
        return _ShapeOutline(.path(path(in: rect)))
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public nonisolated func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape turned around a point of its frame, as `.rotation` makes it.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public nonisolated func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let turn = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(turn)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public nonisolated func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled around a point of its frame, as `.scale` makes it.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public nonisolated func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let scaling = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(scaling)
    }
}

/// A shape whose path is transformed, as `.transform` makes it.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

/// What a shape is for, as in SwiftUI; GtkUI draws shapes the same whatever their role.
public enum ShapeRole: Hashable, Sendable {
    case fill
    case stroke
    case separator
}
