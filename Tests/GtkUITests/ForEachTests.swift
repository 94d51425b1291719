import XCTest
@testable import GtkUI

/// `ForEach` identity: views follow their element's ID across moves, inserts and deletes.
final class ForEachTests: GtkTestCase {
    func testMovingElementsMovesTheirWidgetsAndState() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Rows(names: ["a", "b", "c"]))
            let before = Dictionary(uniqueKeysWithValues: zip(hosting.rowNames, hosting.stackChildren.map(\.objectPointer)))
            try XCTUnwrap(hosting.rowButton(named: "b")).emit(.clicked)  // b's @State = 1
            UpdateScheduler.shared.flush()

            hosting.rootView = Rows(names: ["c", "a", "b"])
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.rowNames, ["c", "a", "b"])
            for (name, widget) in zip(hosting.rowNames, hosting.stackChildren.map(\.objectPointer)) {
                XCTAssertEqual(widget, before[name], "\(name) kept its widget")
            }
            XCTAssertEqual(hosting.rowLabel(named: "b"), "b 1", "b kept its state")
            XCTAssertEqual(hosting.rowLabel(named: "a"), "a 0")
        }
    }

    func testInsertingAndDeletingMakesAndDismantlesOnlyThoseRows() {
        gtk {
            let hosting = HostingWidget(rootView: Rows(names: ["a", "b", "c"]))
            let before = GraphCounters.snapshot
            hosting.rootView = Rows(names: ["a", "x", "c"])
            UpdateScheduler.shared.flush()
            let work = GraphCounters.snapshot.since(before)
            XCTAssertEqual(hosting.rowNames, ["a", "x", "c"])
            XCTAssertEqual(work.widgetsDismantled, 4, "b's HStack, Text, Button and the button's label")
            XCTAssertEqual(work.widgetsMade, 4, "the same four for x")
        }
    }

    func testADuplicateIDShowsTheFirstElementOnly() {
        gtk {
            let hosting = HostingWidget(rootView: Rows(names: ["a", "b", "a"]))
            XCTAssertEqual(hosting.rowNames, ["a", "b"])
        }
    }

    func testIdentifiableDataAndRanges() {
        gtk {
            let hosting = HostingWidget(rootView: VStack {
                ForEach([Item(id: 1, title: "one"), Item(id: 2, title: "two")]) { Text($0.title) }
                ForEach(0..<3) { Text("\($0)") }
            })
            XCTAssertEqual(hosting.stackTexts, ["one", "two", "0", "1", "2"])
        }
    }
}

struct Item: Identifiable {
    let id: Int
    let title: String
}

struct Rows: View {
    var names: [String]
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Row(name: name)
            }
        }
    }
}

struct Row: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        HStack {
            Text("\(name) \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

extension HostingWidget {
    private func row(named name: String) -> GTK.Widget? {
        stackChildren.first { $0.children.first?.cast(to: GTK.Label.self)?.text.hasPrefix(name + " ") == true }
    }
    var rowNames: [String] {
        stackChildren.compactMap { $0.children.first?.cast(to: GTK.Label.self)?.text.split(separator: " ").first.map(String.init) }
    }
    func rowLabel(named name: String) -> String? { row(named: name)?.children.first?.cast(to: GTK.Label.self)?.text }
    func rowButton(named name: String) -> GTK.Button? { row(named: name)?.children.last?.cast(to: GTK.Button.self) }
}
