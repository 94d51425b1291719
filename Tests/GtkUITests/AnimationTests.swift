import Foundation
import Observation
import XCTest
@testable import GtkUI

/// Changes made `withAnimation` or under `.animation(_:value:)` move opacity, offset, scale
/// and rotation on GTK's frame clock, as SwiftUI animates them; other changes show at once.
final class AnimationTests: GtkTestCase {
    @Observable
    @MainActor
    final class Model {
        var moved = false
        var tint = false
    }

    /// A red square that moves 100 points right and fades to 0.2 when `moved`.
    private struct Mover: View {
        let model: Model
        var body: some View {
            Color.red.frame(width: 20, height: 20)
                .offset(x: model.moved ? 100 : 0)
                .opacity(model.moved ? 0.2 : 1)
                .frame(width: 200, height: 60, alignment: .leading)
        }
    }

    /// The same square, animated whenever `moved` changes.
    private struct ImplicitMover: View {
        let model: Model
        var body: some View {
            Color.red.frame(width: 20, height: 20)
                .offset(x: model.moved ? 100 : 0)
                .rotationEffect(.degrees(model.tint ? 90 : 0))
                .animation(.linear(duration: 0.6), value: model.moved)
                .frame(width: 200, height: 60, alignment: .leading)
        }
    }

    /// Runs the loop for `seconds` of frames.
    @MainActor
    private static func wait(_ seconds: Double) {
        let end = Date().addingTimeInterval(seconds)
        _ = MainLoop.run(until: { Date() >= end }, timeout: .seconds(seconds + 1))
    }

