import Foundation
import Observation
import XCTest
@testable import GtkUI

/// `matchedGeometryEffect`: a view made by an animated change in the place of a removed view
/// of its group is drawn first where that one was and moves to its own place.
final class MatchedGeometryTests: GtkTestCase {
    @Observable
    @MainActor
    final class Model {
        var onRight = false
        var left = ["A"]
        var right: [String] = []
        var renders = 0
    }

    /// A red dot at the left or right end of a bar, as SwiftUI samples move a selection
    /// marker: one `if`/`else`, one id.
    private struct Bar: View {
        @Namespace private var namespace
        let model: Model
        var body: some View {
            HStack {
                if model.onRight {
                    Spacer()
                    Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: "dot", in: namespace)
                } else {
                    Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: "dot", in: namespace)
                    Spacer()
                }
            }
            .frame(width: 300, height: 60)
        }
    }

    /// Runs the loop for `seconds` of frames.
    @MainActor
    private static func wait(_ seconds: Double) {
        let end = Date().addingTimeInterval(seconds)
        _ = MainLoop.run(until: { Date() >= end }, timeout: .seconds(seconds + 1))
    }

    func testTheNewViewMovesFromWhereTheOldOneWas() throws {
        try gtk {
            let model = Model()
            let (window, hosting) = show(Bar(model: model), width: 300, height: 60)
            defer { window.destroy() }
            let before = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first?.frameInRoot)

            withAnimation(.linear(duration: 0.8)) { model.onRight = true }
            settle(window)
            let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            let after = try XCTUnwrap(effect.frameInRoot)
            XCTAssertEqual(after.x - before.x, 260, accuracy: 1, "the dot's place moved to the right end")
            Self.wait(0.3)
            // SwiftUI draws the dot partway along the bar, moving right.
            let x = effect.shownTransform.x
            XCTAssertLessThan(x, -20, "drawn left of its new place: \(x)")
            XCTAssertGreaterThan(x, -240, "and moving: \(x)")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("matched-geometry-midway.png"))
            XCTAssertTrue(MainLoop.run(until: { effect.shownTransform.x == 0 }, timeout: .seconds(3)), "it arrives")

            // Without an animation it jumps.
            model.onRight = false
            settle(window)
            let jumped = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            XCTAssertEqual(jumped.shownTransform.x, 0)
            XCTAssertEqual(try XCTUnwrap(jumped.frameInRoot).x, before.x, accuracy: 1)
        }
    }

    /// A small blue tile that becomes a large card, matched by frame or by position only.
    private struct Tile: View {
        @Namespace private var namespace
        let model: Model
        let properties: MatchedGeometryProperties
        var body: some View {
            VStack(alignment: .leading) {
                if model.onRight {
                    Color.blue.frame(width: 160, height: 80)
                        .matchedGeometryEffect(id: "tile", in: namespace, properties: properties)
                } else {
                    Color.blue.frame(width: 40, height: 20)
                        .matchedGeometryEffect(id: "tile", in: namespace, properties: properties)
                }
            }
            .frame(width: 300, height: 120, alignment: .topLeading)
        }
    }

    func testMatchingTheSizeGrowsFromTheOldSize() throws {
        try gtk {
            for properties in [MatchedGeometryProperties.frame, .position] {
                let model = Model()
                let (window, hosting) = show(Tile(model: model, properties: properties), width: 300, height: 120)
                withAnimation(.linear(duration: 0.8)) { model.onRight = true }
                UpdateScheduler.shared.flush()
                let effect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
                XCTAssertTrue(MainLoop.run(until: { effect.isAnimating }, timeout: .seconds(2)))
                Self.wait(0.2)
                let scale = effect.shownTransform.scaleX
                if properties.contains(.size) {
                    // SwiftUI's card is still smaller than its own size, growing.
                    XCTAssertGreaterThan(scale, 0.25, "grown from the tile's 40 of 160 points")
                    XCTAssertLessThan(scale, 0.9)
                    XCTAssertEqual(effect.shownTransform.scaleY, scale, accuracy: 0.01, "20 of 80 points: the same ratio")
                } else {
                    XCTAssertEqual(scale, 1, "only the position is matched: drawn at its own size")
                }
                // Both start at the tile's center, up and left of the card's.
                XCTAssertLessThan(effect.shownTransform.x, -5)
                XCTAssertLessThan(effect.shownTransform.y, -2)
                XCTAssertTrue(MainLoop.run(until: { !effect.isAnimating }, timeout: .seconds(3)))
                XCTAssertEqual(effect.shownTransform.scaleX, 1)
                window.destroy()
            }
        }
    }

    /// A letter moving between two columns, each a `ForEach`, matched by the letter.
    private struct Columns: View {
        @Namespace private var namespace
        let model: Model
        var body: some View {
            HStack(spacing: 0) {
                VStack {
                    ForEach(model.left, id: \.self) { Text($0).matchedGeometryEffect(id: $0, in: namespace) }
                }
                .frame(width: 150, height: 80)
                VStack {
                    ForEach(model.right, id: \.self) { Text($0).matchedGeometryEffect(id: $0, in: namespace) }
                }
                .frame(width: 150, height: 80)
            }
        }
    }

    func testAnElementMovingBetweenTwoForEachesMovesBothWays() throws {
        try gtk {
            let model = Model()
            let (window, hosting) = show(Columns(model: model), width: 300, height: 80)
            defer { window.destroy() }
            // Left to right: the left column removes it before the right one makes it.
            withAnimation(.linear(duration: 0.6)) {
                model.left = []
                model.right = ["A"]
            }
            settle(window)
            let moved = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            XCTAssertLessThan(moved.shownTransform.x, -100, "starts in the left column: \(moved.shownTransform.x)")
            XCTAssertTrue(MainLoop.run(until: { moved.shownTransform.x == 0 }, timeout: .seconds(3)))

            // Right to left: the left column makes it while the right one still shows it.
            withAnimation(.linear(duration: 0.6)) {
                model.left = ["A"]
                model.right = []
            }
            settle(window)
            let back = try XCTUnwrap(descendants(of: hosting.widget, GTK.Effect.self).first)
            XCTAssertGreaterThan(back.shownTransform.x, 100, "starts in the right column: \(back.shownTransform.x)")
            XCTAssertTrue(MainLoop.run(until: { back.shownTransform.x == 0 }, timeout: .seconds(3)))
        }
    }

    /// A view whose namespace is logged each time its body runs.
    private struct Logged: View {
        @Namespace private var namespace
        let renders: Int
        let log: Reported<[Namespace.ID]>
        var body: some View {
            log.value.append(namespace)
            return Text("\(renders)")
        }
    }

    /// Makes a new `Logged` value in each of its bodies.
    private struct Parent: View {
        let model: Model
        let log: Reported<[Namespace.ID]>
        var body: some View {
            VStack {
                Logged(renders: model.renders, log: log)
            }
        }
    }

    func testANamespaceStaysTheSameForTheLifeOfItsView() throws {
        try gtk {
            let model = Model()
            let log = Reported<[Namespace.ID]>([])
            let (window, _) = show(Parent(model: model, log: log))
            defer { window.destroy() }
            model.renders += 1
            settle(window)
            model.renders += 1
            settle(window)
            XCTAssertGreaterThanOrEqual(log.value.count, 3, "the body ran for each new value")
            XCTAssertEqual(Set(log.value).count, 1, "one namespace, though each value made its own")
        }
    }
}
