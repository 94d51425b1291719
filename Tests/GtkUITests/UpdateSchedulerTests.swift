import CGtk
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

    func testTheNextInputEventSeesTheChangeAlreadyShown() {
        gtk {
            let log = EventLog()
            let hosting = HostingWidget(rootView: Greeting(name: "before", log: log))
            MainLoop.drain()
            let seen = Reported<String?>(nil)
            hosting.rootView = Greeting(name: "after", log: log)
            // An input event is dispatched at G_PRIORITY_DEFAULT: stand in for one, queued
            // right after the change, and look at what it meets.
            Idle.once(priority: G_PRIORITY_DEFAULT) { seen.value = hosting.label?.text }
            XCTAssertTrue(MainLoop.run(until: { seen.value != nil }))
            XCTAssertEqual(seen.value, "Hello, after")
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
            XCTAssertFalse(UpdateScheduler.shared.hasPendingPass, "no empty pass left behind")
        }
    }

    func testARunawayClientCannotStarveGTKsPainting() {
        gtk {
            let window = GTK.Window(title: "Painting", width: 120, height: 80)
            window.present()
            XCTAssertTrue(MainLoop.run(until: { window.frameClock != nil }))
            let paints = Reported(0)
            let clock = window.frameClock
            let connection = clock?.connect(.afterPaint) { _ in paints.value += 1 }
            let restless = CountingClient()
            restless.onUpdate = { UpdateScheduler.shared.schedule(restless) }
            UpdateScheduler.shared.schedule(restless)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(restless.updates, UpdateScheduler.maximumRoundsPerPass, "bounded rounds in one pass")
            XCTAssertTrue(UpdateScheduler.shared.hasPendingPass, "the rest waits for a later turn")

            for _ in 0..<3 {
                let painted = paints.value
                window.queueDraw()
                XCTAssertTrue(
                    MainLoop.run(until: { paints.value > painted }, timeout: .seconds(2)),
                    "GTK still paints while updates run away")
            }
            restless.onUpdate = nil
            XCTAssertTrue(MainLoop.run(until: { !UpdateScheduler.shared.hasPendingPass }))
            connection.map { clock?.disconnect($0) }
            window.destroy()
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

/// One callback from an idle source of a given priority.
@MainActor
private enum Idle {
    static func once(priority: Int32, _ action: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(ActionBox(action)).toOpaque()
        g_idle_add_full(priority, { data in
            guard let data else { return 0 }
            let box = Unmanaged<ActionBox>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { box.action() }
            return 0
        }, box, nil)
    }

    private final class ActionBox {
        let action: @MainActor () -> Void
        init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    }
}
