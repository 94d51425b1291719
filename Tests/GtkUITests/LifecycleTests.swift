import XCTest
@testable import GtkUI

/// Appearing, disappearing, tasks and changes, as in "The lifecycle of a SwiftUI view".
final class LifecycleTests: GtkTestCase {
    func testMakingAViewValueOrHostingItOffScreenDoesNotAppear() {
        gtk {
            let events = Reported<[String]>([])
            _ = Text("value").onAppear { events.value.append("appear") }
            let hosting = HostingWidget(rootView: Text("hosted").onAppear { events.value.append("appear") })
            MainLoop.drain()
            XCTAssertEqual(events.value, [], "not on screen, not appeared")
            _ = hosting
        }
    }

    func testAppearOnceOnFirstMapAndDisappearWhenLeaving() {
        gtk {
            let events = Reported<[String]>([])
            let window = GTK.Window(title: "Lifecycle")
            let hosting = HostingWidget(rootView: Toggled(shown: true, events: events))
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { events.value == ["appear"] }))
            hosting.rootView = Toggled(shown: true, events: events)  // re-evaluation only
            UpdateScheduler.shared.flush()
            MainLoop.drain()
            XCTAssertEqual(events.value, ["appear"])
            hosting.rootView = Toggled(shown: false, events: events)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(events.value, ["appear", "disappear"])
            window.destroy()
            XCTAssertEqual(events.value, ["appear", "disappear"], "once")
        }
    }

    func testATaskStartsOnAppearAndIsCancelledOnDisappear() {
        gtk {
            let events = Reported<[String]>([])
            let window = GTK.Window(title: "Task")
            let hosting = HostingWidget(rootView: AnyView(Text("working").task {
                events.value.append("started")
                while true {
                    do { try await Task.sleep(for: .milliseconds(5)) } catch { break }
                }
                events.value.append("cancelled")
            }))
            window.child = hosting.widget
            XCTAssertFalse(MainLoop.run(until: { !events.value.isEmpty }, timeout: .milliseconds(100)),
                           "no task before the view appears")
            window.present()
            XCTAssertTrue(MainLoop.run(until: { events.value == ["started"] }))
            hosting.rootView = AnyView(Text("done"))
            UpdateScheduler.shared.flush()
            XCTAssertTrue(MainLoop.run(until: { events.value == ["started", "cancelled"] }))
            window.destroy()
        }
    }

    func testATaskWithAnIDRestartsWhenTheIDChanges() {
        gtk {
            let events = Reported<[String]>([])
            let window = GTK.Window(title: "Task id")
            let hosting = HostingWidget(rootView: Loader(id: 1, events: events))
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { events.value == ["load 1"] }))
            hosting.rootView = Loader(id: 2, events: events)
            UpdateScheduler.shared.flush()
            // The old task's cancellation and the new task's start may resume in either order.
            XCTAssertTrue(MainLoop.run(until: { events.value.count == 3 }))
            XCTAssertEqual(events.value.first, "load 1")
            XCTAssertEqual(Set(events.value.dropFirst()), ["cancel 1", "load 2"])
            window.destroy()
        }
    }

    func testOnChangeGetsTheOldAndNewValue() {
        gtk {
            let changes = Reported<[String]>([])
            let hosting = HostingWidget(rootView: Watched(value: 1, changes: changes))
            hosting.rootView = Watched(value: 1, changes: changes)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(changes.value, [])
            hosting.rootView = Watched(value: 5, changes: changes)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(changes.value, ["1→5"])
        }
    }
}

struct Toggled: View {
    var shown: Bool
    let events: Reported<[String]>
    var body: some View {
        VStack {
            Text("always")
            if shown {
                Text("sometimes")
                    .onAppear { events.value.append("appear") }
                    .onDisappear { events.value.append("disappear") }
            }
        }
    }
}

struct Loader: View {
    var id: Int
    let events: Reported<[String]>
    var body: some View {
        Text("item \(id)").task(id: id) {
            events.value.append("load \(id)")
            do { try await Task.sleep(for: .seconds(30)) } catch { events.value.append("cancel \(id)") }
        }
    }
}

struct Watched: View {
    var value: Int
    let changes: Reported<[String]>
    var body: some View {
        Text("\(value)").onChange(of: value) { old, new in changes.value.append("\(old)→\(new)") }
    }
}
