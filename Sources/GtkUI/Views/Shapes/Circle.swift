import Foundation

/// A circle centred in its frame, as big as the frame's shorter side, as in SwiftUI. Drawn
/// under a GSK rounded clip (a square with corners of half its side).
public struct Circle: InsettableShape, Hashable {
    var insetAmount: CGFloat = 0

    public init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(ellipseIn: Self.square(in: rect).insetBy(dx: insetAmount, dy: insetAmount))
    }

    public nonisolated func inset(by amount: CGFloat) -> Circle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        let square = Self.square(in: rect).insetBy(dx: insetAmount, dy: insetAmount)
        let radius = max(0, square.width / 2)
        return _ShapeOutline.roundedRect(square, corners: Array(repeating: CGSize(width: radius, height: radius), count: 4))
    }

    /// The largest square centred in `rect`.
    nonisolated static func square(in rect: CGRect) -> CGRect {
        let r = rect.standardized
        let side = min(r.width, r.height)
        return CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
    }
}

/// An ellipse filling its frame, as in SwiftUI. Drawn under a GSK rounded clip whose
/// corners are half its width by half its height.
public struct Ellipse: InsettableShape, Hashable {
    var insetAmount: CGFloat = 0

    public init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public nonisolated func inset(by amount: CGFloat) -> Ellipse {
        var inset = self
        inset.insetAmount += amount
        return inset
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        let r = rect.standardized.insetBy(dx: insetAmount, dy: insetAmount)
        let corner = CGSize(width: max(0, r.width / 2), height: max(0, r.height / 2))
        return _ShapeOutline.roundedRect(r, corners: Array(repeating: corner, count: 4))
    }
}

/// A capsule filling its frame — a rectangle whose shorter sides are half circles — as
/// in SwiftUI.
public struct Capsule: InsettableShape, Hashable {
    /// How the ends are drawn; GtkUI draws both styles circular.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        _outline(in: rect).kind.path
    }

    public nonisolated func inset(by amount: CGFloat) -> Capsule {
        var inset = self
        inset.insetAmount += amount
        return inset
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        let r = rect.standardized.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = max(0, min(r.width, r.height) / 2)
        return _ShapeOutline.roundedRect(r, corners: Array(repeating: CGSize(width: radius, height: radius), count: 4))
    }
}
