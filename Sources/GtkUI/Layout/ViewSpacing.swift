import Foundation

/// The space a view asks for around itself, edge by edge, as SwiftUI's `ViewSpacing`.
///
/// GTK widgets carry no spacing preferences, so every view asks for the standard 8 points
/// on each side (``init()``), the spacing GtkUI's stacks use by default; ``zero`` asks for
/// none. Custom layouts read it through ``LayoutSubview/spacing``.
public struct ViewSpacing: Sendable, Equatable {
    private var top: CGFloat
    private var leading: CGFloat
    private var bottom: CGFloat
    private var trailing: CGFloat

    /// No space on any side.
    public static let zero = ViewSpacing(all: 0)

    /// The standard spacing on every side.
    public init() {
        self.init(all: CGFloat(StackSpacing.standard))
    }

    private init(all length: CGFloat) {
        top = length
        leading = length
        bottom = length
        trailing = length
    }

    /// Takes, on each of `edges`, the larger of this and `other`'s spacing.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with, on each of `edges`, the larger of it and `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from this view to `next`, which follows it along `axis`: the larger of
    /// what the two ask for on the facing sides.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
