import Foundation
import Observation
import XCTest
@testable import GtkUI

/// A view removed by an animated change leaves through its `.transition`, as in SwiftUI:
/// its widget stays on screen, moving to the removal state, and goes once it got there.
final class RemovalTransitionTests: GtkTestCase {
    @Observable
    @MainActor
    final class Model {
        var shown = true
        var items = ["Apples", "Pears", "Plums"]
    }

    /// A label that slides out to the trailing edge and fades when `shown` turns off.
    private struct Departure: View {
        let model: Model
        var disappeared: Reported<Int>? = nil
        var body: some View {
            VStack {
                Text("Top")
                if model.shown {
                    Text("Leaving")
                        .onDisappear { disappeared?.value += 1 }
                        .transition(.move(edge: .trailing).combined(with: .opacity))
                }
            }
            .frame(width: 200, height: 60)
        }
    }

    /// Runs the loop for `seconds` of frames.
    @MainActor
    private static func wait(_ seconds: Double) {
        let end = Date().addingTimeInterval(seconds)
        _ = MainLoop.run(until: { Date() >= end }, timeout: .seconds(seconds + 1))
    }

    @MainActor
    private static func labels(in widget: GTK.Widget) -> [String] {
        descendants(of: widget, GTK.Label.self).map(\.text)
    }

    func testARemovedViewAnimatesOutThenGoes() throws {
        try gtk {
            let model = Model()
            let disappeared = Reported(0)
            let (window, hosting) = show(Departure(model: model, disappeared: disappeared), width: 200, height: 60)
            defer { window.destroy() }
            let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            let box = try XCTUnwrap(effect.parent)

            withAnimation(.linear(duration: 0.8)) { model.shown = false }
            settle(window)
            Self.wait(0.3)
            // SwiftUI shows the label partway out towards the right, partly faded.
            XCTAssertEqual(effect.parent?.widgetPointer, box.widgetPointer, "still in its stack while it leaves")
            XCTAssertEqual(Self.labels(in: hosting.widget), ["Top", "Leaving"])
            let shown = effect.shownTransform
            XCTAssertGreaterThan(shown.relativeX, 0.05, "moving towards the trailing edge")
            XCTAssertLessThan(shown.relativeX, 0.95)
            XCTAssertLessThan(effect.opacity, 0.95, "fading")
            XCTAssertGreaterThan(effect.opacity, 0.05)
            XCTAssertFalse(effect.canTarget, "a leaving view takes no clicks")
            XCTAssertEqual(disappeared.value, 0, "it has not disappeared yet")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("removal-transition-midway.png"))

            XCTAssertTrue(
                MainLoop.run(until: { effect.parent == nil }, timeout: .seconds(3)),
                "gone from its stack once it has left")
            XCTAssertEqual(Self.labels(in: hosting.widget), ["Top"])
            XCTAssertTrue(descendants(of: hosting.widget, GTK.Effect.self).isEmpty)
            XCTAssertEqual(disappeared.value, 1, "onDisappear ran once, when it went")

            // Inserted and removed without an animation: it comes and goes at once.
            model.shown = true
            settle(window)
            XCTAssertEqual(Self.labels(in: hosting.widget), ["Top", "Leaving"])
            model.shown = false
            settle(window)
            XCTAssertEqual(Self.labels(in: hosting.widget), ["Top"], "removed at once")
        }
    }

    /// A view that says which instance of its state it has.
    private struct Instance: View {
        @MainActor static var made = 0
        @State private var number: Int = {
            Instance.made += 1
            return Instance.made
        }()
        var body: some View { Text("instance \(number)") }
    }

    private struct Reinserted: View {
        let model: Model
        var body: some View {
            VStack {
                if model.shown {
                    Instance().transition(.asymmetric(insertion: .opacity, removal: .scale))
                }
            }
            .frame(width: 200, height: 80)
        }
    }

    func testAViewInsertedAgainWhileLeavingIsANewViewBesideTheLeavingOne() throws {
        try gtk {
            let model = Model()
            Instance.made = 0
            let (window, hosting) = show(Reinserted(model: model), width: 200, height: 80)
            defer { window.destroy() }
            XCTAssertEqual(Self.labels(in: hosting.widget), ["instance 1"])
            let leaving = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)

            withAnimation(.linear(duration: 0.8)) { model.shown = false }
            settle(window)
            Self.wait(0.2)
            // The asymmetric removal shrinks without fading.
            XCTAssertLessThan(leaving.shownTransform.scaleX, 0.95)
            XCTAssertEqual(leaving.opacity, 1)

            withAnimation(.linear(duration: 0.2)) { model.shown = true }
            settle(window)
            XCTAssertEqual(
                Self.labels(in: hosting.widget).sorted(), ["instance 1", "instance 2"],
                "the leaving view stays; the inserted one has new state")
            XCTAssertTrue(MainLoop.run(until: { leaving.parent == nil }, timeout: .seconds(3)))
            XCTAssertEqual(Self.labels(in: hosting.widget), ["instance 2"])
            let arrived = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            XCTAssertTrue(MainLoop.run(until: { arrived.opacity == 1 }, timeout: .seconds(3)))
            XCTAssertTrue(arrived.canTarget)
        }
    }

    private struct Fruit: View {
        let model: Model
        var body: some View {
            VStack {
                ForEach(model.items, id: \.self) { Text($0).transition(.opacity) }
            }
            .frame(width: 200, height: 100)
        }
    }

    func testAnElementRemovedFromForEachLeavesInItsPlace() throws {
        try gtk {
            let model = Model()
            let (window, hosting) = show(Fruit(model: model), width: 200, height: 100)
            defer { window.destroy() }
            withAnimation(.linear(duration: 0.6)) { model.items.remove(at: 1) }
            settle(window)
            XCTAssertEqual(Self.labels(in: hosting.widget), ["Apples", "Pears", "Plums"], "Pears leaves between the others")
            withAnimation(.linear(duration: 0.6)) { model.items.append("Figs") }
            settle(window)
            XCTAssertEqual(Self.labels(in: hosting.widget), ["Apples", "Pears", "Plums", "Figs"])
            XCTAssertTrue(
                MainLoop.run(until: { Self.labels(in: hosting.widget) == ["Apples", "Plums", "Figs"] }, timeout: .seconds(3)))
        }
    }

    private struct Nested: View {
        let model: Model
        var body: some View {
            VStack {
                if !model.items.isEmpty {
                    VStack {
                        if model.shown { Text("Inner").transition(.opacity) }
                    }
                }
            }
            .frame(width: 200, height: 60)
        }
    }

    func testAViewLeavingGoesAtOnceWithItsContainer() throws {
        try gtk {
            let model = Model()
            let (window, hosting) = show(Nested(model: model), width: 200, height: 60)
            defer { window.destroy() }
            let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            withAnimation(.linear(duration: 1)) { model.shown = false }
            settle(window)
            XCTAssertNotNil(effect.parent, "leaving")
            // The stack around has no transition: it goes at once, the leaving view with it.
            model.items = []
            settle(window)
            XCTAssertTrue(Self.labels(in: hosting.widget).isEmpty)
            XCTAssertTrue(descendants(of: hosting.widget, GTK.Effect.self).isEmpty)
            Self.wait(0.2)
        }
    }
}
