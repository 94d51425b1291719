import CGtk
import CGtkShim
import XCTest
@testable import GtkUI

/// Every GObject GtkUI makes is owned by its handles and finalized when they go.
final class LifetimeTests: GtkTestCase {
    func testAHandleSinksTheFloatingReferenceAndReleasesItOnDeinit() {
        gtk {
            let baseline = LiveObjects.count
            do {
                let label = GTK.Label("owned")
                XCTAssertEqual(g_object_is_floating(label.objectPointer), 0, "the handle sank it")
                XCTAssertEqual(gtkui_object_ref_count(label.objectPointer), 1, "one owner: the handle")
                XCTAssertEqual(LiveObjects.count, baseline + 1)
            }
            XCTAssertEqual(LiveObjects.count, baseline, "releasing the only handle finalizes it")
        }
    }

    func testTwoHandlesOverOneObjectCountItOnce() {
        gtk {
            let baseline = LiveObjects.count
            let label = GTK.Label("shared")
            let widget = GTK.Widget(retaining: label.objectPointer)
            XCTAssertEqual(gtkui_object_ref_count(label.objectPointer), 2)
            XCTAssertEqual(LiveObjects.count, baseline + 1)
            XCTAssertEqual(widget, label, "handles compare by object")
        }
    }

    func testCastChecksTheGType() {
        gtk {
            let widget: GTK.Widget = GTK.Scale(.horizontal, bounds: 0...1, step: 0.1)
            XCTAssertNotNil(widget.cast(to: GTK.Range.self))
            XCTAssertNotNil(widget.cast(to: GTK.Scale.self))
            XCTAssertNil(widget.cast(to: GTK.Label.self))
            XCTAssertEqual(widget.typeName, "GtkScale")
        }
    }

    func testClosingAWindowReturnsTheLiveCountToItsBaseline() {
        gtk {
            let baseline = LiveObjects.count
            let closures = LiveObjects.signalClosureCount
            do {
                let window = GTK.Window(title: "Lifetimes", width: 300, height: 200)
                let box = GTK.Box(.vertical, spacing: 4)
                for index in 0..<20 {
                    let button = GTK.Button(label: "Button \(index)")
                    button.connect(.clicked) { _ in }
                    box.append(button)
                }
                window.child = box
                window.present()
                XCTAssertTrue(MainLoop.run(until: { window.isMapped }))
                XCTAssertEqual(LiveObjects.count, baseline + 22)
                XCTAssertEqual(LiveObjects.signalClosureCount, closures + 20)
                window.destroy()
            }
            XCTAssertTrue(
                MainLoop.run(until: { LiveObjects.count == baseline }),
                "still alive: \(LiveObjects.countsByType)")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures, "signal closures released")
        }
    }
    func testADismissedSheetAlertAndPopoverLeaveNothingBehind() throws {
        try gtk {
            let presented = Reported(false)
            let binding = Binding(get: { presented.value }, set: { presented.value = $0 })
            let (window, hosting) = show(LifetimePresenter(isPresented: binding), width: 300, height: 200)
            defer { window.destroy() }
            // Once, for what GTK and the style sheet load once.
            presented.value = true
            hosting.rootView = LifetimePresenter(isPresented: binding)
            settle(window)
            presented.value = false
            hosting.rootView = LifetimePresenter(isPresented: binding)
            settle(window)
            MainLoop.drain()

            let baseline = LiveObjects.count
            let closures = LiveObjects.signalClosureCount
            presented.value = true
            hosting.rootView = LifetimePresenter(isPresented: binding)
            settle(window)
            // The sheet, the alert and the popover: windows, hosts, views.
            XCTAssertGreaterThan(LiveObjects.count, baseline + 20)
            presented.value = false
            hosting.rootView = LifetimePresenter(isPresented: binding)
            settle(window)
            XCTAssertTrue(
                MainLoop.run(until: { LiveObjects.count == baseline }), "still alive: \(LiveObjects.countsByType)")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures, "signal closures released")
        }
    }
}

/// A view presenting a sheet, an alert and a popover from one binding.
private struct LifetimePresenter: View {
    let isPresented: Binding<Bool>

    var body: some View {
        VStack {
            Text("Sheet").sheet(isPresented: isPresented) { Text("In the sheet").navigationTitle("Sheet") }
            Text("Alert").alert("Alert", isPresented: isPresented) {
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("A message")
            }
            Text("Popover").popover(isPresented: isPresented) { Text("In the popover") }
        }
    }
}
