import CGtk
import Dispatch
import XCTest
@testable import GtkUI

/// Swift's main-thread paths run inside GTK's loop, promptly and on the main thread.
final class MainQueueTests: GtkTestCase {
    func testTaskOnMainActorRunsInsideTheLoop() {
        gtk {
            let ran = Reported(false)
            Task { @MainActor in ran.value = MainThread.isCurrent }
            XCTAssertTrue(MainLoop.run(until: { ran.value }, timeout: .seconds(2)))
        }
    }

    func testDispatchMainAsyncRunsInsideTheLoop() {
        gtk {
            let ran = Reported(false)
            DispatchQueue.main.async { MainActor.assumeIsolated { ran.value = MainThread.isCurrent } }
            XCTAssertTrue(MainLoop.run(until: { ran.value }, timeout: .seconds(2)))
        }
    }

    func testMainActorRunFromABackgroundTaskReachesTheMainThread() {
        gtk {
            let report = Reported<(started: Bool, hopped: Bool)?>(nil)
            Task.detached {
                let started = MainThread.isCurrent
                let hopped = await MainActor.run { MainThread.isCurrent }
                await MainActor.run { report.value = (started, hopped) }
            }
            XCTAssertTrue(MainLoop.run(until: { report.value != nil }, timeout: .seconds(2)))
            XCTAssertEqual(report.value?.started, false, "a detached task starts off the main thread")
            XCTAssertEqual(report.value?.hopped, true)
        }
    }

    /// Queued work wakes the loop by itself: one blocking iteration runs it, with no timer
    /// to poll (a watchdog ends the wait if it never comes).
    func testQueuedWorkWakesABlockedLoopWithoutPolling() {
        gtk {
            MainLoop.drain()
            for path in ["Task", "DispatchQueue.main"] {
                let ran = Reported(false)
                let watchdog = g_timeout_add_full(G_PRIORITY_DEFAULT, 2000, { _ in 0 }, nil, nil)
                if path == "Task" {
                    Task { @MainActor in ran.value = true }
                } else {
                    DispatchQueue.main.async { MainActor.assumeIsolated { ran.value = true } }
                }
                MainLoop.iterate(mayBlock: true)
                XCTAssertTrue(ran.value, "\(path): one blocking iteration ran the work")
                if ran.value { g_source_remove(watchdog) }
            }
        }
    }
}
