import Foundation

/// Decides which rows of a list are configured when GTK binds them and which wait: the
/// first frame of a list costs the rows on screen, not the rows GTK makes.
///
/// GTK 4.8's `GtkListView` makes and binds about 200 rows whatever the screen shows (a
/// window shows a handful), and binds rows far off screen again as the list scrolls. When
/// many rows are bound at once (a burst: one turn of the main loop), the queue lets the
/// first ones configure at once — rows whose heights add up to the height the list can show
/// (its own height, or the tallest monitor's before it has one) — and keeps the rest
/// waiting:
///
/// - a waiting row that never showed anything measures as tall as the last configured row,
///   so GTK places the rows as they will be;
/// - a waiting row is configured as soon as GTK lays it out, which a list view does only
///   for rows on screen (if its height is not the estimate, the frame is laid out again
///   before it is painted), or
/// - when the main loop is idle after painting, a few milliseconds of rows per turn, in the
///   order they were bound — so every row is configured shortly after the first frame, and
///   a screen reader walking the list finds them named.
///
/// A row is configured by its factory (``ListCell/reconfigure()``), which reads everything
/// through the row's ID at that moment, so a row that waited shows what it is bound to when
/// it is configured.
@MainActor
final class RowConfigurationQueue {
    /// How long one idle turn configures waiting rows (at least one) before letting the
    /// loop run.
    static var idleBudget: Duration = .milliseconds(4)

    /// The rows waiting, in the order they were bound.
    private var waiting: [ListCell] = []
    /// The height of the rows configured in this burst.
    private var burstHeight = 0
    /// The height the list can show, read once per burst.
    private var burstLimit: Int?
    /// Ends the burst at the next turn of the main loop.
    private var burstEnd: GLibIdle?
    /// Configures waiting rows after painting.
    private var idleFill: GLibIdle?
    /// Whether the fill waits for the list's next frame.
    private var awaitsPaint = false
    /// Waits for the list to be shown, to wait for its first frame.
    private var listMapped: (list: GTK.Widget, connection: SignalConnection)?
    /// The natural height of the row configured last: what a waiting row measures.
    private var estimatedRowHeight: Int?

    /// The number of rows waiting, for tests and benchmarks.
    var waitingCount: Int { waiting.count }

    /// Whether `cell`, just bound, is configured now: no row has been measured yet, or the
    /// rows configured in this burst do not yet fill what the list shows.
    func configuresNow(_ cell: ListCell) -> Bool {
        guard estimatedRowHeight != nil else { return true }
        let limit = burstLimit ?? visibleHeight(around: cell)
        burstLimit = limit
        return burstHeight < limit
    }

    /// Counts `cell`, configured in this burst, and keeps its height for waiting rows.
    func didConfigure(_ cell: ListCell) {
        let list = listWidget(of: cell)
        let height = cell.widget.measure(.vertical, forSize: list.map { $0.width > 0 ? $0.width : -1 } ?? -1).natural
        estimatedRowHeight = height
        burstHeight += height
        if burstEnd == nil {
            burstEnd = GLibIdle(.nextTurn) { [weak self] in
                self?.burstHeight = 0
                self?.burstLimit = nil
                self?.burstEnd = nil
                return false
            }
        }
    }

    /// Makes `cell` wait for its configuration, measuring as the last configured row if it
    /// shows nothing yet.
    func enqueue(_ cell: ListCell) {
        if !cell.awaitsConfiguration {
            cell.awaitsConfiguration = true
            waiting.append(cell)
        }
        if !cell.hasContent, let estimatedRowHeight {
            cell.showsEstimatedHeight(estimatedRowHeight)
        }
        cell.beforeLayoutWhileWaiting { [weak self] cell in self?.configureWaiting(cell) }
        scheduleFill(after: listWidget(of: cell))
    }

    /// Starts configuring waiting rows when the main loop is idle after `list` has painted a
    /// frame: before the first frame the loop is idle too (waiting for the window system to
    /// map the window), and that time belongs to the rows on screen.
    private func scheduleFill(after list: GTK.Widget?) {
        guard idleFill == nil, !awaitsPaint else { return }
        let startFill: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            awaitsPaint = false
            guard !waiting.isEmpty, idleFill == nil else { return }
            idleFill = GLibIdle(.afterPaint) { [weak self] in self?.fillForAWhile() ?? false }
        }
        guard let list else { return startFill() }
        awaitsPaint = true
        if list.isMapped, list.afterNextPaint(startFill) { return }
        let connection = list.connect(.map) { [weak self] list in
            guard let self else { return }
            stopWaitingForMap()
            if !list.afterNextPaint(startFill) { startFill() }
        }
        listMapped = (list, connection)
    }

    private func stopWaitingForMap() {
        guard let (list, connection) = listMapped else { return }
        list.disconnect(connection)
        listMapped = nil
    }

    /// Configures `cell` now if it is waiting.
    func configureWaiting(_ cell: ListCell) {
        guard cell.awaitsConfiguration else { return }
        cell.awaitsConfiguration = false
        if let index = waiting.firstIndex(where: { $0 === cell }) { waiting.remove(at: index) }
        cell.reconfigure()
    }

    /// Forgets `cell`, torn down.
    func remove(_ cell: ListCell) {
        cell.awaitsConfiguration = false
        waiting.removeAll { $0 === cell }
    }

    /// Stops configuring rows (the factory is going away).
    func cancel() {
        waiting.removeAll()
        idleFill?.cancel()
        burstEnd?.cancel()
        stopWaitingForMap()
    }

    /// One idle turn: configures waiting rows for ``idleBudget``; whether rows are left.
    private func fillForAWhile() -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        guard !waiting.isEmpty else {
            idleFill = nil
            return false
        }
        repeat {
            configureNext()
        } while !waiting.isEmpty && clock.now - start < Self.idleBudget
        if waiting.isEmpty { idleFill = nil }
        return !waiting.isEmpty
    }

    private func configureNext() {
        let cell = waiting.removeFirst()
        guard cell.awaitsConfiguration else { return }
        cell.awaitsConfiguration = false
        cell.reconfigure()
    }

    /// The height the list shows rows in: its own, once allocated, else the tallest
    /// monitor's (a window cannot show more).
    private func visibleHeight(around cell: ListCell) -> Int {
        if let list = listWidget(of: cell), list.height > 0 { return list.height }
        return GDK.Display.default?.tallestMonitorHeight ?? 1080
    }

    /// The list view around `cell`: GTK's row widget's parent.
    private func listWidget(of cell: ListCell) -> GTK.Widget? {
        cell.widget.parent?.parent
    }
}
