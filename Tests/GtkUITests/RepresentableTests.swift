import CGtk
import XCTest
@testable import GtkUI

/// The representable lifecycle: make once, update with the latest value, dismantle once.
final class RepresentableTests: GtkTestCase {
    func testMakeCoordinatorComesFirstThenMakeThenUpdate() {
        gtk {
            let log = EventLog()
            let hosting = HostingWidget(rootView: LoggingLabel(text: "a", log: log))
            XCTAssertEqual(log.events, ["makeCoordinator", "makeWidget", "update a"])
            XCTAssertEqual(hosting.label?.text, "a")
        }
    }

    func testUpdatesGetTheLatestValueOncePerPass() {
        gtk {
            let log = EventLog()
            let hosting = HostingWidget(rootView: LoggingLabel(text: "a", log: log))
            hosting.rootView = LoggingLabel(text: "b", log: log)
            hosting.rootView = LoggingLabel(text: "c", log: log)
            XCTAssertTrue(MainLoop.run(until: { !UpdateScheduler.shared.hasPendingPass }))
            XCTAssertEqual(log.events, ["makeCoordinator", "makeWidget", "update a", "update c"])
            hosting.rootView = LoggingLabel(text: "d", log: log)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(log.events.last, "update d")
            XCTAssertEqual(hosting.label?.text, "d", "the widget shows the latest value")
        }
    }

    func testACompositeViewPassesItsLatestValueDown() {
        gtk {
            let log = EventLog()
            let before = GraphCounters.snapshot
            let hosting = HostingWidget(rootView: Greeting(name: "Ada", log: log))
            hosting.rootView = Greeting(name: "Grace", log: log)
            UpdateScheduler.shared.flush()
            let work = GraphCounters.snapshot.since(before)
            XCTAssertEqual(work.bodyEvaluations, 2)
            XCTAssertEqual(work.widgetsMade, 1, "same type, same widget")
            XCTAssertEqual(hosting.label?.text, "Hello, Grace")
        }
    }

    func testDismantleRunsOnceWhenTheViewLeavesAndReleasesCoordinatorWithWidget() {
        gtk {
            let log = EventLog()
            let baseline = LiveObjects.count
            let hosting = HostingWidget(rootView: AnyView(LoggingLabel(text: "a", log: log)))
            weak var coordinator = log.lastCoordinator
            XCTAssertNotNil(coordinator)
            XCTAssertEqual(LiveObjects.count, baseline + 2, "host and label")

            hosting.rootView = AnyView(OtherLabel())
            UpdateScheduler.shared.flush()
            XCTAssertEqual(log.events.filter { $0 == "dismantle a" }.count, 1)
            XCTAssertNil(coordinator, "the coordinator went with its widget")
            XCTAssertEqual(LiveObjects.count, baseline + 2, "the old label was finalized; the new one lives")
            XCTAssertEqual(hosting.widget.children.count, 1)
        }
    }

    func testDismantleRunsOnceWhenTheWindowIsDestroyed() {
        gtk {
            let log = EventLog()
            let baseline = LiveObjects.count
            do {
                let window = GTK.Window(title: "Hosted", width: 200, height: 100)
                let hosting = HostingWidget(rootView: LoggingLabel(text: "a", log: log))
                window.child = hosting.widget
                window.present()
                XCTAssertTrue(MainLoop.run(until: { window.isMapped }))
                window.destroy()
                XCTAssertEqual(log.events.last, "dismantle a", "closing the window dismantles at once")
                XCTAssertTrue(hosting.isTornDown)
                hosting.rootView = LoggingLabel(text: "after", log: log)
                UpdateScheduler.shared.flush()
            }
            XCTAssertTrue(
                MainLoop.run(until: { LiveObjects.count == baseline }),
                "still alive: \(LiveObjects.countsByType)")
            XCTAssertEqual(log.events.filter { $0.hasPrefix("dismantle") }.count, 1, "exactly once")
            XCTAssertFalse(log.events.contains("update after"), "a torn-down host ignores updates")
        }
    }

    func testDestroyingAWindowDismantlesHostsThatWereNeverShown() {
        gtk {
            let log = EventLog()
            let window = GTK.Window(title: "Never shown")
            let box = GTK.Box(.vertical)
            let hidden = HostingWidget(rootView: LoggingLabel(text: "hidden", log: log))
            hidden.widget.isVisible = false
            let unshown = HostingWidget(rootView: LoggingLabel(text: "unshown", log: log))
            box.append(hidden.widget)
            box.append(unshown.widget)
            window.child = box
            window.destroy()  // never presented: nothing was realized
            XCTAssertTrue(hidden.isTornDown)
            XCTAssertTrue(unshown.isTornDown)
            XCTAssertEqual(
                Set(log.events.filter { $0.hasPrefix("dismantle") }),
                ["dismantle hidden", "dismantle unshown"])
        }
    }

