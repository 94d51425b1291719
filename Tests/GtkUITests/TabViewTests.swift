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

    private enum Page: Hashable { case heart, conditions }

    /// SwiftUI's `TabView(selection:)`: the tagged tab shows, and choosing one writes its tag.
    private struct SelectedTabs: View {
        @Binding var page: Page

        var body: some View {
            TabView(selection: $page) {
                Text("Heart page").tabItem { Text("Heart") }.tag(Page.heart)
                Text("Conditions page").tabItem { Text("Conditions") }.tag(Page.conditions)
            }
        }
    }

    func testASelectionBindingShowsItsTabAndFollowsTheUser() throws {
        try gtk {
            let page = Reported<Page>(.conditions)
            let binding = Binding(get: { page.value }, set: { page.value = $0 })
            let (window, hosting) = show(SelectedTabs(page: binding), width: 320, height: 200)
            defer { window.destroy() }
            let stack = try XCTUnwrap(descendants(of: hosting.widget, GTK.Stack.self).first)
            @MainActor func shown() -> [String] { labelTexts(in: stack).filter { text in
                descendants(of: stack, GTK.Label.self).first { $0.text == text }?.isMapped ?? false } }
            XCTAssertEqual(shown(), ["Conditions page"], "the bound tab shows first")
            XCTAssertEqual(page.value, .conditions, "showing pages does not write the binding")

            let switcher = try XCTUnwrap(descendants(of: hosting.widget, GTK.StackSwitcher.self).first)
            descendants(of: switcher, GTK.ToggleButton.self)[0].emit(.clicked)
            settle(window)
            XCTAssertEqual(page.value, .heart, "choosing a tab writes its tag")
            XCTAssertEqual(shown(), ["Heart page"])

            page.value = .conditions
            hosting.rootView = SelectedTabs(page: binding)
            settle(window)
            XCTAssertEqual(shown(), ["Conditions page"], "a new value shows its tab")
        }
    }
}
