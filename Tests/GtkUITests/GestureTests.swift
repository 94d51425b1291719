import CGtk
import CGtkShim
import XCTest
@testable import GtkUI
import GtkTestSupport

/// Gestures and menus that modifiers attach to widgets.
final class GestureTests: GtkTestCase {
    func testOnTapGestureRunsTheLatestActionForItsCountAndLeavesWithTheModifier() throws {
        try gtk {
            let taps = Reported<[String]>([])
            let hosting = HostingWidget(rootView: Tappable(name: "first", taps: taps, tappable: true))
            let label = try XCTUnwrap(hosting.widget.children.first)
            let gesture = try XCTUnwrap(clickGestures(on: label).first)
            emitClick(gesture, "released", presses: 1)
            emitClick(gesture, "released", presses: 2)
            hosting.rootView = Tappable(name: "second", taps: taps, tappable: true)
            UpdateScheduler.shared.flush()
            emitClick(gesture, "released", presses: 1)
            XCTAssertEqual(taps.value, ["first", "second"], "single taps only, with the latest action")

            hosting.rootView = Tappable(name: "third", taps: taps, tappable: false)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(clickGestures(on: label).count, 0, "the gesture left with the modifier")
        }
    }

    func testAContextMenuOpensOnRightClickAndClosesWhenAnItemIsChosen() throws {
        try gtk {
            let chosen = Reported<[String]>([])
            let (window, hosting) = show(Text("Tuesday").contextMenu {
                Button("Edit") { chosen.value.append("edit") }
                Button("Delete") { chosen.value.append("delete") }
            })
            defer { window.destroy() }
            let bin = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Bin.self))
            XCTAssertEqual(bin.children.first?.cast(to: GTK.Label.self)?.text, "Tuesday")
            let popover = try XCTUnwrap(bin.children.last?.cast(to: GTK.Popover.self))
            XCTAssertFalse(popover.isVisible)

            let gesture = try XCTUnwrap(clickGestures(on: bin).first)
            emitClick(gesture, "pressed", presses: 1)
            XCTAssertTrue(MainLoop.run(until: { popover.isMapped }), "the menu pops up")
            let items = try XCTUnwrap(popover.child).children.compactMap { $0.cast(to: GTK.Button.self) }
            XCTAssertEqual(items.count, 2)
            XCTAssertTrue(items.allSatisfy { $0.hasCSSClass("flat") })
            items[1].emit(.clicked)
            XCTAssertEqual(chosen.value, ["delete"])
            XCTAssertTrue(MainLoop.run(until: { !popover.isVisible }), "choosing closes the menu")
        }
    }

    func testShiftF10OpensAContextMenuFromTheKeyboardAndTheFocusComesBack() throws {
        try gtk {
            let chosen = Reported<[String]>([])
            let (window, hosting) = show(Button("Tuesday") {}.contextMenu {
                Button("Edit") { chosen.value.append("edit") }
            })
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            let bin = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Bin.self))
            let button = try XCTUnwrap(descendants(of: bin, GTK.Button.self).first)
            let popover = try XCTUnwrap(bin.children.last?.cast(to: GTK.Popover.self))
            XCTAssertTrue(button.grabFocus())

            XCTAssertTrue(KeySynthesizer.type("<Shift>F10"))
            XCTAssertTrue(MainLoop.run(until: { popover.isMapped }), "Shift+F10 opens the menu")
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { !popover.isVisible }), "Escape closes it")
            XCTAssertTrue(MainLoop.run(until: { button.containsFocus }), "the focus is back on the button")

            XCTAssertTrue(KeySynthesizer.type("Menu"))
            XCTAssertTrue(MainLoop.run(until: { popover.isMapped }), "so does the Menu key")
            let item = try XCTUnwrap(descendants(of: popover, GTK.Button.self).first)
            item.emit(.clicked)
            XCTAssertEqual(chosen.value, ["edit"])
            XCTAssertTrue(MainLoop.run(until: { button.containsFocus }))
        }
    }
}

private struct Tappable: View {
    let name: String
    let taps: Reported<[String]>
    let tappable: Bool

    var body: some View {
        if tappable {
            Text("Tap").onTapGesture { taps.value.append(name) }
        } else {
            Text("Tap")
        }
    }
}

/// The click gestures on `widget`.
@MainActor
private func clickGestures(on widget: GTK.Widget) -> [GTK.GestureClick] {
    let controllers = gtk_widget_observe_controllers(widget.widgetPointer)
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    return (0..<g_list_model_get_n_items(controllers)).compactMap { index in
        guard let item = g_list_model_get_item(controllers, index) else { return nil }
        defer { g_object_unref(item) }
        guard gtkui_object_is_a(item, GTK.GestureClick.gType) != 0 else { return nil }
        return GTK.GestureClick(retaining: item)
    }
}

/// Emits a click gesture's `pressed` or `released` as GTK does.
@MainActor
private func emitClick(_ gesture: GTK.GestureClick, _ signal: String, presses: Int32) {
    var values = [GValue](repeating: GValue(), count: 4)
    g_value_init(&values[0], gtkui_object_type(gesture.objectPointer))
    g_value_set_object(&values[0], gesture.objectPointer)
    g_value_init(&values[1], GType(6 << 2))  // G_TYPE_INT
    g_value_set_int(&values[1], presses)
    g_value_init(&values[2], GType(15 << 2))  // G_TYPE_DOUBLE
    g_value_set_double(&values[2], 5)
    g_value_init(&values[3], GType(15 << 2))
    g_value_set_double(&values[3], 5)
    let id = g_signal_lookup(signal, gtkui_object_type(gesture.objectPointer))
    g_signal_emitv(&values, id, 0, nil)
    for index in values.indices { g_value_unset(&values[index]) }
}
