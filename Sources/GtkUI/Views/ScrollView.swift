import Foundation

/// A scrollable view of its content, over a `GtkScrolledWindow`, as in SwiftUI.
///
/// The content is laid out in a column (a vertical `GtkBox`) inside the scrolled window,
/// which expands to fill the space it is offered. Axes not in `axes` do not scroll: the
/// window is as big as its content along them.
public struct ScrollView<Content: View>: ContainerRepresentable {
    /// The directions the content scrolls in.
    public var axes: Axis.Set
    /// Whether scroll bars show; without them the content still scrolls.
    public var showsIndicators: Bool
    public var content: Content

    /// Content that scrolls along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public func makeWidget(context: Context) -> GTK.ScrolledWindow {
        let window = GTK.ScrolledWindow()
        // Flexible along the axes it scrolls, and across a vertical scroll; a horizontal
        // scroll view is as tall as its content, as in SwiftUI.
        window.expandsHorizontally = true
        window.child = GTK.Box(.vertical, spacing: StackSpacing.standard)
        return window
    }

    public func updateWidget(_ window: GTK.ScrolledWindow, context: Context) {
        let vertical = axes.contains(.vertical)
        if window.expandsVertically != vertical { window.expandsVertically = vertical }
        let hidden = context.environment.hiddenScrollIndicators.axes
        func policy(_ axis: Axis.Set) -> GTK.ScrolledWindow.Policy {
            guard axes.contains(axis) else { return .never }
            return showsIndicators && !hidden.contains(axis) ? .automatic : .external
        }
        let wanted = (horizontal: policy(.horizontal), vertical: policy(.vertical))
        let current = window.policy
        if current.horizontal != wanted.horizontal || current.vertical != wanted.vertical {
            window.policy = wanted
        }
    }

    public func placeChildren(_ children: [GTK.Widget], in window: GTK.ScrolledWindow, context: Context) {
        // The scrolled window wraps a non-scrollable child in a GtkViewport.
        guard let column = Self.column(of: window) else { return }
        let placed = SpacerShares.widgets(placing: children, along: .vertical, in: column)
        column.setChildren(placed)
        for child in placed { StackAxis.adapt(child, to: .vertical) }
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool {
        false
    }

    /// The column the content sits in, inside the window's viewport.
    static func column(of window: GTK.ScrolledWindow) -> GTK.Box? {
        guard let child = window.child else { return nil }
        if let box = child.cast(to: GTK.Box.self) { return box }
        return child.children.first?.cast(to: GTK.Box.self)
    }
}
