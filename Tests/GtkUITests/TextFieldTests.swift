import CGtk
import XCTest
@testable import GtkUI

/// TextField and SecureField over GtkEntry and GtkPasswordEntry, and onSubmit.
final class TextFieldTests: GtkTestCase {
    func testTypingWritesTheBindingOnceAndTheBindingSetsTheTextWithoutEcho() throws {
        try gtk {
            let name = Recorded("")
            let hosting = HostingWidget(rootView: TextField("Name", text: name.binding))
            let entry = try XCTUnwrap(hosting.widget.first(GTK.Entry.self))
            XCTAssertEqual(entry.placeholderText, "Name", "the title is the placeholder")
            XCTAssertEqual(entry.text, "")

            gtk_editable_set_text(entry.editablePointer, "Ada")  // as typing would
            XCTAssertEqual(name.writes, ["Ada"], "one write per change")
            gtk_editable_set_position(entry.editablePointer, -1)  // the cursor after typing

            name.value = "Grace Hopper"
            let before = GraphCounters.snapshot
            hosting.update(TextField("Name", text: name.binding))
            XCTAssertEqual(entry.text, "Grace Hopper")
            XCTAssertEqual(entry.cursorPosition, "Grace Hopper".count, "the cursor stays at the end")
            XCTAssertEqual(name.writes, ["Ada"], "the programmatic set did not echo")
            XCTAssertLessThanOrEqual(GraphCounters.snapshot.since(before).gtkSetterCalls, 2, "the text (and the cursor)")

            gtk_editable_set_position(entry.editablePointer, 5)  // the user moved the cursor
            name.value = "Grace B. Hopper"
            hosting.update(TextField("Name", text: name.binding))
            XCTAssertEqual(entry.cursorPosition, 5, "a cursor inside the text stays where it was")

            let idle = GraphCounters.snapshot
            hosting.update(TextField("Name", text: name.binding))
            XCTAssertEqual(GraphCounters.snapshot.since(idle).gtkSetterCalls, 0, "nothing changed, nothing set")
        }
    }

    func testThePromptIsThePlaceholder() throws {
        try gtk {
            let hosting = HostingWidget(rootView: TextField("Name", text: .constant(""), prompt: Text("Required")))
            XCTAssertEqual(try XCTUnwrap(hosting.widget.first(GTK.Entry.self)).placeholderText, "Required")
        }
    }

    func testSecureFieldIsAPasswordEntry() throws {
        try gtk {
            let password = Recorded("")
            let submitted = Reported(0)
            let hosting = HostingWidget(rootView: SecureField("Password", text: password.binding)
                .onSubmit { submitted.value += 1 })
            let entry = try XCTUnwrap(hosting.widget.first(GTK.PasswordEntry.self))
            XCTAssertEqual(entry.placeholderText, "Password")
            gtk_editable_set_text(entry.editablePointer, "hunter2")
            XCTAssertEqual(password.writes, ["hunter2"])
            entry.emit(.activate)
            XCTAssertEqual(submitted.value, 1, "Return submits")
        }
    }

    func testNestedSubmitActionsAllRunInnermostFirst() throws {
        try gtk {
            let events = Reported<[String]>([])
            let hosting = HostingWidget(rootView: VStack {
                TextField("Inner", text: .constant(""))
                    .onSubmit { events.value.append("inner") }
                    .onSubmit(of: .search) { events.value.append("search") }
                TextField("Scoped", text: .constant("")).submitScope()
            }
            .onSubmit { events.value.append("outer") })
            let entries = hosting.widget.all(GTK.Entry.self)
            XCTAssertEqual(entries.count, 2)
            entries[0].emit(.activate)
            XCTAssertEqual(events.value, ["inner", "outer"], "both ran; the search action did not")
            entries[1].emit(.activate)
            XCTAssertEqual(events.value, ["inner", "outer"], "submitScope blocks the outer action")
        }
    }

    func testTheLatestSubmitActionRuns() throws {
        try gtk {
            let events = Reported<[String]>([])
            @MainActor func view(_ name: String) -> some View {
                TextField("x", text: .constant("")).onSubmit { events.value.append(name) }
            }
            let hosting = HostingWidget(rootView: AnyView(view("first")))
            let entry = try XCTUnwrap(hosting.widget.first(GTK.Entry.self))
            hosting.update(AnyView(view("second")))
            entry.emit(.activate)
            XCTAssertEqual(events.value, ["second"])
        }
    }

    func testDismantleDisconnectsTheFields() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let text = Recorded("")
            let hosting = HostingWidget(rootView: AnyView(VStack {
                TextField("a", text: text.binding)
                SecureField("b", text: text.binding)
            }))
            let entry = try XCTUnwrap(hosting.widget.first(GTK.Entry.self))
            XCTAssertGreaterThan(LiveObjects.signalClosureCount, closures)
            hosting.update(AnyView(Text("gone")))
            XCTAssertEqual(LiveObjects.signalClosureCount, closures, "dismantle disconnected")
            gtk_editable_set_text(entry.editablePointer, "late")
            XCTAssertEqual(text.writes, [], "a dismantled field writes nothing")
        }
    }
}
