import CGtk
import XCTest
@testable import GtkUI

/// `TabView` over a `GtkStack` and its switcher: tabs titled by `.tabItem`, one view shown,
/// each keeping its state.
final class TabViewTests: GtkTestCase {
    private struct Counter: View {
        let name: String
        @State private var count = 0

        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    private struct Tabs: View {
        var secondTitle: String

        var body: some View {
            TabView {
                Counter(name: "Heart").tabItem { Label("Heart Rate", systemImage: "heart.fill") }
                Counter(name: "Conditions").tabItem { Text(secondTitle) }
            }
        }
    }

    func testTabsAreTitledByTheirItemsAndKeepTheirState() throws {
        try gtk {
            let (window, hosting) = show(Tabs(secondTitle: "Conditions"), width: 320, height: 200)
            defer { window.destroy() }
            let switcher = try XCTUnwrap(descendants(of: hosting.widget, GTK.StackSwitcher.self).first)
            XCTAssertEqual(labelTexts(in: switcher), ["Heart Rate", "Conditions"])
            let stack = try XCTUnwrap(descendants(of: hosting.widget, GTK.Stack.self).first)
            let buttons = descendants(of: stack, GTK.Button.self)
            XCTAssertEqual(buttons.filter(\.isMapped).map { labelTexts(in: $0) }, [["Heart 0"]], "the first tab shows")

            buttons[0].emit(.clicked)
            settle(window)
            // The second tab, through its switcher button.
            let tabs = descendants(of: switcher, GTK.ToggleButton.self)
            tabs[1].emit(.clicked)
            settle(window)
            XCTAssertEqual(descendants(of: stack, GTK.Button.self).filter(\.isMapped).map { labelTexts(in: $0) }, [["Conditions 0"]])
            tabs[0].emit(.clicked)
            settle(window)
            XCTAssertEqual(descendants(of: stack, GTK.Button.self).filter(\.isMapped).map { labelTexts(in: $0) }, [["Heart 1"]],
                           "the first tab kept its state")

            // A new title reaches the switcher.
            hosting.rootView = Tabs(secondTitle: "Medical Conditions")
            settle(window)
            XCTAssertEqual(labelTexts(in: switcher), ["Heart Rate", "Medical Conditions"])
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("tabview.png"))
        }
    }
}
