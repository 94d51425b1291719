import CGtk
import XCTest
@testable import GtkUI

/// What assistive technologies are told of the built-in views and by the accessibility
/// modifiers, read back through GTK's accessibility test API (`GTK_A11Y=test`).
final class AccessibilityTests: GtkTestCase {
    private struct Controls: View {
        @State var on = true
        @State var name = ""
        @State var password = ""

        var body: some View {
            VStack {
                Button("Import…") {}
                Button {} label: { Label("Add Condition", systemImage: "plus") }
                Button {} label: { Image(systemName: "trash") }.accessibilityLabel("Delete")
                Toggle("Show sample data", isOn: $on)
                Toggle("Flag", isOn: $on).toggleStyle(.checkbox)
                TextField("Condition", text: $name)
                SecureField("Password", text: $password, prompt: Text("At least 8 characters"))
                Image(systemName: "heart.fill")
                Image(systemName: "heart.fill").accessibilityLabel("Heart rate")
            }
        }
    }

    @MainActor
    private static func widgets(_ hosting: HostingWidget<some View>) throws -> [GTK.Widget] {
        try XCTUnwrap(hosting.widget.children.first).children
    }

    func testBuiltInControlsAreNamedByTheirTitles() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Controls())
            let widgets = try Self.widgets(hosting)
            XCTAssertTrue(widgets[0].accessibleProperty(.label, is: "Import…"), "a button is named by its text")
            XCTAssertTrue(widgets[1].accessibleProperty(.label, is: "Add Condition"), "and by its Label's title")
            XCTAssertTrue(widgets[2].accessibleProperty(.label, is: "Delete"), "a modifier names an icon button")
            let switchRow = widgets[3]
            let toggle = try XCTUnwrap(switchRow.children.last)
            XCTAssertEqual(toggle.typeName, "GtkSwitch")
            XCTAssertTrue(toggle.accessibleProperty(.label, is: "Show sample data"), "the switch is the toggle read")
            let check = try XCTUnwrap(widgets[4].children.first)
            XCTAssertEqual(check.typeName, "GtkCheckButton")
            XCTAssertTrue(check.accessibleProperty(.label, is: "Flag"))
            XCTAssertTrue(widgets[5].accessibleProperty(.label, is: "Condition"), "a field is named by its title")
            XCTAssertTrue(widgets[6].accessibleProperty(.label, is: "Password"), "not by its prompt")
        }
    }

    func testIconsAreDecorationUntilNamed() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Controls())
            let widgets = try Self.widgets(hosting)
            XCTAssertTrue(widgets[7].accessibleState(.hidden, is: true), "an icon alone is decoration")
            XCTAssertTrue(widgets[8].accessibleState(.hidden, is: false), "a named icon is read")
            XCTAssertTrue(widgets[8].accessibleProperty(.label, is: "Heart rate"))
            let labelIcon = try XCTUnwrap(widgets[1].children.first?.children.first)
            XCTAssertEqual(labelIcon.typeName, "GtkImage")
            XCTAssertTrue(labelIcon.accessibleState(.hidden, is: true), "a Label's icon is decoration beside its title")
        }
    }

    private struct Filtered: View {
        @State var search = ""
        @State var range = 7

        var body: some View {
            VStack {
                Picker("Range", selection: $range) {
                    Text("Week").tag(7)
                    Text("Month").tag(30)
                }
                Text("Rows")
            }
            .searchable(text: $search, prompt: "Filter Conditions")
        }
    }

    @MainActor
    private static func first(_ typeName: String, in widget: GTK.Widget) -> GTK.Widget? {
        if widget.typeName == typeName { return widget }
        for child in widget.children {
            if let found = first(typeName, in: child) { return found }
        }
        return nil
    }

    func testAPickerAndASearchFieldAreNamedByTheirTitleAndPrompt() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Filtered())
            let dropDown = try XCTUnwrap(Self.first("GtkDropDown", in: hosting.widget))
            XCTAssertTrue(dropDown.accessibleProperty(.label, is: "Range"))
            let search = try XCTUnwrap(Self.first("GtkSearchEntry", in: hosting.widget))
            XCTAssertTrue(search.accessibleProperty(.label, is: "Filter Conditions"))
        }
    }

    private struct Flag: View {
        @State var flagged = false
        var body: some View {
            Toggle(isOn: $flagged) { Image(systemName: "star") }
                .toggleStyle(.button)
                .accessibilityLabel("Flag Asthma")
        }
    }

    func testAModifierNamesTheControlAToggleIsReadAs() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Flag())
            let row = try XCTUnwrap(hosting.widget.children.first)
            let button = try XCTUnwrap(row.children.first?.cast(to: GTK.ToggleButton.self))
            XCTAssertTrue(button.accessibleProperty(.label, is: "Flag Asthma"), "the toggle button, not its row")
            XCTAssertFalse(button.isActive)
            button.emit(.clicked)
            UpdateScheduler.shared.flush()
            XCTAssertTrue(button.isActive, "a button toggle stays pressed while on")
        }
    }

    private struct Reading: View {
        let value: Int
        let selected: Bool

        var body: some View {
            Text("\(value)")
                .accessibilityLabel("Heart rate")
                .accessibilityValue("\(value) beats per minute")
                .accessibilityAddTraits(selected ? .isSelected : [])
                .accessibilityHint("Opens the day")
        }
    }

    func testValueHintAndSelectionFollowTheView() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Reading(value: 72, selected: true))
            let label = try XCTUnwrap(hosting.widget.children.first)
            XCTAssertTrue(label.accessibleProperty(.label, is: "Heart rate"))
            XCTAssertTrue(label.accessibleProperty(.valueText, is: "72 beats per minute"))
            XCTAssertTrue(label.accessibleProperty(.description, is: "Opens the day"))
            XCTAssertTrue(label.accessibleState(.selected, is: true))

            hosting.rootView = Reading(value: 80, selected: false)
            UpdateScheduler.shared.flush()
            XCTAssertTrue(label.accessibleProperty(.valueText, is: "80 beats per minute"))
            XCTAssertFalse(label.accessibleState(.selected, is: true), "without the trait, not selected")

            let before = GraphCounters.snapshot
            hosting.rootView = Reading(value: 80, selected: false)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(GraphCounters.snapshot.since(before).gtkSetterCalls, 0, "nothing changed, nothing set")
        }
    }

    private struct Hiding: View {
        let hidden: Bool
        var body: some View {
            VStack {
                Text("Decoration").accessibilityHidden(hidden)
                Image(systemName: "star").accessibilityHidden(false)
            }
        }
    }

    func testAccessibilityHiddenHidesAndBringsBack() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Hiding(hidden: true))
            var widgets = try Self.widgets(hosting)
            XCTAssertTrue(widgets[0].accessibleState(.hidden, is: true))
            XCTAssertTrue(widgets[1].accessibleState(.hidden, is: false), "a modifier overrides the icon's own choice")
            hosting.rootView = Hiding(hidden: false)
            UpdateScheduler.shared.flush()
            widgets = try Self.widgets(hosting)
            XCTAssertTrue(widgets[0].accessibleState(.hidden, is: false))
        }
    }

    private struct Headings: View {
        var body: some View {
            VStack {
                Text("No Conditions").accessibilityHeading(.h1)
                Text("Samples by Hour").accessibilityAddTraits(.isHeader)
                Text("Body")
            }
        }
    }

    func testHeadingsAreMadeWithTheHeadingRoleAndLevel() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Headings())
            let labels = try Self.widgets(hosting)
            let role = { (widget: GTK.Widget) in
                gtk_accessible_get_accessible_role(OpaquePointer(widget.widgetPointer))
            }
            XCTAssertEqual(role(labels[0]), GTK_ACCESSIBLE_ROLE_HEADING)
            XCTAssertNotEqual(gtk_test_accessible_has_property(
                OpaquePointer(labels[0].widgetPointer), GTK_ACCESSIBLE_PROPERTY_LEVEL), 0, "with its level")
            XCTAssertEqual(gtk_test_accessible_has_property(
                OpaquePointer(labels[1].widgetPointer), GTK_ACCESSIBLE_PROPERTY_LEVEL), 0, "no particular level")
            XCTAssertEqual(role(labels[1]), GTK_ACCESSIBLE_ROLE_HEADING, "the header trait makes a heading too")
            XCTAssertEqual(role(labels[2]), GTK_ACCESSIBLE_ROLE_LABEL, "other text stays a label")
        }
    }
}
