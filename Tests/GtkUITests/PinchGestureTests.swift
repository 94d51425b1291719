import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// `MagnifyGesture` and `RotateGesture` over GTK's zoom and rotate gestures. Xvfb has no
/// touch or touchpad pinch, so the tests emit the gestures' own signals, as GTK does when
/// two touches move.
final class PinchGestureTests: GtkTestCase {
    /// Emits `signal` on `controller` with a double argument (`nil`: the `end` signal's
    /// event sequence, none).
    @MainActor
    private static func emit(_ signal: String, on controller: GTK.EventController, _ argument: Double?) {
        var values = [GValue](repeating: GValue(), count: 2)
        let type = G_TYPE_FROM_INSTANCE_(controller.objectPointer)
        g_value_init(&values[0], type)
        g_value_set_object(&values[0], controller.objectPointer)
        if let argument {
            g_value_init(&values[1], g_type_from_name("gdouble"))
            g_value_set_double(&values[1], argument)
        } else {
            g_value_init(&values[1], g_type_from_name("gpointer"))
            g_value_set_pointer(&values[1], nil)
        }
        g_signal_emitv(values, g_signal_lookup(signal, type), 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }

    func testAPinchReportsItsMagnificationAndEnds() throws {
        try gtk {
            let changes = Reported<[CGFloat]>([])
            let ended = Reported<CGFloat?>(nil)
            let turns = Reported<[Double]>([])
            let view = Color.blue.frame(width: 100, height: 100)
                .gesture(
                    MagnifyGesture()
                        .onChanged { changes.value.append($0.magnification) }
                        .onEnded { ended.value = $0.magnification })
                .simultaneousGesture(RotateGesture().onChanged { turns.value.append($0.rotation.degrees) })
            let (window, hosting) = show(view, width: 200, height: 200)
            defer { window.destroy() }
            let targets = descendants(of: hosting.widget, GTK.Widget.self).filter { !controllers(of: $0).isEmpty }
            let widget = try XCTUnwrap(targets.first)
            let zoom = try XCTUnwrap(controllers(of: widget).first { $0.cast(to: GTK.GestureZoom.self) != nil })
            let rotate = try XCTUnwrap(controllers(of: widget).first { $0.cast(to: GTK.GestureRotate.self) != nil })

            Self.emit("scale-changed", on: zoom, 1.005)
            XCTAssertEqual(changes.value, [], "below the minimum scale delta nothing is reported")
            Self.emit("scale-changed", on: zoom, 1.5)
            Self.emit("scale-changed", on: zoom, 2)
            Self.emit("end", on: zoom, nil)
            XCTAssertEqual(changes.value, [1.5, 2])
            XCTAssertEqual(ended.value, 2)

            Self.emit("angle-changed", on: rotate, Double.pi / 2)
            XCTAssertEqual(turns.value.count, 1)
            XCTAssertEqual(turns.value.first ?? 0, 90, accuracy: 1e-9)
        }
    }

    /// SwiftUI's older names report plain values, over the same helper.
    @available(*, deprecated, message: "tests the deprecated MagnificationGesture and RotationGesture")
    func testTheOlderGesturesReportPlainValues() throws {
        try gtk {
            let scales = Reported<[CGFloat]>([])
            let angles = Reported<[Double]>([])
            let view = Color.blue.frame(width: 100, height: 100)
                .gesture(MagnificationGesture().onEnded { scales.value.append($0) })
                .simultaneousGesture(RotationGesture(minimumAngleDelta: .degrees(10)).onChanged { angles.value.append($0.degrees) })
            let (window, hosting) = show(view, width: 200, height: 200)
            defer { window.destroy() }
            let targets = descendants(of: hosting.widget, GTK.Widget.self).filter { !controllers(of: $0).isEmpty }
            let widget = try XCTUnwrap(targets.first)
            let zoom = try XCTUnwrap(controllers(of: widget).first { $0.cast(to: GTK.GestureZoom.self) != nil })
            let rotate = try XCTUnwrap(controllers(of: widget).first { $0.cast(to: GTK.GestureRotate.self) != nil })
            Self.emit("scale-changed", on: zoom, 0.5)
            Self.emit("end", on: zoom, nil)
            Self.emit("end", on: zoom, nil)
            XCTAssertEqual(scales.value, [0.5], "one end per pinch; an end without a change ends nothing")
            Self.emit("angle-changed", on: rotate, Double.pi / 36)
            Self.emit("angle-changed", on: rotate, Double.pi / 4)
            XCTAssertEqual(angles.value.count, 1, "5° is below the minimum angle")
            XCTAssertEqual(angles.value.first ?? 0, 45, accuracy: 1e-9)
        }
    }
}

/// The type of a GObject instance (C's `G_TYPE_FROM_INSTANCE`, a macro Swift cannot call).
private func G_TYPE_FROM_INSTANCE_(_ object: UnsafeMutablePointer<GObject>) -> GType {
    object.pointee.g_type_instance.g_class.pointee.g_type
}
