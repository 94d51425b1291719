import CGtk
import XCTest
@testable import GtkUI

/// Typed signal connections: arguments, results, blocking and closure release.
final class SignalTests: GtkTestCase {
    func testClickedGivesTheHandlerATypedEmitter() {
        gtk {
            let button = GTK.Button(label: "Press")
            let pressed = Reported<[String]>([])
            button.connect(.clicked) { button in pressed.value.append(button.label) }
            button.emit(.clicked)
            XCTAssertEqual(pressed.value, ["Press"])
        }
    }

    func testValueChangedAndNotifyCarryTheirArguments() {
        gtk {
            let scale = GTK.Scale(.horizontal, bounds: 0...100, step: 1)
            let values = Reported<[Double]>([])
            let properties = Reported<[String]>([])
            scale.connect(.valueChanged) { scale in values.value.append(scale.value) }
            scale.connect(.notify("digits")) { _, property in properties.value.append(property) }
            scale.value = 42
            scale.digits = 2
            XCTAssertEqual(values.value, [42])
            XCTAssertEqual(properties.value, ["digits"])
        }
    }

    func testEditableChangedAndEntryActivate() {
        gtk {
            let entry = GTK.Entry()
            let texts = Reported<[String]>([])
            let activations = Reported(0)
            entry.connect(.changed) { entry in texts.value.append(entry.text) }
            entry.connect(.activate) { _ in activations.value += 1 }
            entry.text = "héllo ✓"
            entry.emit(.activate)
            XCTAssertEqual(texts.value, ["héllo ✓"])
            XCTAssertEqual(activations.value, 1)
        }
    }

    func testABooleanResultReachesGTK() {
        gtk {
            let window = GTK.Window(title: "Keep me")
            let keepOpen = Reported(true)
            window.connect(.closeRequest) { _ in keepOpen.value }
            window.present()
            XCTAssertTrue(MainLoop.run(until: { window.isMapped }))
            window.close()
            MainLoop.drain()
            XCTAssertTrue(window.isVisible, "returning true kept the window open")
            keepOpen.value = false
            window.close()
            XCTAssertTrue(MainLoop.run(until: { !window.isVisible }), "returning false let it close")
        }
    }

    func testABlockedHandlerDoesNotHearProgrammaticSets() {
        gtk {
            let scale = GTK.Scale(.horizontal, bounds: 0...100, step: 1)
            let heard = Reported<[Double]>([])
            let connection = scale.connect(.valueChanged) { scale in heard.value.append(scale.value) }
            scale.withSignalBlocked(connection) { scale.value = 10 }
            scale.value = 20
            XCTAssertEqual(heard.value, [20])
        }
    }

    func testDisconnectReleasesTheClosureAndWhatItCaptured() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let button = GTK.Button(label: "x")
            weak var weakCapture: Capture?
            var connection: SignalConnection?
            do {
                let capture = Capture()
                weakCapture = capture
                connection = button.connect(.clicked) { _ in capture.calls += 1 }
            }
            XCTAssertNotNil(weakCapture, "the connected closure keeps its capture")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures + 1)
            button.disconnect(try XCTUnwrap(connection))
            XCTAssertNil(weakCapture, "disconnect released the closure")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
            button.disconnect(try XCTUnwrap(connection))  // twice is harmless
        }
    }

    func testDisconnectingAllHandlersLeavesThoseOfOtherCode() {
        gtk {
            let closures = LiveObjects.signalClosureCount
            let button = GTK.Button(label: "x")
            let heard = Reported<[String]>([])
            button.connect(.clicked) { _ in heard.value.append("first") }
            button.connect(.clicked, after: true) { _ in heard.value.append("second") }
            // A handler that plain C code connected on the same widget.
            var cCalls: Int32 = 0
            withUnsafeMutablePointer(to: &cCalls) { counter in
                let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
                    data?.assumingMemoryBound(to: Int32.self).pointee += 1
                }
                g_signal_connect_data(
                    button.objectPointer, "clicked", unsafeBitCast(handler, to: GCallback.self), counter, nil, GConnectFlags(0))
                XCTAssertEqual(LiveObjects.signalClosureCount, closures + 2)
                button.disconnectAllHandlers()
                XCTAssertEqual(LiveObjects.signalClosureCount, closures, "GtkUI's closures are released")
                button.emit(.clicked)
                XCTAssertEqual(heard.value, [])
                XCTAssertEqual(counter.pointee, 1, "the C handler is still connected")
                g_signal_handlers_disconnect_matched(
                    button.objectPointer, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, counter)
            }
        }
    }

    func testATargetIsCalledAndKeptUntilItsConnectionGoes() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let button = GTK.Button(label: "x")
            weak var weakTarget: Capture?
            var connection: SignalConnection?
            do {
                let target = Capture()
                weakTarget = target
                connection = button.connect(.clicked, to: target) { $0.calls += 1 }
            }
            button.emit(.clicked)
            button.emit(.clicked)
            XCTAssertEqual(weakTarget?.calls, 2, "the connection keeps its target and calls it")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures + 1)
            button.disconnect(try XCTUnwrap(connection))
            XCTAssertNil(weakTarget, "disconnect released the target")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
        }
    }

    func testFinalizingTheObjectReleasesTheClosure() {
        gtk {
            let closures = LiveObjects.signalClosureCount
            weak var weakCapture: Capture?
            do {
                let capture = Capture()
                weakCapture = capture
                let button = GTK.Button(label: "x")
                button.connect(.clicked) { _ in capture.calls += 1 }
            }
            XCTAssertNil(weakCapture)
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
        }
    }
}

@MainActor
private final class Capture {
    var calls = 0
}
