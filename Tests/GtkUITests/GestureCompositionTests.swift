import Foundation
import XCTest
@testable import GtkUI
import GtkTestSupport

/// Apple's "press then drag" sample, written as SwiftUI code writes it: a long press
/// sequenced before a drag, its progress kept in a `@GestureState` enum. SwiftUI moves the
/// circle with the pointer only after it was held for the long-press time.
private struct PressThenDragCircle: View {
    enum DragState: Equatable {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            if case .dragging(let translation) = self { return translation }
            return .zero
        }
    }

    @GestureState private var dragState = DragState.inactive
    let log: Reported<[String]>

    var body: some View {
        let pressThenDrag = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, _ in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                log.value.append("dropped at \(Int(drag.translation.width)),\(Int(drag.translation.height))")
            }
        Color.blue.frame(width: 80, height: 80)
            .offset(dragState.translation)
            .gesture(pressThenDrag)
    }
}

/// `simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)` and `map` over real
/// GTK gestures, driven by the X pointer on the virtual display.
final class GestureCompositionTests: GtkTestCase {
    /// Runs the main loop for `seconds`.
    @MainActor
    private static func wait(_ seconds: Double) {
        let end = Date().addingTimeInterval(seconds)
        _ = MainLoop.run(until: { Date() >= end }, timeout: .seconds(seconds + 1))
    }

    /// Presses at `start` and holds still for `seconds` (0: no wait).
    @MainActor
    private static func press(at start: (x: Int32, y: Int32), holding seconds: Double) {
        XCTAssertTrue(PointerSynthesizer.move(to: start))
        wait(0.05)
        XCTAssertTrue(PointerSynthesizer.button(pressed: true))
        wait(max(seconds, 0.05))
    }

    /// Moves the held pointer from `start` by (`dx`, `dy`) in steps.
    @MainActor
    private static func move(from start: (x: Int32, y: Int32), by dx: Int32, _ dy: Int32, steps: Int32 = 10) {
        for step in 1...steps {
            XCTAssertTrue(PointerSynthesizer.move(to: (start.x + dx * step / steps, start.y + dy * step / steps)))
            wait(0.02)
        }
    }

