import CGtk
import CGtkBaseline
import GtkUI

/// A `GtkListView` of 100,000 rows whose cells are three labels: through a
/// ``ListDataSource`` and a ``ListItemFactory`` hosting declarative cells, against the same
/// list made by hand in C (a string list and a signal factory binding three labels).
@MainActor
final class ListFirstFrame: Scenario {
    let count: Int
    /// The most row widgets either side made, for the table's footer.
    private(set) var rowWidgets: (swift: Int, c: Int) = (0, 0)

    init(count: Int) { self.count = count }

    var name: String { "GtkListView of \(count) rows (3 labels), to first frame" }

    func runSwift() -> Sample {
        var list: DeclarativeList?
        var made = 0
        let sample = timeToFirstFrame {
            let shown = DeclarativeList(count: count)
            list = shown
            return shown.window
        } afterFrame: {
            made = list?.factory.cellCount ?? 0
        }
        rowWidgets.swift = max(rowWidgets.swift, made)
        return sample
    }

    func runC() -> Sample {
        var made = 0
        let sample = timeToFirstFrame {
            let window = cbaseline_list_window(Int32(count))
            return window ?? presentScrolled(title: "missing", content: GTK.Box(.vertical))
        } afterFrame: {
            made = Int(cbaseline_list_rows_made())
        }
        rowWidgets.c = max(rowWidgets.c, made)
        return sample
    }
}

/// Scrolling a 100,000-row list from top to bottom in programmatic steps, a frame each.
@MainActor
final class ListScroll: Scenario {
    let count: Int
    let steps = 40
    private var swiftList: DeclarativeList?
    private var cWindow: UnsafeMutablePointer<GtkWidget>?

    init(count: Int) { self.count = count }

    var name: String { "scroll \(count) rows in \(steps) steps, a frame each" }

    func runSwift() -> Sample {
        let list = swiftList ?? DeclarativeList(count: count)
        swiftList = list
        return scroll(list.window)
    }

    func runC() -> Sample {
        let window = cWindow ?? cbaseline_list_window(Int32(count))
        cWindow = window
        guard let window else { return Sample(wall: .nan, cpu: .nan) }
        return scroll(window)
    }

    private func scroll(_ window: UnsafeMutablePointer<GtkWidget>) -> Sample {
        cbaseline_scroll_to(window, 0)
        cbaseline_wait_for_frame(window)
        return Sample.measure {
            for step in 1...steps {
                cbaseline_scroll_to(window, Double(step) / Double(steps))
                cbaseline_wait_for_frame(window)
            }
        }
    }

    /// Destroys the windows.
    func finish() {
        if let window = swiftList?.window { cbaseline_destroy_window(window) }
        if let cWindow { cbaseline_destroy_window(cWindow) }
        swiftList = nil
        cWindow = nil
    }
}

/// The Swift list of both scenarios: a data source of item IDs, a factory hosting a
/// three-text cell, in a presented window.
@MainActor
final class DeclarativeList {
    let dataSource = ListDataSource<Int, Int>()
    let factory: ListItemFactory<Int, Int>
    let window: UnsafeMutablePointer<GtkWidget>

    init(count: Int) {
        factory = ListItemFactory(dataSource) { cell, row in
            guard let id = row.itemID else { return }
            cell.contentConfiguration = HostingConfiguration { ThreeLabelCell(id: id) }
        }
        var snapshot = ListSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        try? dataSource.apply(snapshot)
        let model = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(dataSource.modelPointer)))
        let selection = gtk_single_selection_new(model)
        let factoryReference = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(factory.factoryPointer)))
        let listView = gtk_list_view_new(selection, factoryReference)
        window = presentScrolled(title: "List", content: GTK.Widget(retaining: UnsafeMutableRawPointer(listView!)))
    }
}

private struct ThreeLabelCell: View, Equatable {
    let id: Int

    var body: some View {
        HStack(spacing: 8) {
            Text("Row \(id)")
            Text("detail")
            Text("\(id % 100) bpm")
        }
    }
}
