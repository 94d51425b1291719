import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

private struct Message: Identifiable, Equatable {
    let id: Int
    var subject: String
}

@MainActor
private final class Mailbox: ObservableObject {
    @Published var messages = (0..<400).map { Message(id: $0, subject: "Message \($0)") }
    @Published var selection: Int?
    var log: [String] = []
}

private struct MailboxList: View {
    @ObservedObject var mailbox: Mailbox

    var body: some View {
        List(selection: $mailbox.selection) {
            ForEach(mailbox.messages) { message in
                MessageRow(message: message, mailbox: mailbox)
            }
        }
    }
}

/// A row whose swipe actions are declared inside its own body.
private struct MessageRow: View {
    let message: Message
    let mailbox: Mailbox

    var body: some View {
        Text(message.subject)
            .swipeActions(edge: .leading) {
                Button("Pin") { mailbox.log.append("pin \(message.id)") }
            }
            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                Button(role: .destructive) {
                    mailbox.log.append("delete \(message.id)")
                    mailbox.messages.removeAll { $0.id == message.id }
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                Button("Archive") { mailbox.log.append("archive \(message.id)") }
            }
    }
}

/// Rows with an action named for assistive technologies.
private struct NamedActionList: View {
    @ObservedObject var mailbox: Mailbox

    var body: some View {
        List(selection: $mailbox.selection) {
            ForEach(mailbox.messages) { message in
                Text(message.subject)
                    .accessibilityAction(named: "Mark Read") { mailbox.log.append("read \(message.id)") }
            }
        }
    }
}

/// Swipe actions in a `List`: in the row's context menu, on the Delete key, revealed by a
/// horizontal swipe; always for the item they were offered for.
final class ListRowActionsTests: GtkTestCase {
    /// The buttons of the shown popovers in `window`'s tree, by their label texts.
    @MainActor
    private static func shownPopoverButtons(in window: GTK.Window) -> [String: GTK.Button] {
        var buttons: [String: GTK.Button] = [:]
        for popover in descendants(of: window, GTK.Popover.self) where popover.isMapped {
            // Buttons count once laid out, where a click can reach them.
            for button in descendants(of: popover, GTK.Button.self) where button.width > 0 {
                if let text = labelTexts(in: button).first { buttons[text] = button }
            }
        }
        return buttons
    }

    @MainActor
    private static func click(_ widget: GTK.Widget, button: UInt32 = 1) throws {
        let point = try XCTUnwrap(PointerSynthesizer.screenPoint(of: widget, x: Double(widget.width) / 2, y: Double(widget.height) / 2))
        XCTAssertTrue(PointerSynthesizer.click(at: point, button: button))
    }

