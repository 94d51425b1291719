import Foundation
import XCTest
@testable import GtkUI

/// `onReceive` runs the latest action for each element while the view is shown.
final class OnReceiveTests: GtkTestCase {
    func testElementsOfAStreamReachTheLatestActionWhileTheViewIsShown() throws {
        try gtk {
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            let received = Reported<[String]>([])
            let (window, hosting) = show(Receiver(stream: stream, tag: "a", received: received, shown: true))
            defer { window.destroy() }
            continuation.yield(1)
            XCTAssertTrue(MainLoop.run(until: { received.value == ["a1"] }), "\(received.value)")

            hosting.rootView = Receiver(stream: stream, tag: "b", received: received, shown: true)
            UpdateScheduler.shared.flush()
            continuation.yield(2)
            XCTAssertTrue(MainLoop.run(until: { received.value == ["a1", "b2"] }), "the latest action")

            hosting.rootView = Receiver(stream: stream, tag: "c", received: received, shown: false)
            UpdateScheduler.shared.flush()
            continuation.yield(3)
            XCTAssertFalse(MainLoop.run(until: { received.value.count > 2 }, timeout: .milliseconds(200)),
                           "nothing arrives once the view left")
        }
    }

    func testNotificationsArriveThroughTheCentersPublisher() throws {
        try gtk {
            let name = Notification.Name("GtkUITests.heartRateChanged")
            let received = Reported<[Int]>([])
            let (window, _) = show(Text("listening").onReceive(NotificationCenter.default.publisher(for: name)) {
                received.value.append($0.userInfo?["bpm"] as? Int ?? -1)
            })
            defer { window.destroy() }
            // The observer is registered when the task starts iterating.
            XCTAssertTrue(MainLoop.run(until: {
                NotificationCenter.default.post(name: name, object: nil, userInfo: ["bpm": 78])
                return !received.value.isEmpty
            }))
            XCTAssertEqual(received.value.first, 78)
        }
    }
}

private struct Receiver: View {
    let stream: AsyncStream<Int>
    let tag: String
    let received: Reported<[String]>
    let shown: Bool

    var body: some View {
        if shown {
            Text("receiving").onReceive(stream) { received.value.append("\(tag)\($0)") }
        }
    }
}
