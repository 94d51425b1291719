import XCTest
@testable import GtkUI

/// A list's first frame configures the rows on screen; the rows GTK makes beyond them wait
/// and are configured when shown or when the main loop is idle after painting.
final class RowConfigurationQueueTests: GtkTestCase {
    @MainActor
    private final class Rows {
        let dataSource = ListDataSource<Int, Int>()
        var factory: ListItemFactory<Int, Int>?
        /// The rows configured, in order.
        var configured: [Int] = []

        init(count: Int) throws {
            factory = ListItemFactory(dataSource) { [unowned self] cell, row in
                guard let id = row.itemID else { return }
                configured.append(id)
                cell.accessibilityLabel = "Row \(id) of \(count)"
                cell.contentConfiguration = HostingConfiguration { Text("Row \(id)") }.margins(.all, 8)
            }
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            try dataSource.apply(snapshot)
        }
    }

    /// The rows whose label is on screen in `window`, by the number they show.
    @MainActor
    private static func rowsOnScreen(in window: GTK.Window) -> [Int] {
        descendants(of: window, GTK.Label.self)
            .filter { $0.isMapped && $0.text.hasPrefix("Row ") }
            .compactMap { Int($0.text.dropFirst(4)) }
    }

    /// A window showing `list`, returned as soon as its first frame is painted (before the
    /// loop is idle after it).
    @MainActor
    private static func showUntilFirstFrame(_ list: ScrolledListView) -> GTK.Window {
        let window = GTK.Window(title: "Rows", width: 300, height: 400)
        window.child = list.scrolledWindow
        window.present()
        let painted = Reported(false)
        XCTAssertTrue(MainLoop.run(until: { window.isMapped && window.afterNextPaint { painted.value = true } }))
        XCTAssertTrue(MainLoop.run(until: { painted.value }))
        return window
    }

    func testTheFirstFrameConfiguresTheRowsOnScreenAndTheRestFollow() throws {
        try gtk {
            let rows = try Rows(count: 1_000)
            let factory = try XCTUnwrap(rows.factory)
            let list = ScrolledListView(rows.dataSource, factory: factory)
            let window = Self.showUntilFirstFrame(list)
            defer { window.destroy() }

            // The first frame: GTK made about 200 rows, most of which wait.
            let made = factory.cellCount
            XCTAssertGreaterThan(made, 100, "GTK 4.8 makes about 200 rows")
            XCTAssertGreaterThan(factory.waitingRowCount, made / 2, "rows beyond a screen wait")
            XCTAssertEqual(rows.configured.count + factory.waitingRowCount, made)
            // Every row on screen shows its own item.
            let shown = Self.rowsOnScreen(in: window)
            XCTAssertGreaterThan(shown.count, 5)
            XCTAssertEqual(shown, Array(0..<shown.count))
            XCTAssertTrue(Set(shown).isSubset(of: rows.configured))

            // After painting, the loop configures the rest, in the order GTK bound them.
            XCTAssertTrue(MainLoop.run(until: { factory.waitingRowCount == 0 }))
            XCTAssertEqual(rows.configured.count, made)
            XCTAssertEqual(rows.configured, Array(0..<made))
            for cell in factory.boundCells {
                let id = try XCTUnwrap(cell.rowID?.base as? ListRowID<Int, Int>).itemID
                XCTAssertEqual(labelTexts(in: cell.widget), ["Row \(id ?? -1)"])
            }
        }
    }

    func testAWaitingRowScrolledIntoViewIsConfiguredBeforeItIsPainted() throws {
        try gtk {
            // One row per idle turn: the fill cannot reach the rows scrolled to first.
            RowConfigurationQueue.idleBudget = .zero
            defer { RowConfigurationQueue.idleBudget = .milliseconds(4) }
            let rows = try Rows(count: 1_000)
            let factory = try XCTUnwrap(rows.factory)
            let list = ScrolledListView(rows.dataSource, factory: factory)
            let window = Self.showUntilFirstFrame(list)
            defer { window.destroy() }

            list.listView.scrollToItem(at: 120)
            XCTAssertTrue(MainLoop.run(until: { Self.rowsOnScreen(in: window).contains(120) }))
            let shown = Self.rowsOnScreen(in: window)
            XCTAssertGreaterThan(factory.waitingRowCount, 0, "the fill has not reached these rows")
            for id in shown {
                XCTAssertTrue(rows.configured.contains(id), "row \(id) on screen was configured")
            }
            // Each label on screen is its own row's: none shows a stale or empty row.
            let (low, high) = (try XCTUnwrap(shown.min()), try XCTUnwrap(shown.max()))
            XCTAssertEqual(shown.sorted(), Array(low...high))
            XCTAssertTrue(MainLoop.run(until: { factory.waitingRowCount == 0 }))
        }
    }
}
