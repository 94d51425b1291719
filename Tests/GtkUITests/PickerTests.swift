import CGtk
import XCTest
@testable import GtkUI

/// Picker over GtkDropDown, with options read from tagged content views.
final class PickerTests: GtkTestCase {
    enum Period: String, CaseIterable, Hashable {
        case daily, weekly, monthly
        var name: String { rawValue.capitalized }
    }

    @MainActor
    static func picker(_ selection: Recorded<Period>, periods: [Period] = Period.allCases) -> some View {
        Picker("Repeat", selection: selection.binding) {
            ForEach(periods, id: \.self) { Text($0.name).tag($0) }
        }
        .pickerStyle(.menu)
    }

    func testOptionsComeFromTheTaggedContentAndTheSelectionIsBoundWithoutEcho() throws {
        try gtk {
            let period = Recorded(Period.weekly)
            let hosting = HostingWidget(rootView: Self.picker(period))
            let dropDown = try XCTUnwrap(hosting.widget.first(GTK.DropDown.self))
            XCTAssertEqual(dropDown.stringList?.strings, ["Daily", "Weekly", "Monthly"])
            XCTAssertEqual(dropDown.selected, 1)
            XCTAssertEqual(hosting.widget.first(GTK.Label.self)?.text, "Repeat")
            XCTAssertEqual(period.writes, [])

            gtk_drop_down_set_selected(dropDown.dropDownPointer, 2)  // as choosing would
            XCTAssertEqual(period.writes, [.monthly])

            period.value = .daily
            hosting.update(Self.picker(period))
            XCTAssertEqual(dropDown.selected, 0)
            XCTAssertEqual(period.writes, [.monthly], "no echo")
            let idle = GraphCounters.snapshot
            hosting.update(Self.picker(period))
            XCTAssertEqual(GraphCounters.snapshot.since(idle).gtkSetterCalls, 0, "nothing changed, nothing set")
        }
    }

    func testNewContentUpdatesTheOptionsWithoutWriting() throws {
        try gtk {
            let period = Recorded(Period.monthly)
            let hosting = HostingWidget(rootView: Self.picker(period))
            let dropDown = try XCTUnwrap(hosting.widget.first(GTK.DropDown.self))
            hosting.update(Self.picker(period, periods: [.weekly, .monthly]))
            XCTAssertEqual(dropDown.stringList?.strings, ["Weekly", "Monthly"])
            XCTAssertEqual(dropDown.selected, 1, "the selection follows its option")
            XCTAssertEqual(period.writes, [])
            gtk_drop_down_set_selected(dropDown.dropDownPointer, 0)
            XCTAssertEqual(period.writes, [.weekly], "positions map to the new options")
        }
    }

    func testExplicitTagsInTuplesGroupsAndConditionsAndImplicitForEachIDs() throws {
        try gtk {
            let size = Recorded(2)
            let showLarge = true
            let hosting = HostingWidget(rootView: Picker("Size", selection: size.binding) {
                Text("Small").tag(1)
                Group {
                    Text("Medium").tag(2)
                    if showLarge { Text("Large").tag(3) }
                }
                ForEach(4..<6) { Text("Size \($0)") }  // tagged with the ID
            })
            let dropDown = try XCTUnwrap(hosting.widget.first(GTK.DropDown.self))
            XCTAssertEqual(dropDown.stringList?.strings, ["Small", "Medium", "Large", "Size 4", "Size 5"])
            XCTAssertEqual(dropDown.selected, 1)
            gtk_drop_down_set_selected(dropDown.dropDownPointer, 4)
            XCTAssertEqual(size.writes, [5])
        }
    }

    func testASelectionWithoutAnOptionSelectsNothing() throws {
        try gtk {
            let size = Recorded(9)
            let hosting = HostingWidget(rootView: Picker("Size", selection: size.binding) {
                Text("Small").tag(1)
            })
            XCTAssertEqual(hosting.widget.first(GTK.DropDown.self)?.selected, GTK.DropDown.noSelection)
            XCTAssertEqual(size.writes, [])
        }
    }

    func testATagOutsideAPickerRendersItsContent() throws {
        try gtk {
            let hosting = HostingWidget(rootView: VStack { Text("Tagged").tag("x") })
            XCTAssertEqual(hosting.widget.first(GTK.Label.self)?.text, "Tagged")
        }
    }

    func testDismantlingAPickerDisconnects() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let period = Recorded(Period.daily)
            let hosting = HostingWidget(rootView: AnyView(Self.picker(period)))
            let dropDown = try XCTUnwrap(hosting.widget.first(GTK.DropDown.self))
            hosting.update(AnyView(Text("gone")))
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
            gtk_drop_down_set_selected(dropDown.dropDownPointer, 1)
            XCTAssertEqual(period.writes, [])
        }
    }
}