    @MainActor
    private static func scroll(_ window: GTK.Window, to fraction: Double) throws {
        let scrolled = try XCTUnwrap(descendants(of: window, GTK.ScrolledWindow.self).first)
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaquePointer)
        let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_value(adjustment, range * fraction)
        settle(window)
        gtk_adjustment_set_value(adjustment, max(0, range * fraction - 1))
        settle(window)
    }

    func testTheContextMenuListsTheActionsAndRunsThemForItsItemAfterRecycling() throws {
        try gtk {
            let mailbox = Mailbox()
            try withFocusedWindow(MailboxList(mailbox: mailbox), width: 320, height: 300) { window in
                let row = try listRow(showing: "Message 3", in: window).row
                try Self.click(row, button: 3)
                XCTAssertTrue(MainLoop.run(until: { !Self.shownPopoverButtons(in: window).isEmpty }), "no menu")
                let buttons = Self.shownPopoverButtons(in: window)
                XCTAssertEqual(Set(buttons.keys), ["Pin", "Delete", "Archive"])
                let menu = try XCTUnwrap(descendants(of: window, GTK.Popover.self).first(where: \.isMapped))
                // The menu's content only: GTK puts its tooltip window into the popover once the
                // pointer moves over it.
                let content = try XCTUnwrap(menu.child)
                XCTAssertEqual(labelTexts(in: content), ["Pin", "Delete", "Archive"], "leading actions first")
                try WidgetRenderer.render(menu).writePNG(to: Artifacts.path("list-row-menu.png"))

                // The list scrolls far while the menu is open: the row widget now shows another item.
                try Self.scroll(window, to: 0.8)
                XCTAssertFalse(labelTexts(in: row).contains("Message 3"), "the row was recycled")
                try Self.click(try XCTUnwrap(buttons["Archive"]))
                XCTAssertTrue(MainLoop.run(until: { !mailbox.log.isEmpty }), "no action ran")
                XCTAssertEqual(mailbox.log, ["archive 3"])
            }
        }
    }

    func testAnActionForAnItemDeletedMeanwhileDoesNothing() throws {
        try gtk {
            let mailbox = Mailbox()
            try withFocusedWindow(MailboxList(mailbox: mailbox), width: 320, height: 300) { window in
                try Self.click(try listRow(showing: "Message 2", in: window).row, button: 3)
                XCTAssertTrue(MainLoop.run(until: { !Self.shownPopoverButtons(in: window).isEmpty }), "no menu")
                let archive = try XCTUnwrap(Self.shownPopoverButtons(in: window)["Archive"])
                mailbox.messages.removeAll { $0.id == 2 }
                settle(window)
                try Self.click(archive)
                MainLoop.run(until: { !mailbox.log.isEmpty }, timeout: .milliseconds(300))
                XCTAssertEqual(mailbox.log, [])
                XCTAssertFalse(archive.isMapped, "the menu closed")
            }
        }
    }

    func testTheDeleteKeyRunsTheDestructiveActionOfTheSelectedRow() throws {
        try gtk {
            let mailbox = Mailbox()
            try withFocusedWindow(MailboxList(mailbox: mailbox), width: 320, height: 300) { window in
                mailbox.selection = 4
                settle(window)
                gtk_widget_grab_focus(try listRow(showing: "Message 4", in: window).row.widgetPointer)
                XCTAssertTrue(KeySynthesizer.type("Delete"))
                XCTAssertTrue(MainLoop.run(until: { !mailbox.log.isEmpty }), "the Delete key did nothing")
                XCTAssertEqual(mailbox.log, ["delete 4"])
                settle(window)
                XCTAssertFalse(labelTexts(in: window).contains("Message 4"))
            }
        }
    }

    func testShiftF10OpensTheMenuOfTheFocusedRow() throws {
        try gtk {
            let mailbox = Mailbox()
            try withFocusedWindow(MailboxList(mailbox: mailbox), width: 320, height: 300) { window in
                gtk_widget_grab_focus(try listRow(showing: "Message 1", in: window).row.widgetPointer)
                XCTAssertTrue(KeySynthesizer.type("<Shift>F10"))
                XCTAssertTrue(MainLoop.run(until: { !Self.shownPopoverButtons(in: window).isEmpty }), "no menu")
                try Self.click(try XCTUnwrap(Self.shownPopoverButtons(in: window)["Pin"]))
                XCTAssertTrue(MainLoop.run(until: { !mailbox.log.isEmpty }))
                XCTAssertEqual(mailbox.log, ["pin 1"])
            }
        }
    }

    /// After the row menu closes — its action done, even one that deleted the row — the
    /// focus is back in the list, not on the window's first widget.
    func testTheFocusGoesBackToTheListAfterTheRowMenu() throws {
        try gtk {
            let mailbox = Mailbox()
            let view = VStack {
                Button("First") {}
                MailboxList(mailbox: mailbox)
            }
            try withFocusedWindow(view, width: 320, height: 300) { window in
                gtk_widget_grab_focus(try listRow(showing: "Message 1", in: window).row.widgetPointer)
                XCTAssertTrue(KeySynthesizer.type("<Shift>F10"))
                XCTAssertTrue(MainLoop.run(until: { !Self.shownPopoverButtons(in: window).isEmpty }), "no menu")
                XCTAssertTrue(KeySynthesizer.type("Escape"))
                XCTAssertTrue(MainLoop.run(until: { Self.shownPopoverButtons(in: window).isEmpty }))
                settle(window)
                XCTAssertEqual(labelTexts(in: try XCTUnwrap(window.windowFocus)).first, "Message 1", "Escape: back on the row")

                XCTAssertTrue(KeySynthesizer.type("<Shift>F10"))
                XCTAssertTrue(MainLoop.run(until: { Self.shownPopoverButtons(in: window).count == 3 }), "no menu")
                // The menu's button activated as Return on it does.
                gtk_widget_activate(try XCTUnwrap(Self.shownPopoverButtons(in: window)["Delete"]).widgetPointer)
                XCTAssertTrue(MainLoop.run(until: { mailbox.log == ["delete 1"] }), "\(mailbox.log)")
                settle(window)
                XCTAssertTrue(focusIsInside("GtkListView", in: window), "the row is gone; the focus is in the list, on \(window.windowFocus?.typeName ?? "nothing")")
            }
        }
    }

    /// `accessibilityAction(named:)` in a row: offered in the row's menu, after its swipe
    /// actions, and run for that row.
    func testANamedAccessibilityActionIsInTheRowsMenu() throws {
        try gtk {
            let mailbox = Mailbox()
            try withFocusedWindow(NamedActionList(mailbox: mailbox), width: 320, height: 300) { window in
                gtk_widget_grab_focus(try listRow(showing: "Message 2", in: window).row.widgetPointer)
                XCTAssertTrue(KeySynthesizer.type("<Shift>F10"))
                XCTAssertTrue(MainLoop.run(until: { Self.shownPopoverButtons(in: window)["Mark Read"] != nil }),
                              "\(Self.shownPopoverButtons(in: window).keys)")
                gtk_widget_activate(try XCTUnwrap(Self.shownPopoverButtons(in: window)["Mark Read"]).widgetPointer)
                XCTAssertTrue(MainLoop.run(until: { mailbox.log == ["read 2"] }), "\(mailbox.log)")
            }
        }
    }

    func testAHorizontalSwipeRevealsTheActionsAndAFullSwipeRunsTheFirst() throws {
        try gtk {
            let mailbox = Mailbox()
            try withFocusedWindow(MailboxList(mailbox: mailbox), width: 320, height: 300) { window in
                let row = try listRow(showing: "Message 2", in: window).row
                // Scrolling right, as two fingers moving left do: the trailing actions.
                XCTAssertTrue(PointerSynthesizer.scrollRight(3, over: row, x: 100, y: 10))
                XCTAssertTrue(MainLoop.run(until: { !Self.shownPopoverButtons(in: window).isEmpty }), "nothing revealed")
                XCTAssertEqual(Set(Self.shownPopoverButtons(in: window).keys), ["Delete", "Archive"])
                settle(window)
                // The actions sit over the row's trailing end, on its line.
                let revealed = try XCTUnwrap(descendants(of: window, GTK.Popover.self).first(where: \.isMapped))
                try WidgetRenderer.render(revealed).writePNG(to: Artifacts.path("list-swipe-actions.png"))
                let rowOrigin = try XCTUnwrap(PointerSynthesizer.screenPoint(of: row, x: 0, y: 0))
                let strip = try XCTUnwrap(revealed.child)
                let stripOrigin = try XCTUnwrap(PointerSynthesizer.screenPoint(of: strip, x: 0, y: 0))
                XCTAssertEqual(
                    Double(stripOrigin.y) + Double(strip.height) / 2, Double(rowOrigin.y) + Double(row.height) / 2,
                    accuracy: 2, "centred on the row")
                let rowEnd = Int(rowOrigin.x) + row.width
                XCTAssertTrue((rowEnd - 24...rowEnd).contains(Int(stripOrigin.x) + strip.width), "at the row's trailing end")
                try Self.click(try XCTUnwrap(Self.shownPopoverButtons(in: window)["Archive"]))
                XCTAssertTrue(MainLoop.run(until: { !mailbox.log.isEmpty }))
                XCTAssertEqual(mailbox.log, ["archive 2"])

                // A long swipe runs the first trailing action once the swipe pauses.
                let next = try listRow(showing: "Message 5", in: window).row
                XCTAssertTrue(PointerSynthesizer.scrollRight(14, over: next, x: 100, y: 10))
                XCTAssertTrue(MainLoop.run(until: { mailbox.log.count == 2 }), "\(mailbox.log)")
                XCTAssertEqual(mailbox.log.last, "delete 5")
            }
        }
    }

    func testARowWithoutViewsOffersTheActionsItsViewValueDeclares() {
        gtk {
            // What the Delete key reads for a selected row that is off screen.
            let view = Text("Far away")
                .swipeActions(edge: .leading) { Button("Pin") {} }
                .padding()
                .swipeActions {
                    Button("Archive") {}
                    Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
                }
            let set = ListRowActionSet(SwipeActions.declared(in: AnyView(view)), hasOnDelete: true)
            XCTAssertEqual(set.leading.map(\.title), ["Pin"])
            XCTAssertEqual(set.trailing.map(\.title), ["Archive", "Delete"], "onDelete adds nothing to declared trailing actions")
            XCTAssertEqual(set.destructive?.title, "Delete")
            XCTAssertEqual(set.trailing.last?.iconName, "user-trash-symbolic")
            XCTAssertEqual(set.fullSwipeAction(at: .trailing)?.title, "Archive")
            let plain = ListRowActionSet(SwipeActions.declared(in: Text("Plain")), hasOnDelete: true)
            XCTAssertEqual(plain.all.map(\.title), ["Delete"], "onDelete alone: a trailing Delete")
            XCTAssertNil(plain.destructive?.run, "which deletes through onDelete")
        }
    }
}
