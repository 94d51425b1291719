/// Moving through a list view with the keyboard past its header rows (a ``List``'s, or a
/// ``ListDataSource``'s with section headers): GTK 4.8's list view moves the focus one row
/// at a time and stops at a row that cannot take it (a header), so the arrow keys, Home and
/// End are handled here where the next row is a header — the focus goes on to the nearest
/// row that can be selected, selecting it as GTK would (Ctrl moves the focus only, Shift
/// extends the selection).
@MainActor
final class ListKeyboardNavigation {
    private let listView: GTK.Widget
    /// The number of rows, whether the row at a position is a header, the position of the
    /// row with the focus, and GTK's row widget for a position if it is bound.
    private let rowCount: () -> Int
    private let isHeader: (Int) -> Bool
    private let focusedPosition: () -> Int?
    private let rowWidget: (Int) -> GTK.Widget?
    private let keys = GTK.EventControllerKey(capture: true)

    init(
        listView: GTK.Widget, rowCount: @escaping () -> Int, isHeader: @escaping (Int) -> Bool,
        focusedPosition: @escaping () -> Int?, rowWidget: @escaping (Int) -> GTK.Widget?
    ) {
        self.listView = listView
        self.rowCount = rowCount
        self.isHeader = isHeader
        self.focusedPosition = focusedPosition
        self.rowWidget = rowWidget
        keys.connect(.keyPressed) { [weak self] _, press in self?.handle(press) ?? false }
        keys.add(to: listView)
    }

    func tearDown() {
        keys.remove(from: listView)
        keys.disconnectAllHandlers()
    }

    private func handle(_ press: KeyPress) -> Bool {
        let count = rowCount()
        guard count > 0, let current = focusedPosition() else { return false }
        // The row GTK moves to, and the way on past headers.
        let move: (start: Int, step: Int)
        switch press.navigationKey {
        case .down: move = (current + 1, 1)
        case .up: move = (current - 1, -1)
        case .home: move = (0, 1)
        case .end: move = (count - 1, -1)
        default: return false
        }
        // GTK handles moves to rows that can take the focus, and off the ends.
        guard move.start >= 0, move.start < count, isHeader(move.start) else { return false }
        // Only headers that way: the focus stays.
        guard let target = nearestRow(from: move.start, step: move.step, count: count) else { return true }
        guard target != current, let row = rowWidget(target), row.grabOwnFocus() else { return true }
        row.activateAction("listitem.scroll-to")
        let (control, shift) = (press.hasControl, press.hasShift)
        if !control || shift {
            // As GTK's bindings: plain selects the row, Shift extends the selection to it,
            // Ctrl+Shift adds the range; Ctrl alone moves the focus only.
            row.activateAction("listitem.select", .tuple([.bool(control), .bool(shift)]))
        }
        return true
    }

    /// The first row from `start` on, stepping by `step`, that is not a header.
    private func nearestRow(from start: Int, step: Int, count: Int) -> Int? {
        var position = start
        while position >= 0 && position < count {
            if !isHeader(position) { return position }
            position += step
        }
        return nil
    }
}