    func testWithAnimationMovesAndFadesOnTheFrameClock() throws {
        try gtk {
            let model = Model()
            let (window, hosting) = show(Mover(model: model), width: 200, height: 60)
            defer { window.destroy() }
            let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            let faded = try XCTUnwrap(effect.parent)

            withAnimation(.linear(duration: 0.8)) { model.moved = true }
            UpdateScheduler.shared.flush()
            XCTAssertEqual(effect.shownTransform.x, 0, accuracy: 1, "an animation starts where the view is")
            Self.wait(0.4)
            // SwiftUI shows the square part of the way, half faded.
            let midway = effect.shownTransform.x
            XCTAssertGreaterThan(midway, 10, "it has moved")
            XCTAssertLessThan(midway, 95, "but not arrived")
            let opacity = [effect, faded].map(\.opacity).min() ?? 1
            XCTAssertLessThan(opacity, 0.99, "it is fading")
            XCTAssertGreaterThan(opacity, 0.21)
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("animation-midway.png"))

            XCTAssertTrue(MainLoop.run(until: { effect.shownTransform.x == 100 }, timeout: .seconds(3)), "it arrives")
            XCTAssertEqual([effect, faded].map(\.opacity).min() ?? 1, 0.2, accuracy: 0.001)

            // Without an animation the change shows at once.
            model.moved = false
            settle(window)
            XCTAssertEqual(effect.shownTransform.x, 0)
            XCTAssertEqual([effect, faded].map(\.opacity).min() ?? 0, 1, accuracy: 0.001)
        }
    }

    func testAnInterruptedAnimationStartsWhereTheViewIs() throws {
        try gtk {
            let model = Model()
            let (window, hosting) = show(Mover(model: model), width: 200, height: 60)
            defer { window.destroy() }
            let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            withAnimation(.linear(duration: 1)) { model.moved = true }
            UpdateScheduler.shared.flush()
            Self.wait(0.4)
            withAnimation(.linear(duration: 1)) { model.moved = false }
            UpdateScheduler.shared.flush()
            let turned = effect.shownTransform.x
            XCTAssertGreaterThan(turned, 10, "no jump back to the start")
            Self.wait(0.2)
            XCTAssertLessThan(effect.shownTransform.x, turned, "it heads back from where it was")
            XCTAssertGreaterThan(effect.shownTransform.x, 0)
            XCTAssertTrue(MainLoop.run(until: { effect.shownTransform.x == 0 }, timeout: .seconds(3)))
        }
    }

    func testAnimationValueAnimatesOnlyChangesOfItsValue() throws {
        try gtk {
            let model = Model()
            let (window, hosting) = show(ImplicitMover(model: model), width: 200, height: 60)
            defer { window.destroy() }
            let effects = descendants(of: hosting.widget, GTK.Effect.self)
            XCTAssertEqual(effects.count, 2)
            let rotation = try XCTUnwrap(effects.first)
            let offset = try XCTUnwrap(effects.last)

            // `tint` is not the animation's value: the rotation shows at once.
            model.tint = true
            settle(window)
            XCTAssertEqual(rotation.shownTransform.degrees, 90)

            model.moved = true
            settle(window)
            Self.wait(0.2)
            XCTAssertGreaterThan(offset.shownTransform.x, 0)
            XCTAssertLessThan(offset.shownTransform.x, 100, "the value changed: the offset animates")
            XCTAssertTrue(MainLoop.run(until: { offset.shownTransform.x == 100 }, timeout: .seconds(3)))
        }
    }

    func testRepeatForeverKeepsRunningUntilTheViewLeaves() throws {
        try gtk {
            let model = Model()
            let (window, hosting) = show(Mover(model: model), width: 200, height: 60)
            let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            withAnimation(.easeInOut(duration: 0.2).repeatForever()) { model.moved = true }
            UpdateScheduler.shared.flush()
            var seen: Set<Int> = []
            for _ in 0..<8 {
                Self.wait(0.1)
                seen.insert(Int(effect.shownTransform.x / 10))
            }
            XCTAssertGreaterThan(seen.count, 2, "it goes back and forth: \(seen.sorted())")
            window.destroy()
            Self.wait(0.1)
        }
    }

    /// A label that slides in from the leading edge and fades in when `moved` turns on.
    private struct Arrival: View {
        let model: Model
        var body: some View {
            VStack {
                Text("Top")
                if model.moved {
                    Text("Arrived").transition(.move(edge: .leading).combined(with: .opacity))
                }
            }
            .frame(width: 200, height: 60)
        }
    }

    func testAViewInsertedWithAnimationComesInThroughItsTransition() throws {
        try gtk {
            let model = Model()
            let (window, hosting) = show(Arrival(model: model), width: 200, height: 60)
            defer { window.destroy() }
            withAnimation(.linear(duration: 0.8)) { model.moved = true }
            settle(window)
            let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            Self.wait(0.3)
            // SwiftUI shows the label partway in from the left edge, partly faded.
            let shown = effect.shownTransform
            XCTAssertLessThan(shown.relativeX, -0.05, "still to the left of its place")
            XCTAssertGreaterThan(shown.relativeX, -0.95, "and moving in")
            XCTAssertLessThan(effect.opacity, 0.95)
            XCTAssertGreaterThan(effect.opacity, 0.05)
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("transition-midway.png"))
            XCTAssertTrue(MainLoop.run(until: { effect.shownTransform.relativeX == 0 && effect.opacity == 1 }, timeout: .seconds(3)))

            // Inserted without an animation, it shows in place at once.
            model.moved = false
            settle(window)
            model.moved = true
            settle(window)
            let again = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            XCTAssertEqual(again.shownTransform.relativeX, 0)
            XCTAssertEqual(again.opacity, 1)
        }
    }

    func testCurvesShapeTheProgress() {
        XCTAssertEqual(Animation.linear.timing.progress(at: 0.3), 0.3, accuracy: 1e-9)
        XCTAssertEqual(Animation.easeInOut.timing.progress(at: 0.5), 0.5, accuracy: 1e-4)
        XCTAssertLessThan(Animation.easeIn.timing.progress(at: 0.3), 0.3, "ease in starts slowly")
        XCTAssertGreaterThan(Animation.easeOut.timing.progress(at: 0.3), 0.3, "ease out starts fast")
        let bouncy = Animation.bouncy.timing
        let peak = stride(from: 0.0, through: 1, by: 0.01).map { bouncy.progress(at: $0) }.max() ?? 0
        XCTAssertGreaterThan(peak, 1.01, "a bouncy spring overshoots")
        XCTAssertEqual(bouncy.progress(at: 1), 1)
        let smooth = Animation.smooth.timing
        let smoothPeak = stride(from: 0.0, through: 1, by: 0.01).map { smooth.progress(at: $0) }.max() ?? 0
        XCTAssertLessThanOrEqual(smoothPeak, 1.0001, "a smooth spring does not")
        XCTAssertEqual(Animation.linear(duration: 1).speed(2).timing.duration, 0.5)
        XCTAssertEqual(Animation.linear.repeatCount(3).timing.repeatCount, 2)
        XCTAssertNil(Animation.linear.repeatForever().timing.repeatCount)
    }
}
