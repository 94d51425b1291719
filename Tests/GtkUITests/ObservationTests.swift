import Observation
import XCTest
@testable import GtkUI

/// `@Observable` models need no wrapper: what a body reads is tracked per node.
final class ObservationTests: GtkTestCase {
    func testAViewFollowsTheObservablePropertiesItReads() {
        gtk {
            let vitals = Vitals()
            let hosting = HostingWidget(rootView: VitalsView(vitals: vitals))
            XCTAssertEqual(hosting.stackTexts, ["60 BPM", "Resting"])

            let before = GraphCounters.snapshot
            vitals.beatsPerMinute = 72
            XCTAssertTrue(MainLoop.run(until: { hosting.stackTexts.first == "72 BPM" }))
            XCTAssertEqual(GraphCounters.snapshot.since(before).bodyEvaluations, 1, "only BeatsText")
        }
    }

    func testAPropertyNoViewReadsChangesNothing() {
        gtk {
            let vitals = Vitals()
            _ = HostingWidget(rootView: VitalsView(vitals: vitals))
            let before = GraphCounters.snapshot
            vitals.unreadNote = "not shown"
            MainLoop.drain()
            XCTAssertEqual(GraphCounters.snapshot.since(before).bodyEvaluations, 0)
        }
    }

    func testAChangeOffTheMainThreadArrivesOnIt() {
        gtk {
            let vitals = Vitals()
            let hosting = HostingWidget(rootView: VitalsView(vitals: vitals))
            let box = UncheckedBox(vitals)
            let before = GraphCounters.snapshot
            Task.detached { box.value.state = "Active" }
            XCTAssertTrue(MainLoop.run(until: { hosting.stackTexts.last == "Active" }))
            // Delivered once, after the store (Observation's didSet): no second evaluation.
            MainLoop.run(until: { false }, timeout: .milliseconds(150))
            XCTAssertEqual(GraphCounters.snapshot.since(before).bodyEvaluations, 1, "StateText only")
        }
    }
}

@Observable
final class Vitals: @unchecked Sendable {
    var beatsPerMinute = 60
    var state = "Resting"
    var unreadNote = ""
}

struct VitalsView: View {
    let vitals: Vitals
    var body: some View {
        VStack {
            BeatsText(vitals: vitals)
            StateText(vitals: vitals)
        }
    }
}

struct BeatsText: View {
    let vitals: Vitals
    var body: some View { Text("\(vitals.beatsPerMinute) BPM") }
}

struct StateText: View {
    let vitals: Vitals
    var body: some View { Text(vitals.state) }
}
