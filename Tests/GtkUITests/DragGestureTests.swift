import XCTest
@testable import GtkUI
import GtkTestSupport

/// `DragGesture` over a `GtkGestureDrag`, driven by the pointer on the virtual display:
/// `onChanged` follows the drag from its start, `onEnded` gets its last value.
final class DragGestureTests: GtkTestCase {
    func testADragReportsItsTranslationAndEnds() throws {
        try gtk {
            let changes = Reported<[CGSize]>([])
            let ended = Reported<CGSize?>(nil)
            let view = Color.blue.frame(width: 160, height: 100)
                .gesture(
                    DragGesture()
                        .onChanged { changes.value.append($0.translation) }
                        .onEnded { ended.value = $0.translation })
            let (window, hosting) = show(view, width: 300, height: 200)
            defer { window.destroy() }
            // The blue rectangle is centered in the window: its center is the window's.
            let start = try XCTUnwrap(PointerSynthesizer.center(of: hosting.widget))
            XCTAssertTrue(PointerSynthesizer.press(at: start, thenMoveTo: (start.x + 40, start.y + 20)))
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            XCTAssertTrue(MainLoop.run(until: { ended.value != nil }, timeout: .seconds(3)))
            PointerSynthesizer.returnHome()
            XCTAssertFalse(changes.value.isEmpty, "the drag reported its moves")
            let last = try XCTUnwrap(ended.value)
            XCTAssertEqual(last.width, 40, accuracy: 0.01, "the last translation is where the pointer let go")
            XCTAssertEqual(last.height, 20, accuracy: 0.01)
            XCTAssertTrue(changes.value.allSatisfy { hypot($0.width, $0.height) >= 10 }, "nothing before the minimum distance")
        }
    }
}
