import Foundation

/// Declarative content for the rows of a `GtkListView` that existing GTK code owns, as
/// UIKit's `UIHostingConfiguration`: set it as a ``ListCell``'s ``ListCell/contentConfiguration``
/// in a ``ListItemFactory``'s configure handler.
///
/// ```swift
/// cell.contentConfiguration = HostingConfiguration {
///     HeartRateTitleView(day: day)
/// }
/// .margins(.horizontal, 20)
/// .background { Color.pink.opacity(0.1) }
/// ```
///
/// The content is inset by the row's standard margins (12 points at the sides, 8 above and
/// below) unless ``margins(_:_:)`` says otherwise; the background fills the row edge to
/// edge, behind the content, and does not change the row's size.
public struct HostingConfiguration<Content: View, Background: View>: ListContentConfiguration {
    let content: Content
    let background: Background
    var insets: EdgeInsets
    var minimumWidth: CGFloat?
    var minimumHeight: CGFloat?

    /// The row's standard insets around the content.
    public static var standardMargins: EdgeInsets {
        EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    }

    /// Content for a row, with the standard margins and no background.
    @inlinable
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.init(content: content(), background: EmptyView(), insets: Self.standardMargins)
    }

    @usableFromInline
    init(content: Content, background: Background, insets: EdgeInsets, minimumWidth: CGFloat? = nil, minimumHeight: CGFloat? = nil) {
        self.content = content
        self.background = background
        self.insets = insets
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
    }

    /// Sets the margins around the content on `edges` to `length`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        var copy = self
        if edges.contains(.top) { copy.insets.top = length }
        if edges.contains(.leading) { copy.insets.leading = length }
        if edges.contains(.bottom) { copy.insets.bottom = length }
        if edges.contains(.trailing) { copy.insets.trailing = length }
        return copy
    }

    /// Sets all four margins around the content.
    public func margins(_ insets: EdgeInsets) -> Self {
        var copy = self
        copy.insets = insets
        return copy
    }

    /// Puts `background` behind the row, edge to edge (margins included); it does not
    /// change the row's size.
    public func background<NewBackground: View>(
        @ViewBuilder _ background: () -> NewBackground
    ) -> HostingConfiguration<Content, NewBackground> {
        HostingConfiguration<Content, NewBackground>(
            content: content, background: background(), insets: insets,
            minimumWidth: minimumWidth, minimumHeight: minimumHeight)
    }

    /// Makes the row at least this wide and tall (margins included).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        copy.minimumWidth = width
        copy.minimumHeight = height
        return copy
    }

    public func apply(to cell: ListCell) {
        if Background.self == EmptyView.self {
            // The common row: the cell's own widget keeps the margins and minimum size as
            // CSS padding, so the row is the content's widgets and nothing more.
            cell.show(content, insets: insets, minimumWidth: minimumWidth, minimumHeight: minimumHeight)
        } else {
            showWithBackground(in: cell)
        }
    }

    /// Shows the content padded and sized, with the background behind it filling the
    /// margins too. (A function of its own: the common row does not look up this row's
    /// types.)
    @inline(never)
    private func showWithBackground(in cell: ListCell) {
        let row = content
            .padding(insets)
            .frame(minWidth: minimumWidth, maxWidth: .infinity, minHeight: minimumHeight, alignment: .leading)
            .background(alignment: .center) { background }
        cell.show(row, insets: nil, minimumWidth: nil, minimumHeight: nil)
    }
}
