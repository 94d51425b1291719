import CGtk
import XCTest
@testable import GtkUI

/// A container places its children after an update only when they or its placement changed.
final class PlacementTests: GtkTestCase {
    func testAnUpdateWithTheSameChildrenAndAlignmentPlacesNothing() throws {
        try gtk {
            let placements = Reported(0)
            let hosting = HostingWidget(rootView: CountingRow(placements: placements, alignment: .center, names: ["a", "b"], showsExtra: false))
            XCTAssertEqual(placements.value, 1, "placed once when made")
            let row = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Box.self))

            hosting.rootView = CountingRow(placements: placements, alignment: .center, names: ["c", "d"], showsExtra: false)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(placements.value, 1, "new texts in the same widgets: nothing to place")
            XCTAssertEqual(row.children.compactMap { $0.cast(to: GTK.Label.self)?.text }, ["c", "d"])

            hosting.rootView = CountingRow(placements: placements, alignment: .top, names: ["c", "d"], showsExtra: false)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(placements.value, 2, "another alignment places again")
            XCTAssertEqual(row.children.map(\.verticalAlign), [.start, .start])

            hosting.rootView = CountingRow(placements: placements, alignment: .top, names: ["c", "d"], showsExtra: true)
            UpdateScheduler.shared.flush()
            XCTAssertGreaterThan(placements.value, 2, "a child that appears is placed")
            XCTAssertEqual(row.children.compactMap { $0.cast(to: GTK.Label.self)?.text }, ["c", "d", "extra"])
        }
    }
}

/// An `HStack` that counts its placements.
private struct CountingRow: View {
    let placements: Reported<Int>
    let alignment: VerticalAlignment
    let names: [String]
    let showsExtra: Bool

    var body: some View {
        CountingStack(placements: placements, stack: HStack(alignment: alignment) {
            Text(names[0])
            Text(names[1])
            if showsExtra { Text("extra") }
        })
    }
}

private struct CountingStack<Content: View>: ContainerRepresentable {
    let placements: Reported<Int>
    let stack: HStack<Content>

    var content: Content { stack.content }

    func makeWidget(context: Context) -> GTK.Box { GTK.Box(.horizontal) }

    func updateWidget(_ box: GTK.Box, context: Context) {}

    func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        placements.value += 1
        box.setChildren(children)
        for child in children { child.verticalAlign = stack.alignment.align }
    }

    func placementChanged(from previous: Self) -> Bool {
        stack.placementChanged(from: previous.stack)
    }
}
