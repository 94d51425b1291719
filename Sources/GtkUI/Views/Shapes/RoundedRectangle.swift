import Foundation

/// A rectangle with rounded corners filling its frame, as in SwiftUI. Drawn under a GSK
/// rounded clip; both corner styles are drawn circular (elliptical for a `cornerSize`
/// of unequal sides).
public struct RoundedRectangle: InsettableShape, Hashable {
    /// The corners' horizontal and vertical radius.
    public var cornerSize: CGSize
    /// How the corners are drawn; GtkUI draws `.continuous` as `.circular`.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rectangle whose corners are rounded by `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        _outline(in: rect).kind.path
    }

    public nonisolated func inset(by amount: CGFloat) -> RoundedRectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        _ShapeOutline.roundedRect(rect, corners: Array(repeating: cornerSize, count: 4)).inset(by: insetAmount)
    }
}

/// The four corner radii of an ``UnevenRoundedRectangle``, named by the layout direction
/// (leading is left in left-to-right text).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners are rounded by radii of their own, as in SwiftUI. Leading
/// corners are on the left (GtkUI does not mirror shapes for right-to-left text).
public struct UnevenRoundedRectangle: InsettableShape, Hashable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        _outline(in: rect).kind.path
    }

    public nonisolated func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
        return _ShapeOutline.roundedRect(rect, corners: radii.map { CGSize(width: $0, height: $0) }).inset(by: insetAmount)
    }
}
