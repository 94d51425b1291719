import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

/// The fields of a small form.
enum FormField: Hashable {
    case name, notes
}

/// What a test reads and sets in a ``FocusForm``.
@MainActor
final class FormProbe {
    var field: FocusState<FormField?>.Binding?
    var showsNotes: Binding<Bool>?
}

/// Shows the focus state it is given: a child reading the parent's `$field`.
struct FocusCaption: View {
    @FocusState.Binding var field: FormField?

    var body: some View {
        Text(field.map { "focus: \($0)" } ?? "focus: none")
    }
}

/// A form whose focus state the test reads and sets through `probe`.
struct FocusForm: View {
    let probe: FormProbe
    @FocusState private var field: FormField?
    @State private var name = ""
    @State private var notes = ""
    @State private var showsNotes: Bool

    init(probe: FormProbe, showsNotes: Bool = true) {
        self.probe = probe
        _showsNotes = State(initialValue: showsNotes)
    }

    var body: some View {
        probe.field = $field
        probe.showsNotes = $showsNotes
        return VStack {
            FocusCaption(field: $field)
            Button("Edit Notes") { field = .notes }
            HStack {
                TextField("Name", text: $name).focused($field, equals: .name)
                Button("Clear") { name = "" }
            }
            if showsNotes {
                TextField("Notes", text: $notes).focused($field, equals: .notes)
            }
        }
    }
}

/// The GtkText inside each TextField, in layout order.
@MainActor
func fieldTexts(in window: GTK.Window) -> [GTK.Widget] {
    descendants(of: window, GTK.Widget.self).filter { $0.typeName == "GtkText" }
}

@MainActor
func focusedDescription(_ window: GTK.Window) -> String {
    guard let focus = window.windowFocus else { return "nothing" }
    let label = labelTexts(in: focus).first ?? ""
    return "\(focus.typeName) \(label)"
}

