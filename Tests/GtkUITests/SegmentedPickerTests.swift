import CGtk
import XCTest
@testable import GtkUI

/// `.pickerStyle(.segmented)`: linked toggle buttons.
final class SegmentedPickerTests: GtkTestCase {
    @MainActor
    private static func picker(_ period: Recorded<PickerTests.Period>, segmented: Bool = true) -> some View {
        let picker = Picker("Repeat", selection: period.binding) {
            ForEach(PickerTests.Period.allCases, id: \.self) { Text($0.name).tag($0) }
        }
        // What `.pickerStyle(.segmented)` and `.pickerStyle(.menu)` write, in one view type so
        // that the picker updates in place when the style changes.
        return _EnvironmentWriter(content: picker) { $0.pickerKind = segmented ? .segmented : .menu }
    }

    @MainActor
    private static func isActive(_ button: GTK.Button) -> Bool {
        gtk_toggle_button_get_active(button.pointer()) != 0
    }

    func testTheSegmentedStyleSetsTheSegmentedKind() throws {
        try gtk {
            let period = Recorded(PickerTests.Period.daily)
            let hosting = HostingWidget(rootView: PickerTests.picker(period).pickerStyle(.segmented))
            XCTAssertNil(hosting.widget.all(GTK.Box.self).first { $0.hasCSSClass("linked") },
                         "the innermost style wins: .menu")
            let segmented = HostingWidget(rootView: Picker("Repeat", selection: period.binding) {
                Text("Daily").tag(PickerTests.Period.daily)
            }.pickerStyle(.segmented))
            XCTAssertNotNil(segmented.widget.all(GTK.Box.self).first { $0.hasCSSClass("linked") })
        }
    }

    /// Only the style shown has its control: a segmented picker (a header bar's page
    /// switcher) makes no drop-down, and a menu picker no buttons, until the style changes.
    func testOnlyTheShownStyleMakesItsControl() throws {
        try gtk {
            XCTAssertTrue(LiveObjects.isTracking, "debug builds count live objects by type")
            func dropDowns() -> Int { LiveObjects.countsByType["GtkDropDown"] ?? 0 }
            func toggleButtons() -> Int { LiveObjects.countsByType["GtkToggleButton"] ?? 0 }
            let (dropDownsBefore, buttonsBefore) = (dropDowns(), toggleButtons())
            let period = Recorded(PickerTests.Period.weekly)
            let hosting = HostingWidget(rootView: Self.picker(period))
            XCTAssertEqual(dropDowns(), dropDownsBefore, "a segmented picker makes no drop-down")
            XCTAssertEqual(toggleButtons(), buttonsBefore + 3)

            hosting.update(Self.picker(period, segmented: false))
            XCTAssertEqual(dropDowns(), dropDownsBefore + 1)
            XCTAssertEqual(toggleButtons(), buttonsBefore, "the buttons are let go with their style")
            let dropDown = try XCTUnwrap(hosting.widget.first(GTK.DropDown.self))
            XCTAssertEqual(dropDown.selected, 1)

            let menu = HostingWidget(rootView: Self.picker(period, segmented: false))
            XCTAssertEqual(toggleButtons(), buttonsBefore, "a menu picker makes no buttons")
            XCTAssertNotNil(menu.widget.first(GTK.DropDown.self))
        }
    }

    func testOptionsAreLinkedToggleButtonsBoundWithoutEcho() throws {
        try gtk {
            let period = Recorded(PickerTests.Period.weekly)
            let (window, hosting) = show(Self.picker(period), width: 320, height: 60)
            defer { window.destroy() }
            let box = try XCTUnwrap(hosting.widget.all(GTK.Box.self).first { $0.hasCSSClass("linked") })
            let buttons = descendants(of: box, GTK.Button.self)
            XCTAssertEqual(buttons.map(\.label), ["Daily", "Weekly", "Monthly"])
            XCTAssertEqual(buttons.map(Self.isActive), [false, true, false])
            XCTAssertTrue(box.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, is: "Repeat"))
            XCTAssertNil(hosting.widget.first(GTK.DropDown.self).flatMap { $0.isMapped ? $0 : nil })
            XCTAssertFalse(descendants(of: window, GTK.Label.self).contains { $0.text == "Repeat" && $0.isMapped },
                           "the title is not shown")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("picker-segmented.png"))

            buttons[2].emit(.clicked)  // as a click would
            XCTAssertEqual(period.writes, [.monthly])
            XCTAssertEqual(buttons.map(Self.isActive), [false, false, true], "one button active")
            buttons[2].emit(.clicked)
            XCTAssertEqual(period.writes, [.monthly], "the active button stays active")

            period.value = .daily
            hosting.update(Self.picker(period))
            XCTAssertEqual(buttons.map(Self.isActive), [true, false, false])
            XCTAssertEqual(period.writes, [.monthly], "no echo")
            let idle = GraphCounters.snapshot
            hosting.update(Self.picker(period))
            XCTAssertEqual(GraphCounters.snapshot.since(idle).gtkSetterCalls, 0, "nothing changed, nothing set")

            // Back to a menu: the drop-down and title return.
            hosting.update(Self.picker(period, segmented: false))
            let dropDown = try XCTUnwrap(hosting.widget.first(GTK.DropDown.self))
            XCTAssertEqual(dropDown.selected, 0)
            settle(window)
            XCTAssertTrue(dropDown.isMapped)
            XCTAssertTrue(descendants(of: window, GTK.Label.self).contains { $0.text == "Repeat" && $0.isMapped })
        }
    }
}
