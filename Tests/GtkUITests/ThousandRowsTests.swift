import XCTest
@testable import GtkUI

/// Only what changed re-renders, measured with the graph's debug counters on 1,000 rows.
final class ThousandRowsTests: GtkTestCase {
    func testOnePublishedChangeInOneOfAThousandRowsCostsOneBodyAndConstantSetters() throws {
        try gtk {
            let models = (0..<1_000).map { HeartRow.Model(id: $0, beats: 60 + $0 % 40) }
            let hosting = HostingWidget(rootView: HeartRows(models: models, title: "Heart Rate"))
            let column = try XCTUnwrap(hosting.widget.children.first)
            XCTAssertEqual(column.children.count, 1_001)

            let before = GraphCounters.snapshot
            models[500].beats = 123
            UpdateScheduler.shared.flush()
            let cost = GraphCounters.snapshot.since(before)
            XCTAssertEqual(cost.bodyEvaluations, 1, "only the row that read the model")
            XCTAssertEqual(cost.widgetUpdates, 1, "only its label")
            XCTAssertEqual(cost.gtkSetterCalls, 1, "one label text")
            XCTAssertEqual(cost.widgetsMade, 0)
            XCTAssertEqual(column.children[501].cast(to: GTK.Label.self)?.text, "Day 500: 123 BPM")
        }
    }

    func testAParentReEvaluationSkipsRowsWhoseInputsAreEqual() throws {
        try gtk {
            let models = (0..<1_000).map { HeartRow.Model(id: $0, beats: 70) }
            let hosting = HostingWidget(rootView: HeartRows(models: models, title: "Heart Rate"))
            let before = GraphCounters.snapshot
            hosting.rootView = HeartRows(models: models, title: "Resting Heart Rate")
            UpdateScheduler.shared.flush()
            let cost = GraphCounters.snapshot.since(before)
            XCTAssertEqual(cost.bodyEvaluations, 1, "the list's body; each row got the same model")
            XCTAssertEqual(cost.bodiesSkipped, 1_000)
            XCTAssertLessThanOrEqual(cost.gtkSetterCalls, 1, "the title's text")
        }
    }

    func testStateAndPlainFieldsCompareEqualAndClosuresCountAsChanged() throws {
        try gtk {
            let stateful = HostingWidget(rootView: MixedRows(title: "a", withAction: false))
            var before = GraphCounters.snapshot
            stateful.rootView = MixedRows(title: "b", withAction: false)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(GraphCounters.snapshot.since(before).bodiesSkipped, 2, "same numbers and own state: skipped")
            let acting = HostingWidget(rootView: MixedRows(title: "a", withAction: true))
            before = GraphCounters.snapshot
            acting.rootView = MixedRows(title: "b", withAction: true)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(GraphCounters.snapshot.since(before).bodiesSkipped, 0, "a closure is never the same input")
        }
    }

    func testRowsWithChangedInputsAreReEvaluated() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Labels(count: 3, suffix: "a"))
            let before = GraphCounters.snapshot
            hosting.rootView = Labels(count: 3, suffix: "b")
            UpdateScheduler.shared.flush()
            XCTAssertEqual(GraphCounters.snapshot.since(before).bodyEvaluations, 4, "the list and its 3 rows")
            XCTAssertEqual(GraphCounters.snapshot.since(before).bodiesSkipped, 0)
        }
    }
}

private struct HeartRows: View {
    let models: [HeartRow.Model]
    let title: String

    var body: some View {
        VStack {
            Text(title)
            ForEach(models) { HeartRow(model: $0) }
        }
    }
}

private struct HeartRow: View {
    final class Model: ObservableObject, Identifiable {
        let id: Int
        @Published var beats: Int
        init(id: Int, beats: Int) {
            self.id = id
            self.beats = beats
        }
    }

    @ObservedObject var model: Model

    var body: some View {
        Text("Day \(model.id): \(model.beats) BPM")
    }
}

private struct Labels: View {
    let count: Int
    let suffix: String

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { Suffixed(index: $0, suffix: suffix) }
        }
    }
}

private struct Suffixed: View {
    let index: Int
    let suffix: String

    var body: some View { Text("\(index)\(suffix)") }
}

private struct MixedRows: View {
    let title: String
    let withAction: Bool

    var body: some View {
        VStack {
            Text(title)
            ForEach(0..<2, id: \.self) { index in
                if withAction {
                    ActionRow(index: index) { _ = index }
                } else {
                    StatefulRow(index: index, scale: 1.5)
                }
            }
        }
    }
}

private struct StatefulRow: View {
    let index: Int
    let scale: Double
    @State private var taps = 0

    var body: some View { Text("\(index) \(scale) \(taps)") }
}

private struct ActionRow: View {
    let index: Int
    let action: () -> Void

    var body: some View { Text("\(index)") }
}