/// `@FocusState`, `.focused` and `.focusable` over GTK's keyboard focus.
final class FocusStateTests: GtkTestCase {
    func testSettingTheStateMovesTheFocusAndNilTakesItAway() throws {
        try gtk {
            let probe = FormProbe()
            let (window, hosting) = show(FocusForm(probe: probe), width: 320, height: 200)
            defer { window.destroy() }
            let binding = try XCTUnwrap(probe.field)
            let fields = fieldTexts(in: window)
            XCTAssertEqual(fields.count, 2)
            XCTAssertEqual(focusedDescription(window), "GtkButton Edit Notes", "GTK focuses the first control")
            XCTAssertNil(binding.wrappedValue)

            binding.wrappedValue = .notes
            XCTAssertTrue(fields[1].containsFocus, "the notes field has GTK's focus at once")
            settle(window)
            XCTAssertEqual(binding.wrappedValue, .notes)
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("focus: notes"), "the body read the new value")

            binding.wrappedValue = .name
            XCTAssertTrue(fields[0].containsFocus)
            XCTAssertFalse(fields[1].containsFocus)
            settle(window)
            XCTAssertEqual(binding.wrappedValue, .name, "GTK's focus events did not undo the move")

            binding.wrappedValue = nil
            XCTAssertFalse(fields[0].containsFocus)
            XCTAssertNil(window.windowFocus, "nothing has the focus")
            settle(window)
            XCTAssertNil(binding.wrappedValue)
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("focus: none"))
        }
    }

    func testAValueSetBeforeItsViewIsMappedOrMadeFocusesItWhenItIs() throws {
        try gtk {
            // Set before the window is shown.
            let probe = FormProbe()
            let window = GTK.Window(title: "focus", width: 320, height: 200)
            defer { window.destroy() }
            let hosting = HostingWidget(rootView: FocusForm(probe: probe))
            window.child = hosting.widget
            let binding = try XCTUnwrap(probe.field)
            binding.wrappedValue = .notes
            XCTAssertEqual(binding.wrappedValue, .notes)
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.isMapped }))
            settle(window)
            XCTAssertTrue(fieldTexts(in: window)[1].containsFocus, focusedDescription(window))
            XCTAssertEqual(binding.wrappedValue, .notes)

            // Set in the same turn as the change that makes the view.
            let second = FormProbe()
            let (other, _) = show(FocusForm(probe: second, showsNotes: false), width: 320, height: 200)
            defer { other.destroy() }
            XCTAssertEqual(fieldTexts(in: other).count, 1)
            let secondBinding = try XCTUnwrap(second.field)
            try XCTUnwrap(second.showsNotes).wrappedValue = true
            secondBinding.wrappedValue = .notes
            settle(other)
            let fields = fieldTexts(in: other)
            XCTAssertEqual(fields.count, 2)
            XCTAssertTrue(fields[1].containsFocus, focusedDescription(other))
            XCTAssertEqual(secondBinding.wrappedValue, .notes)
        }
    }

    func testTabMovesFocusInLayoutOrderAndTheStateFollows() throws {
        try gtk {
            let probe = FormProbe()
            let (window, hosting) = show(FocusForm(probe: probe), width: 320, height: 200)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            let binding = try XCTUnwrap(probe.field)
            binding.wrappedValue = .name
            settle(window)

            // name → Clear (same row, to the right) → notes, as laid out, and back.
            var visited: [String] = []
            var states: [FormField?] = []
            for key in ["Tab", "Tab", "<Shift>ISO_Left_Tab", "<Shift>ISO_Left_Tab"] {
                let before = window.windowFocus
                XCTAssertTrue(KeySynthesizer.type(key))
                XCTAssertTrue(MainLoop.run(until: { window.windowFocus != before }), "\(key) moved the focus")
                settle(window)
                visited.append(focusedDescription(window))
                states.append(binding.wrappedValue)
            }
            XCTAssertEqual(visited, ["GtkButton Clear", "GtkText Notes", "GtkButton Clear", "GtkText Name"])
            XCTAssertEqual(states, [nil, .notes, nil, .name], "the state follows the user's focus")
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("focus: name"))
        }
    }

    func testABoundViewLeavingWithTheFocusResetsTheState() throws {
        try gtk {
            let probe = FormProbe()
            let (window, hosting) = show(FocusForm(probe: probe), width: 320, height: 200)
            defer { window.destroy() }
            let binding = try XCTUnwrap(probe.field)
            let showsNotes = try XCTUnwrap(probe.showsNotes)
            binding.wrappedValue = .notes
            settle(window)
            XCTAssertEqual(binding.wrappedValue, .notes)

            showsNotes.wrappedValue = false
            settle(window)
            XCTAssertEqual(fieldTexts(in: window).count, 1)
            XCTAssertNil(binding.wrappedValue, "the notes field left with the focus")
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("focus: none"))

            // A field that leaves without the focus changes nothing.
            binding.wrappedValue = .name
            showsNotes.wrappedValue = true
            settle(window)
            XCTAssertEqual(fieldTexts(in: window).count, 2)
            showsNotes.wrappedValue = false
            settle(window)
            XCTAssertEqual(binding.wrappedValue, .name)
            XCTAssertTrue(fieldTexts(in: window)[0].containsFocus)
        }
    }

    func testABooleanStateAndFocusableViews() throws {
        try gtk {
            struct Toggles: View {
                let probe: Reported<FocusState<Bool>.Binding?>
                @FocusState private var cardFocused: Bool

                var body: some View {
                    probe.value = $cardFocused
                    return VStack {
                        Button("First") {}
                        Text(cardFocused ? "card focused" : "card").padding().focusable()
                            .focused($cardFocused)
                        Button("Skipped") {}.focusable(false)
                        Button("Last") {}
                    }
                }
            }
            let probe = Reported<FocusState<Bool>.Binding?>(nil)
            let (window, hosting) = show(Toggles(probe: probe), width: 240, height: 220)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            let binding = try XCTUnwrap(probe.value)
            let first = try XCTUnwrap(descendants(of: window, GTK.Button.self).first)
            XCTAssertTrue(first.grabFocus())
            settle(window)
            XCTAssertFalse(binding.wrappedValue)

            XCTAssertTrue(KeySynthesizer.type("Tab"))
            XCTAssertTrue(MainLoop.run(until: { binding.wrappedValue }), "Tab reached the focusable card")
            settle(window)
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("card focused"))

            XCTAssertTrue(KeySynthesizer.type("Tab"))
            XCTAssertTrue(MainLoop.run(until: { !binding.wrappedValue }))
            settle(window)
            XCTAssertEqual(focusedDescription(window), "GtkButton Last", "the unfocusable button was skipped")

            binding.wrappedValue = true
            XCTAssertEqual(window.windowFocus?.typeName, "GtkuiBin", "the padded card took the focus")
            binding.wrappedValue = false
            XCTAssertNil(window.windowFocus)
        }
    }
}
