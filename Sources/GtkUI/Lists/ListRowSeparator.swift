import Foundation

/// The separators of list rows, as SwiftUI draws them: when the `GtkListView` shows
/// separators (`show-separators`; a ``List`` does unless its style is the sidebar), each
/// row's cell draws the line along its row's bottom edge instead of GTK's theme, starting
/// where the row's text starts — after the content's leading margin and a leading image —
/// or at the view whose ``HorizontalAlignment/listRowSeparatorLeading`` guide is set, and
/// ending at the row's trailing edge or at the ``HorizontalAlignment/listRowSeparatorTrailing``
/// guide. Header rows and rows with `.listRowSeparator(.hidden)` draw none.
@MainActor
enum ListRowSeparator {
    /// The class of GTK's row widgets around cells: the theme's own separator line turns
    /// transparent (keeping its pixel, so rows keep their height) and the cell draws one.
    static var rowClass: String {
        StyleSheet.shared.className(rules: [
            StyleRule("listview.separators:not(.horizontal) > row&:not(.separator)", "border-bottom-color: transparent;"),
        ])
    }

    /// Makes `cell`'s widget draw its row's separator.
    static func install(on cell: ListCell) {
        HostRowSeparator.install(on: cell.widget) { [weak cell] host in
            guard let cell, cell.showsSeparator else { return nil }
            return ListRowSeparator.extent(in: host)
        }
    }

    /// Where the separator of the row around `host` (in a list view that shows separators)
    /// runs, in the host's coordinates, or `nil` when the row draws none.
    static func extent(in host: GTK.BorrowedWidget) -> (start: Double, end: Double)? {
        guard let row = host.parent, let rowBounds = row.bounds(in: host) else { return nil }
        var start: Double?
        var end = rowBounds.maxX
        var endIsSet = false
        for (widget, trait) in ListRowTraits.traits(in: host) {
            switch trait {
            case .separatorHidden:
                return nil
            case .separatorLeading(let compute):
                if start == nil { start = x(of: widget, in: host) + Double(compute(dimensions(of: widget))) }
            case .separatorTrailing(let compute):
                if !endIsSet {
                    end = x(of: widget, in: host) + Double(compute(dimensions(of: widget)))
                    endIsSet = true
                }
            case .swipeActions, .accessibilityAction:
                break
            }
        }
        let leading = start ?? textStart(in: host)
        return leading < end ? (leading, end) : nil
    }

    /// Where the row's first text starts, or its content when it has no text.
    private static func textStart(in host: GTK.BorrowedWidget) -> Double {
        if let label = firstLabel(in: host) { return x(of: label, in: host) }
        guard let first = host.firstChild else { return 0 }
        return x(of: first, in: host)
    }

    private static func firstLabel(in widget: GTK.BorrowedWidget) -> GTK.BorrowedWidget? {
        var child = widget.firstChild
        while let current = child {
            if current.isVisible {
                if current.is(GTK.Label.self) { return current }
                if let label = firstLabel(in: current) { return label }
            }
            child = current.nextSibling
        }
        return nil
    }

    private static func x(of widget: GTK.BorrowedWidget, in host: GTK.BorrowedWidget) -> Double {
        widget.convert((0, 0), to: host)?.x ?? 0
    }

    private static func dimensions(of widget: GTK.BorrowedWidget) -> ViewDimensions {
        ViewDimensions(width: CGFloat(widget.width), height: CGFloat(widget.height))
    }
}

extension View {
    /// Hides (or shows) the separator of the ``List`` row this view is in, as in SwiftUI.
    /// A row's separator runs along its bottom edge, so `edges` without `.bottom` leaves it
    /// (the line above a row is the bottom separator of the row before).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: visibility == .hidden && edges.contains(.bottom) ? .separatorHidden : nil))
    }

    /// Sets where `guide` lies in this view, from its dimensions, as in SwiftUI. GtkUI
    /// honours the list row separator guides (``HorizontalAlignment/listRowSeparatorLeading``,
    /// ``HorizontalAlignment/listRowSeparatorTrailing``): the separator of the row this view
    /// is in starts (or ends) there. GTK's boxes align children by their own rules, so other
    /// guides change nothing.
    ///
    /// ```swift
    /// HStack {
    ///     Image(systemName: "heart.fill")
    ///         .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
    ///     Text("Heart rate")
    /// }
    /// ```
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let trait: ListRowTrait?
        switch guide.listRowSeparatorEdge {
        case .leading: trait = .separatorLeading(computeValue)
        case .trailing: trait = .separatorTrailing(computeValue)
        case nil: trait = nil
        }
        return modifier(_ListRowTraitModifier(trait: trait))
    }
}
