import Foundation

/// A ``Layout`` used as a view: its content's widgets in one `GtkuiCustomLayout`, measured and
/// placed by the layout. The layout's type is part of the view's type, so `AnyLayout` is
/// the way to switch layouts and keep the children (and their state).
public struct _LayoutRoot<L: Layout, Content: View>: ContainerRepresentable {
    let layout: L
    /// The views the layout places.
    public let content: Content

    public func makeCoordinator() -> LayoutEngine<L> {
        LayoutEngine(layout: layout)
    }

    /// A custom layout widget whose measure and allocation call the layout.
    public func makeWidget(context: Context) -> GTK.CustomLayout {
        let widget = GTK.CustomLayout()
        context.coordinator.attach(to: widget)
        return widget
    }

    /// A new layout value: its cache is brought up to date and the widget measured again.
    public func updateWidget(_ widget: GTK.CustomLayout, context: Context) {
        context.coordinator.layoutChanged(to: layout)
        context.coordinator.updateFlexibility(of: widget)
        widget.queueResize()
    }

    public func placeChildren(_ children: [GTK.Widget], in widget: GTK.CustomLayout, context: Context) {
        widget.setChildren(children)
        context.coordinator.subviewsChanged(to: children)
        context.coordinator.updateFlexibility(of: widget)
    }

    /// The layout places the children itself; a new value is measured again in
    /// ``updateWidget(_:context:)``.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension _LayoutRoot {
    /// Its update reads only its own values.
    public static var _updatesFromOwnValues: Bool { true }
}

/// What a layout widget runs its layout with: the latest layout value, its cache and the
/// subviews, answering GTK's measure and allocation.
@MainActor
public final class LayoutEngine<L: Layout> {
    private var layout: L
    private var cache: L.Cache?
    private var cacheIsStale = false
    private var children: [GTK.Widget] = []
    private var pass: LayoutPass?

    init(layout: L) {
        self.layout = layout
    }

    func attach(to widget: GTK.CustomLayout) {
        pass = LayoutPass(layout: widget)
        widget.setLayout(
            measure: { [self] orientation, forSize in measure(orientation, forSize: forSize) },
            allocate: { [self] width, height in allocate(width: width, height: height) })
    }

    func layoutChanged(to layout: L) {
        self.layout = layout
        cacheIsStale = true
    }

    func subviewsChanged(to children: [GTK.Widget]) {
        self.children = children
        cacheIsStale = true
    }

    /// Makes the widget expand along an axis where the layout is flexible — larger for an
    /// infinite proposal than for none (a radial layout that fills what it is offered), as
    /// a flexible view in SwiftUI takes the space its container offers; a layout of fixed
    /// size (a flow of tags) keeps its natural size and is aligned by its container.
    func updateFlexibility(of widget: GTK.CustomLayout) {
        let subviews = subviews
        let (ideal, largest) = withCache(subviews) { cache in
            (layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache),
             layout.sizeThatFits(proposal: .infinity, subviews: subviews, cache: &cache))
        }
        let horizontally = !(largest.width <= ideal.width + 0.5)
        let vertically = !(largest.height <= ideal.height + 0.5)
        if widget.expandsHorizontally != horizontally { widget.expandsHorizontally = horizontally }
        if widget.expandsVertically != vertically { widget.expandsVertically = vertically }
    }

    private var subviews: LayoutSubviews {
        guard let pass else { return LayoutSubviews([]) }
        return LayoutSubviews(children.filter { $0.isVisible }.map { LayoutSubview(widget: $0, pass: pass) })
    }

    /// Runs `body` with the cache, made or brought up to date first.
    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var current: L.Cache
        if let existing = cache {
            current = existing
            if cacheIsStale { layout.updateCache(&current, subviews: subviews) }
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        cacheIsStale = false
        defer { cache = current }
        return body(&current)
    }

    /// GTK's width: natural for no proposal, minimum for a zero width. GTK's height for a
    /// width: natural for that width with no height, minimum for that width and no height
    /// to spare.
    private func measure(_ orientation: GTK.Orientation, forSize: Int) -> (minimum: Int, natural: Int) {
        let subviews = subviews
        return withCache(subviews) { cache in
            if orientation == .horizontal {
                let natural = layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache).width
                let minimum = layout.sizeThatFits(
                    proposal: ProposedViewSize(width: 0, height: nil), subviews: subviews, cache: &cache
                ).width
                return (LayoutMeasure.pixels(minimum), LayoutMeasure.pixels(natural))
            }
            let width: CGFloat? = forSize >= 0 ? CGFloat(forSize) : nil
            let natural = layout.sizeThatFits(
                proposal: ProposedViewSize(width: width, height: nil), subviews: subviews, cache: &cache
            ).height
            let minimum = layout.sizeThatFits(
                proposal: ProposedViewSize(width: width, height: 0), subviews: subviews, cache: &cache
            ).height
            return (LayoutMeasure.pixels(minimum), LayoutMeasure.pixels(natural))
        }
    }

    private func allocate(width: Int, height: Int) {
        let subviews = subviews
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        pass?.isPlacing = true
        pass?.mirroredWidth = pass?.isRightToLeft == true ? width : nil
        defer { pass?.isPlacing = false }
        withCache(subviews) { cache in
            layout.placeSubviews(
                in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
        }
    }
}
