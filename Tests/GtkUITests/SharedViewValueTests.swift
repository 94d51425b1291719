import XCTest
@testable import GtkUI

private struct Tally: View {
    @State private var count = 0
    var body: some View {
        Button("Tally \(count)") { count += 1 }
    }
}

/// One view value shown in two places (a window group's content in two windows, a value a
/// view keeps and shows twice): each place keeps its own `@State`, as in SwiftUI.
final class SharedViewValueTests: GtkTestCase {
    func testOneValueShownTwiceKeepsTwoStates() throws {
        try gtk {
            let tally = Tally()
            let hosting = HostingWidget(rootView: VStack { tally; tally })
            let buttons = try XCTUnwrap(hosting.widget.children.first).children.compactMap { $0.cast(to: GTK.Button.self) }
            XCTAssertEqual(buttons.count, 2)
            buttons[0].emit(.clicked)
            UpdateScheduler.shared.flush()
            buttons[0].emit(.clicked)
            buttons[1].emit(.clicked)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(labelTexts(in: buttons[0]), ["Tally 2"])
            XCTAssertEqual(labelTexts(in: buttons[1]), ["Tally 1"], "the second place counts on its own")
        }
    }
}
