import Foundation

/// The foreground style of the current context — the text color, which `.foregroundStyle`
/// and `.foregroundColor` set — as in SwiftUI: what a shape shown as a view is filled with
/// (`Circle()`, `Circle().fill()`), read from the shape's widget when it is drawn.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}

    public var resolvedColor: Color { .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The tint of the current context, as SwiftUI's `.tint` shape style: text and symbolic
/// icons styled `.foregroundStyle(.tint)` take the color of the nearest `.tint(_:)` around
/// them, else the theme's accent. Shapes filled with it, and a `Text`'s own
/// `.foregroundStyle(.tint)` (a text run's color, which a `Text + Text` keeps), take the
/// theme's accent; `.foregroundStyle(.tint)` on a view around the text follows the tint.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public var resolvedColor: Color { .accentColor }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the current context.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
