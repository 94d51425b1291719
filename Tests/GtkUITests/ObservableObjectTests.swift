import CGtk
import XCTest
@testable import GtkUI

/// The seed's example: an ObservableObject hosted in a plain GTK window updates its view
/// with no manual refresh, and only the views that observe it re-evaluate.
final class ObservableObjectTests: GtkTestCase {
    func testHeartRateViewFollowsHeartDataInAWindowBuiltWithTheCAPI() throws {
        try gtk {
            let data = HeartData()
            let hosting = HostingWidget(rootView: HeartRateView(data: data))
            // The "existing GTK app": a window and a box made with the C API.
            let window = try XCTUnwrap(gtk_window_new())
            let box = try XCTUnwrap(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
            let windowPointer = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
            let boxPointer = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
            gtk_box_append(boxPointer, gtk_label_new("Existing GTK content"))
            gtk_box_append(boxPointer, hosting.widget.widgetPointer)
            gtk_window_set_child(windowPointer, box)
            gtk_window_present(windowPointer)
            defer { gtk_window_destroy(windowPointer) }

            XCTAssertEqual(hosting.heartRateText, "0 BPM")
            for beats in [78, 94] {
                let before = GraphCounters.snapshot
                data.beatsPerMinute = beats
                XCTAssertTrue(MainLoop.run(until: { hosting.heartRateText == "\(beats) BPM" }))
                let work = GraphCounters.snapshot.since(before)
                XCTAssertEqual(work.bodyEvaluations, 1, "only HeartRateView")
                XCTAssertEqual(work.widgetUpdates, 1, "one label set")
            }
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.width > 0 }))
            try WidgetRenderer.render(hosting.widget).writePNG(to: Artifacts.path("heart-rate-view.png"))
        }
    }

    func testAChangeFromABackgroundTaskReachesTheViewOnTheMainThread() {
        gtk {
            let data = HeartData()
            let hosting = HostingWidget(rootView: HeartRateView(data: data))
            let sendable = UncheckedBox(data)
            Task.detached { sendable.value.beatsPerMinute = 120 }
            XCTAssertTrue(MainLoop.run(until: { hosting.heartRateText == "120 BPM" }))
        }
    }

    func testAChangeOffTheMainThreadReachesTheViewOnceAfterItIsStored() {
        gtk {
            // @Published stores a change made off the main thread before announcing it, and
            // the announcement reaches the main thread once: one evaluation, which reads the
            // new value, and none later (no timer delivers it again).
            let data = HeartData()
            let hosting = HostingWidget(rootView: HeartRateView(data: data))
            let before = GraphCounters.snapshot
            let sendable = UncheckedBox(data)
            Thread.detachNewThread { sendable.value.beatsPerMinute = 120 }
            XCTAssertTrue(MainLoop.run(until: { hosting.heartRateText == "120 BPM" }))
            MainLoop.run(until: { false }, timeout: .milliseconds(150))
            XCTAssertEqual(GraphCounters.snapshot.since(before).bodyEvaluations, 1)
        }
    }

    func testAModelThatStoresBeforeSendingOffTheMainThreadIsSeenAtOnce() {
        gtk {
            let model = SlowStoringModel()
            let hosting = HostingWidget(rootView: SlowStoringView(model: model))
            XCTAssertEqual(hosting.stackTexts, ["0"])
            let sendable = UncheckedBox(model)
            Thread.detachNewThread {
                sendable.value.store(7)
                sendable.value.objectWillChange.send()
            }
            XCTAssertTrue(MainLoop.run(until: { hosting.stackTexts == ["7"] }))
        }
    }

    func testAStateObjectIsMadeOncePerIdentityAndReleasedWithIt() throws {
        try gtk {
            let made = MadeModels()
            let hosting = HostingWidget(rootView: AnyView(OwnsHeartData(made: made, title: "a")))
            hosting.rootView = AnyView(OwnsHeartData(made: made, title: "b"))
            UpdateScheduler.shared.flush()
            XCTAssertEqual(made.count, 1, "a new view value does not make a new object")
            XCTAssertNotNil(made.last)

            let button = try XCTUnwrap(hosting.widget.children.first?.children.last?.cast(to: GTK.Button.self))
            button.emit(.clicked)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.stackTexts.first, "b: 1 BPM")

            hosting.rootView = AnyView(Text("gone"))
            UpdateScheduler.shared.flush()
            XCTAssertNil(made.last, "the object went with its view's identity")
        }
    }

    func testDismantlingTheObserverCancelsItsSubscription() {
        gtk {
            let data = HeartData()
            let hosting = HostingWidget(rootView: AnyView(HeartRateView(data: data)))
            XCTAssertEqual(data.objectWillChange.subscriberCount, 1)
            hosting.rootView = AnyView(Text("gone"))
            UpdateScheduler.shared.flush()
            XCTAssertEqual(data.objectWillChange.subscriberCount, 0)
        }
    }
}

final class HeartData: ObservableObject, @unchecked Sendable {
    @Published var beatsPerMinute = 0
}

struct HeartRateView: View {
    @ObservedObject var data: HeartData

    var body: some View {
        Text("\(data.beatsPerMinute) BPM")
    }
}

/// Counts the objects a ``OwnsHeartData`` makes and keeps the last one weakly.
@MainActor
final class MadeModels {
    var count = 0
    weak var last: HeartData?

    func make() -> HeartData {
        let data = HeartData()
        count += 1
        last = data
        return data
    }
}

struct OwnsHeartData: View {
    let made: MadeModels
    var title: String
    @StateObject private var data: HeartData

    init(made: MadeModels, title: String) {
        self.made = made
        self.title = title
        _data = StateObject(wrappedValue: made.make())
    }

    var body: some View {
        VStack {
            Text("\(title): \(data.beatsPerMinute) BPM")
            Button("Beat") { data.beatsPerMinute += 1 }
        }
    }
}

struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension HostingWidget {
    var heartRateText: String? { widget.children.first?.cast(to: GTK.Label.self)?.text }
}

/// A model with its own publisher, whose value another thread stores and announces.
private final class SlowStoringModel: ObservableObject, @unchecked Sendable {
    let objectWillChange = ObservableObjectPublisher()
    private let lock = NSLock()
    private var stored = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func store(_ value: Int) {
        lock.lock()
        stored = value
        lock.unlock()
    }
}

private struct SlowStoringView: View {
    @ObservedObject var model: SlowStoringModel

    var body: some View {
        VStack { Text("\(model.value)") }
    }
}
