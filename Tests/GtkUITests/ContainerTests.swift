import CGtk
import XCTest
@testable import GtkUI

/// Containers over GTK widgets: stacks lay out with GtkBox, buttons host their label.
final class ContainerTests: GtkTestCase {
    func testStacksUseGtkBoxWithSpacingAndAlignment() throws {
        try gtk {
            let hosting = HostingWidget(rootView: VStack(alignment: .leading, spacing: 12) {
                Text("a")
                HStack(alignment: .firstTextBaseline) { Text("b"); Text("c") }
            })
            let column = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Box.self))
            XCTAssertEqual(column.spacing, 12)
            XCTAssertEqual(gtk_orientable_get_orientation(column.opaquePointer), GTK_ORIENTATION_VERTICAL)
            XCTAssertEqual(column.children.map(\.horizontalAlign), [.start, .start])
            let row = try XCTUnwrap(column.children.last?.cast(to: GTK.Box.self))
            XCTAssertEqual(row.spacing, 8, "the default spacing")
            XCTAssertEqual(row.children.map(\.verticalAlign), [.baseline, .baseline])
        }
    }

    func testAButtonRunsItsLatestActionAndHostsItsLabel() throws {
        try gtk {
            let taps = Reported<[String]>([])
            let hosting = HostingWidget(rootView: Button("Add") { taps.value.append("first") })
            let button = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Button.self))
            XCTAssertEqual(button.child?.cast(to: GTK.Label.self)?.text, "Add")
            button.emit(.clicked)
            hosting.rootView = Button("Add") { taps.value.append("second") }
            UpdateScheduler.shared.flush()
            button.emit(.clicked)
            XCTAssertEqual(taps.value, ["first", "second"])
        }
    }

    func testAButtonWithSeveralLabelViewsRowsThem() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Button(action: {}) {
                Text("♥")
                Text("Heart Rate")
            })
            let button = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Button.self))
            let row = try XCTUnwrap(button.child?.cast(to: GTK.Box.self))
            XCTAssertEqual(row.children.compactMap { $0.cast(to: GTK.Label.self)?.text }, ["♥", "Heart Rate"])
        }
    }

    func testAButtonLabelCanGrowAndShrinkBetweenOneAndSeveralViews() throws {
        try gtk {
            let hosting = HostingWidget(rootView: BadgeButton(showsBadge: false))
            let button = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Button.self))
            XCTAssertEqual(button.child?.cast(to: GTK.Label.self)?.text, "Inbox")
            hosting.rootView = BadgeButton(showsBadge: true)
            UpdateScheduler.shared.flush()
            let row = try XCTUnwrap(button.child?.cast(to: GTK.Box.self))
            XCTAssertEqual(row.children.compactMap { $0.cast(to: GTK.Label.self)?.text }, ["Inbox", "3"])
            hosting.rootView = BadgeButton(showsBadge: false)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(button.child?.cast(to: GTK.Label.self)?.text, "Inbox")
            XCTAssertNil(row.parent, "the row left the button")
        }
    }

    func testClosingAWindowOfViewsReturnsToTheBaseline() throws {
        try gtk {
            let baseline = LiveObjects.count
            let closures = LiveObjects.signalClosureCount
            do {
                let window = GTK.Window(title: "Views", width: 320, height: 240)
                let hosting = HostingWidget(rootView: VStack(alignment: .leading) {
                    Text("Heart Rate")
                    HStack { Text("72"); Text("BPM") }
                    Button("Measure") {}
                })
                window.child = hosting.widget
                window.present()
                XCTAssertTrue(MainLoop.run(until: { hosting.widget.width > 0 }))
                try WidgetRenderer.render(window).writePNG(to: Artifacts.path("stacks.png"))
                window.destroy()
            }
            XCTAssertTrue(
                MainLoop.run(until: { LiveObjects.count == baseline }),
                "still alive: \(LiveObjects.countsByType)")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
        }
    }
}

struct BadgeButton: View {
    var showsBadge: Bool
    var body: some View {
        Button(action: {}) {
            Text("Inbox")
            if showsBadge { Text("3") }
        }
    }
}
