import XCTest
@testable import GtkUI
import GtkTestSupport

/// A card that follows the pointer while dragged and springs back when let go, written as
/// SwiftUI sample code writes it: `@GestureState` set by `.updating`.
private struct DraggedCard: View {
    @GestureState private var dragOffset = CGSize.zero
    let log: Reported<[String]>

    var body: some View {
        Color.orange.frame(width: 80, height: 60)
            .offset(dragOffset)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .updating($dragOffset) { value, state, _ in state = value.translation }
                    .onEnded { log.value.append("ended at \(Int($0.translation.width))") })
    }
}

/// `@GestureState` and the general `updating`/`onEnded` on any gesture.
final class GestureStateTests: GtkTestCase {
    func testGestureStateFollowsTheDragAndGoesBackWhenItEnds() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, hosting) = show(DraggedCard(log: log), width: 300, height: 200)
            defer { window.destroy() }
            let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            let start = try XCTUnwrap(PointerSynthesizer.center(of: hosting.widget))
            XCTAssertTrue(PointerSynthesizer.press(at: start, thenMoveTo: (start.x + 50, start.y + 10)))
            // While the button is down the card is drawn where the pointer took it.
            XCTAssertTrue(
                MainLoop.run(until: {
                    UpdateScheduler.shared.flush()
                    return abs(effect.shownTransform.x - 50) < 0.5
                }, timeout: .seconds(3)),
                "moved with the drag: \(effect.shownTransform)")
            XCTAssertEqual(effect.shownTransform.y, 10, accuracy: 0.5)
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            XCTAssertTrue(MainLoop.run(until: { !log.value.isEmpty }, timeout: .seconds(3)))
            PointerSynthesizer.returnHome()
            settle(window)
            XCTAssertEqual(log.value, ["ended at 50"], "the gesture's own onEnded still runs")
            XCTAssertEqual(effect.shownTransform.x, 0, "let go, the state is back to its initial value")
        }
    }
}
