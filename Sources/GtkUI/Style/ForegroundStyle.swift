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