    func testAHostMovedBetweenWindowsFollowsItsNewWindow() {
        gtk {
            let log = EventLog()
            let first = GTK.Window(title: "First")
            let second = GTK.Window(title: "Second")
            let hosting = HostingWidget(rootView: LoggingLabel(text: "moving", log: log))
            first.child = hosting.widget
            first.child = nil
            second.child = hosting.widget
            first.destroy()
            XCTAssertFalse(hosting.isTornDown, "its old window's end is not its end")
            second.destroy()
            XCTAssertTrue(hosting.isTornDown)
        }
    }

    func testClosingTheWindowLikeTheUserDismantles() {
        gtk {
            let log = EventLog()
            let window = GTK.Window(title: "Close me")
            let hosting = HostingWidget(rootView: LoggingLabel(text: "a", log: log))
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { window.isMapped }))
            window.close()  // as the title bar's close button does
            XCTAssertTrue(MainLoop.run(until: { hosting.isTornDown }))
            XCTAssertEqual(log.events.filter { $0.hasPrefix("dismantle") }, ["dismantle a"])
        }
    }

    func testTheEnvironmentAndTransactionReachTheContext() {
        gtk {
            var environment = EnvironmentValues()
            environment.accent = "pink"
            let seen = Reported<[String]>([])
            let hosting = HostingWidget(rootView: EnvironmentReader(seen: seen), environment: environment)
            XCTAssertEqual(seen.value, ["pink"])
            hosting.rootView = EnvironmentReader(seen: seen)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(seen.value, ["pink", "pink"])
            XCTAssertEqual(EnvironmentValues().accent, "none", "the key's default where nothing set it")
        }
    }

    func testDismantleRunsOnceWhenTheHostIsReleased() {
        gtk {
            let log = EventLog()
            let baseline = LiveObjects.count
            do {
                let box = GTK.Box(.vertical)
                let hosting = HostingWidget(rootView: LoggingLabel(text: "a", log: log))
                box.append(hosting.widget)
            }
            XCTAssertEqual(log.events.filter { $0.hasPrefix("dismantle") }, ["dismantle a"])
            XCTAssertEqual(LiveObjects.count, baseline)
        }
    }
}

// MARK: - Views under test

/// Records lifecycle calls in order.
@MainActor
final class EventLog {
    var events: [String] = []
    weak var lastCoordinator: LoggingLabel.Coordinator?
}

struct LoggingLabel: WidgetRepresentable {
    var text: String
    let log: EventLog

    final class Coordinator {
        let log: EventLog
        init(log: EventLog) { self.log = log }
    }

    func makeCoordinator() -> Coordinator {
        log.events.append("makeCoordinator")
        let coordinator = Coordinator(log: log)
        log.lastCoordinator = coordinator
        return coordinator
    }

    func makeWidget(context: Context) -> GTK.Label {
        log.events.append("makeWidget")
        return GTK.Label()
    }

    func updateWidget(_ label: GTK.Label, context: Context) {
        log.events.append("update \(text)")
        label.text = text
    }

    static func dismantleWidget(_ label: GTK.Label, coordinator: Coordinator) {
        coordinator.log.events.append("dismantle \(label.text)")
    }
}

/// A composite view over a representable.
struct Greeting: View {
    var name: String
    let log: EventLog
    var body: some View { LoggingLabel(text: "Hello, \(name)", log: log) }
}

struct OtherLabel: WidgetRepresentable {
    func makeWidget(context: Context) -> GTK.Label { GTK.Label("other") }
    func updateWidget(_ label: GTK.Label, context: Context) {}
}

extension HostingWidget {
    var label: GTK.Label? { widget.children.first?.cast(to: GTK.Label.self) }
}

struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// Reports the environment value its context carries on each update.
struct EnvironmentReader: WidgetRepresentable {
    let seen: Reported<[String]>

    func makeWidget(context: Context) -> GTK.Label { GTK.Label() }

    func updateWidget(_ label: GTK.Label, context: Context) {
        seen.value.append(context.environment.accent)
    }
}
