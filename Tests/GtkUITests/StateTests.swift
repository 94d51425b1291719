import XCTest
@testable import GtkUI

/// `@State` lives with its view's identity and re-evaluates only the view that owns it.
final class StateTests: GtkTestCase {
    func testWritingStateUpdatesOnlyTheViewThatOwnsIt() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Dashboard(title: "Today"))
            let button = try XCTUnwrap(hosting.counterButton)
            XCTAssertEqual(hosting.counterText, "0")

            let before = GraphCounters.snapshot
            button.emit(.clicked)
            button.emit(.clicked)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.counterText, "2")
            let work = GraphCounters.snapshot.since(before)
            XCTAssertEqual(
                work.bodyEvaluations, 2,
                "Counter once for both writes, and its child ResetButton; never Dashboard")
            XCTAssertEqual(work.widgetsMade, 0)
        }
    }

    func testStateSurvivesTheParentReevaluating() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Dashboard(title: "Today"))
            try XCTUnwrap(hosting.counterButton).emit(.clicked)
            UpdateScheduler.shared.flush()
            hosting.rootView = Dashboard(title: "Tomorrow")  // a new Counter value, @State = 0
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.counterText, "1", "the stored value, not the new initial one")
            XCTAssertEqual(hosting.stackTexts.first, "Tomorrow")
        }
    }

    func testStateDiesWithItsIdentity() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Dashboard(title: "Today"))
            try XCTUnwrap(hosting.counterButton).emit(.clicked)
            UpdateScheduler.shared.flush()
            hosting.rootView = Dashboard(title: "Today", showsCounter: false)
            UpdateScheduler.shared.flush()
            XCTAssertNil(hosting.counterButton)
            hosting.rootView = Dashboard(title: "Today", showsCounter: true)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.counterText, "0", "a new identity starts from the initial value")
        }
    }

    func testABindingToStateWritesItFromAChild() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Dashboard(title: "Today"))
            let reset = try XCTUnwrap(hosting.counterRow?.children.last?.cast(to: GTK.Button.self))
            try XCTUnwrap(hosting.counterButton).emit(.clicked)
            UpdateScheduler.shared.flush()
            reset.emit(.clicked)  // ResetButton writes 0 through $count
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.counterText, "0")
        }
    }
}

struct Dashboard: View {
    var title: String
    var showsCounter = true

    var body: some View {
        VStack {
            Text(title)
            if showsCounter {
                Counter()
            }
        }
    }
}

struct Counter: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Text("\(count)")
            Button("Add") { count += 1 }
            ResetButton(count: $count)
        }
    }
}

struct ResetButton: View {
    @Binding var count: Int
    var body: some View { Button("Reset") { count = 0 } }
}

extension HostingWidget {
    /// The counter row of a ``Dashboard``.
    var counterRow: GTK.Box? { stackChildren.dropFirst().first?.cast(to: GTK.Box.self) }
    var counterText: String? { counterRow?.children.first?.cast(to: GTK.Label.self)?.text }
    var counterButton: GTK.Button? { counterRow?.children.dropFirst().first?.cast(to: GTK.Button.self) }
}

/// `@State` works inside a representable too.
final class RepresentableStateTests: GtkTestCase {
    func testStateInARepresentableIsKeptAndInvalidates() throws {
        try gtk {
            let hosting = HostingWidget(rootView: ClickCounter())
            let button = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Button.self))
            button.emit(.clicked)
            button.emit(.clicked)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(button.label, "2 clicks")
            hosting.rootView = ClickCounter()
            UpdateScheduler.shared.flush()
            XCTAssertEqual(button.label, "2 clicks", "kept across new view values")
        }
    }
}

struct ClickCounter: WidgetRepresentable {
    @State private var clicks = 0

    final class Coordinator {
        var clicked: () -> Void = {}
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Button {
        let button = GTK.Button(label: "")
        let coordinator = context.coordinator
        button.connect(.clicked) { _ in coordinator.clicked() }
        return button
    }

    func updateWidget(_ button: GTK.Button, context: Context) {
        let clicks = $clicks
        context.coordinator.clicked = { clicks.wrappedValue += 1 }
        button.label = "\(self.clicks) clicks"
    }
}
