import Foundation
import XCTest
@testable import GtkUI

/// `MagnifyGesture` and `RotateGesture` over GTK's zoom and rotate gestures. Xvfb has no
/// touch or touchpad pinch, so the tests emit the gestures' own signals, as GTK does when
/// two touches move.
final class PinchGestureTests: GtkTestCase {
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
            let zoom = try XCTUnwrap(controllers(of: widget).lazy.compactMap { $0.cast(to: GTK.GestureZoom.self) }.first)
            let rotate = try XCTUnwrap(controllers(of: widget).lazy.compactMap { $0.cast(to: GTK.GestureRotate.self) }.first)

            zoom.emit(.scaleChanged, 1.005)
            XCTAssertEqual(changes.value, [], "below the minimum scale delta nothing is reported")
            zoom.emit(.scaleChanged, 1.5)
            zoom.emit(.scaleChanged, 2)
            zoom.emitGestureEnd()
            XCTAssertEqual(changes.value, [1.5, 2])
            XCTAssertEqual(ended.value, 2)

            rotate.emit(.angleChanged, Double.pi / 2)
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
            let zoom = try XCTUnwrap(controllers(of: widget).lazy.compactMap { $0.cast(to: GTK.GestureZoom.self) }.first)
            let rotate = try XCTUnwrap(controllers(of: widget).lazy.compactMap { $0.cast(to: GTK.GestureRotate.self) }.first)
            zoom.emit(.scaleChanged, 0.5)
            zoom.emitGestureEnd()
            zoom.emitGestureEnd()
            XCTAssertEqual(scales.value, [0.5], "one end per pinch; an end without a change ends nothing")
            rotate.emit(.angleChanged, Double.pi / 36)
            rotate.emit(.angleChanged, Double.pi / 4)
            XCTAssertEqual(angles.value.count, 1, "5° is below the minimum angle")
            XCTAssertEqual(angles.value.first ?? 0, 45, accuracy: 1e-9)
        }
    }
}
