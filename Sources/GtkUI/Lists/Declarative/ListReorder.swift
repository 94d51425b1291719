import Foundation

/// Reordering a ``List``'s rows by drag and drop, for rows whose `ForEach` has an
/// `onMove` action: a `GtkDragSource` on the list view drags the row under the pointer
/// (its stable ID, as a row item that can only be dropped in this process), and a
/// `GtkDropTarget` on the list view shows a line between rows where the drop would put it
/// and calls `onMove` with offsets in that `ForEach`'s data. Only the rows of the same
/// `ForEach` take the drop.
@MainActor
final class ListReorder {
    private let rows: ListRowsContext
    private let source = GTK.DragSource(actions: .move)
    private let target = GTK.DropTarget(type: RowItem.gType, actions: .move)
    /// The row this list is dragging now.
    private var dragged: AnyHashable?
    /// The row widget showing the drop line, and the line's class.
    private var indicator: (widget: GTK.Widget, styleClass: String)?

    init(_ rows: ListRowsContext) {
        self.rows = rows
        source.connect(.prepare) { [weak self] _, point in self?.prepare(at: point) }
        source.connect(.dragEnd) { [weak self] _ in
            self?.dragged = nil
            self?.showIndicator(nil)
        }
        target.connect(.enter) { [weak self] _, point in self?.hover(point) ?? [] }
        target.connect(.motion) { [weak self] _, point in self?.hover(point) ?? [] }
        target.connect(.leave) { [weak self] _ in self?.showIndicator(nil) }
        target.connect(.drop) { [weak self] _, point in self?.drop(point) ?? false }
        source.add(to: rows.locator.listView)
        target.add(to: rows.locator.listView)
    }

    /// Removes the controllers from the list view and releases their handlers.
    func tearDown() {
        showIndicator(nil)
        for controller in [source, target] as [GTK.EventController] {
            controller.remove(from: rows.locator.listView)
            controller.disconnectAllHandlers()
        }
    }

    // MARK: Dragging

    private func prepare(at point: PointerLocation) -> GDK.ContentProvider? {
        guard let row = rows.locator.row(atX: point.x, y: point.y), rows.row(row.id)?.origin?.onMove != nil else {
            return nil
        }
        dragged = row.id
        // The row is the drag icon, held where it was grabbed.
        let top = rows.locator.verticalExtent(of: row).top
        source.setIcon(pictureOf: row.widget, hotspot: Int(point.x), Int(point.y - top))
        return RowItem.contentProvider(carrying: ListRowID<Int, AnyHashable>.item(row.id))
    }

    // MARK: Dropping

    /// Where a drop at a point would put the dragged rows: the row it shows the line on,
    /// whether above it, and the destination offset in the `ForEach`'s data.
    private func destination(at point: DropPoint) -> (row: ListRowLocator.Row, above: Bool, offset: Int)? {
        guard let dragged, let draggedOrigin = rows.row(dragged)?.origin,
              let row = rows.locator.row(atX: point.x, y: point.y),
              let origin = rows.row(row.id)?.origin, origin.forEach == draggedOrigin.forEach
        else { return nil }
        let extent = rows.locator.verticalExtent(of: row)
        let above = point.y < extent.top + extent.height / 2
        return (row, above, above ? origin.offset : origin.offset + 1)
    }

    private func hover(_ point: DropPoint) -> GDK.DragAction {
        guard let destination = destination(at: point) else {
            showIndicator(nil)
            return []
        }
        showIndicator((destination.row.widget, destination.above ? Self.lineAbove : Self.lineBelow))
        return .move
    }

    private func drop(_ point: DropPoint) -> Bool {
        defer { showIndicator(nil) }
        guard let dragged,
              RowItem.id(of: point.object, as: ListRowID<Int, AnyHashable>.self)?.itemID == dragged,
              let origin = rows.row(dragged)?.origin, let move = origin.onMove,
              let destination = destination(at: point)
        else { return false }
        // A selected row takes the other selected rows of its ForEach with it.
        var moved = IndexSet(integer: origin.offset)
        let selected = rows.selectedIDs()
        if selected.contains(dragged) {
            for id in selected {
                guard let other = rows.row(id)?.origin, other.forEach == origin.forEach else { continue }
                moved.insert(other.offset)
            }
        }
        if !Self.leavesOrderUnchanged(moving: moved, to: destination.offset) {
            move(moved, destination.offset)
        }
        return true
    }

    /// Whether moving `offsets` before `destination` changes nothing: a contiguous run
    /// dropped at either of its ends or inside it.
    private static func leavesOrderUnchanged(moving offsets: IndexSet, to destination: Int) -> Bool {
        guard let first = offsets.first, let last = offsets.last, offsets.count == last - first + 1 else { return false }
        return destination >= first && destination <= last + 1
    }

    // MARK: The drop line

    /// A line along the row's top or bottom edge, in the selection colour.
    private static var lineAbove: String {
        StyleSheet.shared.className(for: "box-shadow: inset 0 2px 0 0 @theme_selected_bg_color;")
    }

    private static var lineBelow: String {
        StyleSheet.shared.className(for: "box-shadow: inset 0 -2px 0 0 @theme_selected_bg_color;")
    }

    private func showIndicator(_ wanted: (widget: GTK.Widget, styleClass: String)?) {
        if let indicator, indicator.widget == wanted?.widget, indicator.styleClass == wanted?.styleClass { return }
        if let indicator { indicator.widget.removeCSSClass(indicator.styleClass) }
        if let wanted { wanted.widget.addCSSClass(wanted.styleClass) }
        indicator = wanted
    }
}
