import XCTest
@testable import GtkUI

/// The environment flows down; changing it updates the views that read it.
final class EnvironmentTests: GtkTestCase {
    func testEnvironmentValuesReachNestedViewsAndFollowChanges() {
        gtk {
            let hosting = HostingWidget(rootView: Themed(accent: "pink"))
            XCTAssertEqual(hosting.stackTexts, ["accent pink", "context pink"])
            hosting.rootView = Themed(accent: "blue")
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.stackTexts, ["accent blue", "context blue"])
        }
    }

    func testAViewOutsideTheWriterSeesTheDefault() {
        gtk {
            let hosting = HostingWidget(rootView: VStack {
                AccentText()
                AccentText().environment(\.accent, "green")
            })
            XCTAssertEqual(hosting.stackTexts, ["accent none", "accent green"])
        }
    }

    func testEnvironmentObjectsAreFoundByTypeAndObserved() {
        gtk {
            let data = HeartData()
            let hosting = HostingWidget(rootView: VStack { Pulse() }.environmentObject(data))
            XCTAssertEqual(hosting.stackTexts, ["pulse 0"])
            data.beatsPerMinute = 64
            XCTAssertTrue(MainLoop.run(until: { hosting.stackTexts == ["pulse 64"] }))
        }
    }
}

struct Themed: View {
    var accent: String
    var body: some View {
        VStack {
            AccentText()
            EnvironmentLabel()
        }
        .environment(\.accent, accent)
    }
}

struct AccentText: View {
    @Environment(\.accent) private var accent
    var body: some View { Text("accent \(accent)") }
}

/// A representable that shows what its context's environment says.
struct EnvironmentLabel: WidgetRepresentable {
    func makeWidget(context: Context) -> GTK.Label { GTK.Label() }
    func updateWidget(_ label: GTK.Label, context: Context) {
        label.text = "context \(context.environment.accent)"
    }
}

struct Pulse: View {
    @EnvironmentObject private var data: HeartData
    var body: some View { Text("pulse \(data.beatsPerMinute)") }
}