    func testPressThenDragMovesOnlyAfterTheLongPress() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, hosting) = show(PressThenDragCircle(log: log), width: 300, height: 200)
            defer { window.destroy() }
            let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            let start = try XCTUnwrap(PointerSynthesizer.center(of: hosting.widget))

            Self.press(at: start, holding: 0.9)
            Self.move(from: start, by: 40, 20)
            XCTAssertTrue(
                MainLoop.run(until: {
                    UpdateScheduler.shared.flush()
                    return abs(effect.shownTransform.x - 40) < 0.5
                }, timeout: .seconds(3)),
                "held, then dragged: the circle follows (\(effect.shownTransform))")
            XCTAssertEqual(effect.shownTransform.y, 20, accuracy: 0.5)
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            XCTAssertTrue(MainLoop.run(until: { !log.value.isEmpty }, timeout: .seconds(3)))
            settle(window)
            XCTAssertEqual(log.value, ["dropped at 40,20"], "the sequence ended with the drag's value")
            XCTAssertEqual(effect.shownTransform.x, 0, "let go, the gesture state is back to inactive")

            // Dragged at once, without the long press: the sequence fails, nothing moves.
            Self.press(at: start, holding: 0)
            Self.move(from: start, by: 40, 0)
            Self.wait(0.1)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(effect.shownTransform.x, 0, "a drag before the long press does not move the circle")
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            Self.wait(0.1)
            PointerSynthesizer.returnHome()
            XCTAssertEqual(log.value, ["dropped at 40,20"], "and the failed sequence does not end")
        }
    }

    func testSimultaneousGesturesReportBothValuesAndEndTogether() throws {
        try gtk {
            let changes = Reported<[SimultaneousGesture<DragGesture, LongPressGesture>.Value]>([])
            let ended = Reported<SimultaneousGesture<DragGesture, LongPressGesture>.Value?>(nil)
            let view = Color.green.frame(width: 160, height: 100)
                .gesture(
                    DragGesture().simultaneously(with: LongPressGesture(minimumDuration: 0.5))
                        .onChanged { changes.value.append($0) }
                        .onEnded { ended.value = $0 })
            let (window, hosting) = show(view, width: 300, height: 200)
            defer { window.destroy() }
            let start = try XCTUnwrap(PointerSynthesizer.center(of: hosting.widget))
            Self.press(at: start, holding: 0.9)
            XCTAssertEqual(changes.value.last?.second, true, "the long press is in progress")
            XCTAssertNil(changes.value.last?.first, "the drag has not changed yet")
            XCTAssertNil(ended.value, "the drag still runs: the simultaneous gesture has not ended")
            Self.move(from: start, by: -30, 0)
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            XCTAssertTrue(MainLoop.run(until: { ended.value != nil }, timeout: .seconds(3)))
            PointerSynthesizer.returnHome()
            let value = try XCTUnwrap(ended.value)
            XCTAssertEqual(value.second, true, "the long press ended")
            XCTAssertEqual(try XCTUnwrap(value.first).translation.width, -30, accuracy: 0.01, "and so did the drag")
            XCTAssertTrue(changes.value.contains { $0.first != nil && $0.second == true }, "both values together")
        }
    }

    func testExclusiveGestureGivesThePressToTheFirstWhenItRecognizesElseToTheSecond() throws {
        try gtk {
            let ended = Reported<[String]>([])
            let changedSecond = Reported(0)
            let view = Color.orange.frame(width: 160, height: 100)
                .gesture(
                    LongPressGesture(minimumDuration: 0.5).exclusively(before: DragGesture())
                        .onChanged { if case .second = $0 { changedSecond.value += 1 } }
                        .onEnded { value in
                            switch value {
                            case .first(let pressed): ended.value.append("long press \(pressed)")
                            case .second(let drag): ended.value.append("drag \(Int(drag.translation.width))")
                            }
                        })
            let (window, hosting) = show(view, width: 300, height: 200)
            defer { window.destroy() }
            let start = try XCTUnwrap(PointerSynthesizer.center(of: hosting.widget))

            // Held: the long press wins and claims the press; dragging afterwards reports nothing.
            Self.press(at: start, holding: 0.9)
            XCTAssertEqual(ended.value, ["long press true"])
            Self.move(from: start, by: 40, 0)
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            Self.wait(0.2)
            XCTAssertEqual(ended.value, ["long press true"], "the drag was denied the claimed press")
            XCTAssertEqual(changedSecond.value, 0)

            // Dragged at once: the long press fails, the drag is recognized.
            Self.press(at: start, holding: 0)
            Self.move(from: start, by: 50, 0)
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            XCTAssertTrue(MainLoop.run(until: { ended.value.count == 2 }, timeout: .seconds(3)))
            PointerSynthesizer.returnHome()
            XCTAssertEqual(ended.value, ["long press true", "drag 50"])
            XCTAssertGreaterThan(changedSecond.value, 0)
        }
    }

    func testOnLongPressGestureReportsPressingAndRunsOnlyWhenHeld() throws {
        try gtk {
            let log = Reported<[String]>([])
            let view = Color.teal.frame(width: 160, height: 100)
                .onLongPressGesture(minimumDuration: 0.5) {
                    log.value.append("held")
                } onPressingChanged: { pressing in
                    log.value.append("pressing \(pressing)")
                }
            let (window, hosting) = show(view, width: 300, height: 200)
            defer { window.destroy() }
            let start = try XCTUnwrap(PointerSynthesizer.center(of: hosting.widget))
            // Let go early: pressing, then not, and no action.
            Self.press(at: start, holding: 0.1)
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            Self.wait(0.1)
            XCTAssertEqual(log.value, ["pressing true", "pressing false"])
            // Held: the action runs as the press is recognized.
            Self.press(at: start, holding: 0.9)
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            Self.wait(0.1)
            PointerSynthesizer.returnHome()
            XCTAssertEqual(log.value, ["pressing true", "pressing false", "pressing true", "held", "pressing false"])
        }
    }

    func testMapTransformsTheValuesTheActionsSee() throws {
        try gtk {
            let widths = Reported<[CGFloat]>([])
            let view = Color.purple.frame(width: 160, height: 100)
                .gesture(DragGesture().map { $0.translation.width }.onEnded { widths.value.append($0) })
            let (window, hosting) = show(view, width: 300, height: 200)
            defer { window.destroy() }
            let start = try XCTUnwrap(PointerSynthesizer.center(of: hosting.widget))
            XCTAssertTrue(PointerSynthesizer.press(at: start, thenMoveTo: (start.x + 25, start.y)))
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            XCTAssertTrue(MainLoop.run(until: { !widths.value.isEmpty }, timeout: .seconds(3)))
            PointerSynthesizer.returnHome()
            XCTAssertEqual(widths.value, [25])
        }
    }

    /// A drag on an inner view inside a view with a drag of its own, each logging its
    /// first change: which sees the pointer first depends on the outer modifier.
    private struct Nested: View {
        let highPriority: Bool
        let log: Reported<[String]>
        var body: some View {
            // The VStack is a widget of its own around the red one.
            let inner = VStack {
                Color.red.frame(width: 100, height: 60)
                    .gesture(DragGesture(minimumDistance: 0).onChanged { _ in log.value.append("inner") })
            }
            let outer = DragGesture(minimumDistance: 0).onChanged { _ in log.value.append("outer") }
            if highPriority {
                inner.highPriorityGesture(outer)
            } else {
                inner.gesture(outer)
            }
        }
    }

    func testHighPriorityGestureSeesThePointerBeforeTheContent() throws {
        try gtk {
            for highPriority in [false, true] {
                let log = Reported<[String]>([])
                let (window, hosting) = show(Nested(highPriority: highPriority, log: log), width: 300, height: 200)
                let start = try XCTUnwrap(PointerSynthesizer.center(of: hosting.widget))
                XCTAssertTrue(PointerSynthesizer.press(at: start, thenMoveTo: (start.x + 10, start.y), steps: 2))
                XCTAssertTrue(PointerSynthesizer.button(pressed: false))
                Self.wait(0.1)
                PointerSynthesizer.returnHome()
                window.destroy()
                // SwiftUI: a high-priority gesture is recognized before the content's.
                XCTAssertEqual(
                    Array(log.value.prefix(2)), highPriority ? ["outer", "inner"] : ["inner", "outer"],
                    "high priority \(highPriority)")
            }
        }
    }
}
