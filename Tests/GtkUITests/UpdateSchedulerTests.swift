import XCTest
@testable import GtkUI

/// Invalidations coalesce into one update pass per turn of the loop.
final class UpdateSchedulerTests: GtkTestCase {
    func testAThousandInvalidationsInOneTurnCauseOnePass() {
        gtk {
            MainLoop.drain()
            let client = CountingClient()
            let passes = UpdateScheduler.shared.passCount
            for _ in 0..<1_000 { UpdateScheduler.shared.schedule(client) }
            XCTAssertTrue(MainLoop.run(until: { !UpdateScheduler.shared.hasPendingPass }))
            XCTAssertEqual(UpdateScheduler.shared.passCount - passes, 1)
            XCTAssertEqual(client.updates, 1)
        }
    }

    func testAThousandChangesToOneViewReevaluateItOnce() {
        gtk {
            let log = EventLog()
            let hosting = HostingWidget(rootView: Greeting(name: "a", log: log))
            let before = GraphCounters.snapshot
            for index in 0..<1_000 { hosting.rootView = Greeting(name: "\(index)", log: log) }
            XCTAssertTrue(MainLoop.run(until: { !UpdateScheduler.shared.hasPendingPass }))
            let work = GraphCounters.snapshot.since(before)
            XCTAssertEqual(work.bodyEvaluations, 1)
            XCTAssertEqual(work.widgetUpdates, 1)
            XCTAssertEqual(hosting.label?.text, "Hello, 999")
        }
    }

    func testWorkScheduledDuringAPassRunsInTheSamePass() {
        gtk {
            let second = CountingClient()
            let first = CountingClient { UpdateScheduler.shared.schedule(second) }
            let passes = UpdateScheduler.shared.passCount
            UpdateScheduler.shared.schedule(first)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(UpdateScheduler.shared.passCount - passes, 1)
            XCTAssertEqual([first.updates, second.updates], [1, 1])
        }
    }

    func testClientsThatKeepInvalidatingFinishInALaterFrameInsteadOfSpinning() {
        gtk {
            let restless = CountingClient()
            restless.onUpdate = { UpdateScheduler.shared.schedule(restless) }
            UpdateScheduler.shared.schedule(restless)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(restless.updates, 64, "bounded rounds in one pass")
            XCTAssertTrue(UpdateScheduler.shared.hasPendingPass, "the rest waits for the next frame")
            restless.onUpdate = nil
            UpdateScheduler.shared.flush()
            XCTAssertFalse(UpdateScheduler.shared.hasPendingPass)
        }
    }
}

@MainActor
private final class CountingClient: UpdateClient {
    var updates = 0
    var onUpdate: (() -> Void)?

    init(onUpdate: (() -> Void)? = nil) { self.onUpdate = onUpdate }

    func performUpdates() {
        updates += 1
        onUpdate?()
    }
}
