import Foundation

/// A container that measures and places its subviews itself, as SwiftUI's `Layout`: write
/// ``sizeThatFits(proposal:subviews:cache:)`` and ``placeSubviews(in:proposal:subviews:cache:)``,
/// then use the layout as a view, `MyFlowLayout { ... }`.
///
/// ```swift
/// struct FlowLayout: Layout {
///     var spacing: CGFloat = 8
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// ```
///
/// On GTK the layout is one `GtkuiCustomLayout` widget whose `measure` and `size_allocate`
/// call the layout: GTK's width measure is the size for an unspecified proposal (natural)
/// and for a zero width (minimum); the height for a width is the size for that width.
/// A subview's ``LayoutSubview/sizeThatFits(_:)`` measures its widget
/// (`gtk_widget_measure`) and ``LayoutSubview/place(at:anchor:proposal:)`` allocates it.
/// A subview left unplaced gets its natural size at the center.
///
/// `Layout` is `Animatable` in SwiftUI; here a layout change jumps to the new layout.
public protocol Layout {
    /// How the layout behaves in a stack (its orientation); none by default.
    static var layoutProperties: LayoutProperties { get }

    /// Values the layout computes once and reuses across calls; `Void` when unused.
    associatedtype Cache = Void

    /// The views the layout arranges.
    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews`, before the first measure.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date when the subviews or the layout change; the default
    /// makes it anew.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the layout asks for around itself; by default the union of its
    /// subviews' spacing.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the layout for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview in `bounds` (the layout's allocation) with
    /// ``LayoutSubview/place(at:anchor:proposal:)``.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the layout puts a horizontal alignment guide; `nil` (the default) for the
    /// default position. GTK aligns by `halign` only, so the answer is not read.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Where the layout puts a vertical alignment guide; `nil` (the default). Not read, as
    /// for the horizontal guide.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
}

/// How a layout behaves in a stack, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis the layout arranges along (`nil`: none), so that a `Spacer` in it knows
    /// which way to grow.
    public var stackOrientation: Axis?

    public init() {
        stackOrientation = nil
    }
}

extension Layout {
    /// The layout as a view of `content`'s views: `MyFlowLayout { ForEach(tags) { Tag($0) } }`.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}
