import XCTest
@testable import GtkUI
import GtkTestSupport

/// Modifiers public SwiftUI samples use everywhere: shadow, materials, platform colors,
/// control size, scroll indicators, truncation, badges and refreshable.
final class CommonModifiersTests: GtkTestCase {
    func testAShadowIsDrawnUnderTheContentsAlpha() throws {
        try gtk {
            let view = RoundedRectangle(cornerRadius: 8).fill(Color.white)
                .frame(width: 60, height: 40)
                .shadow(color: .black.opacity(0.5), radius: 4, x: 10, y: 10)
                .frame(width: 120, height: 100)
                .background(Color.white)
            let (window, hosting) = show(view, width: 120, height: 100)
            defer { window.destroy() }
            let image = try WidgetRenderer.render(hosting.widget)
            try image.writePNG(to: Artifacts.path("shadow.png"))
            // SwiftUI: a white card centred at (60, 50) with a soft gray shadow down and to
            // the right: white inside the card, gray past its bottom-right corner, white far
            // away.
            let inside = image.pixel(x: 45, y: 40)
            let shadow = image.pixel(x: 92, y: 74)
            let far = image.pixel(x: 5, y: 5)
            XCTAssertGreaterThan(inside.red, 250, "\(inside)")
            XCTAssertLessThan(shadow.red, 225, "the shadow darkens past the card: \(shadow)")
            XCTAssertGreaterThan(far.red, 250, "\(far)")
        }
    }

    func testMaterialsAndPlatformColorsAreTheThemesColors() throws {
        try gtk {
            let (window, hosting) = show(
                VStack {
                    Text("On material").padding().background(.ultraThinMaterial)
                    Text("Secondary").foregroundColor(Color(.secondaryLabel))
                }, width: 200, height: 100)
            defer { window.destroy() }
            let background = try XCTUnwrap(hosting.widget.themeColor(named: "theme_bg_color"))
            let material = Material.ultraThin.resolvedColor.resolve(in: hosting.widget)
            XCTAssertEqual(material.red, background.red, accuracy: 0.01)
            XCTAssertEqual(material.alpha, 0.55, accuracy: 0.01, "translucent")
            let text = try XCTUnwrap(hosting.widget.themeColor(named: "theme_fg_color"))
            let secondary = Color(.secondaryLabel).resolve(in: hosting.widget)
            XCTAssertEqual(secondary.red, text.red, accuracy: 0.01)
            XCTAssertEqual(secondary.alpha, 0.55, accuracy: 0.01)
            XCTAssertEqual(StyleSheet.shared.parsingErrorCount, 0, StyleSheet.shared.text)
        }
    }

    func testControlSizeScrollIndicatorsAndTruncation() throws {
        try gtk {
            let (window, hosting) = show(
                VStack {
                    Button("Small") {}.controlSize(.small)
                    Button("Regular") {}
                    Button("Large") {}.controlSize(.large)
                    ScrollView { Text("Scrolls") }.scrollIndicators(.hidden)
                    Text("A long title that cannot fit").lineLimit(1).truncationMode(.middle).frame(width: 80)
                }, width: 240, height: 300)
            defer { window.destroy() }
            let buttons = descendants(of: hosting.widget, GTK.Button.self)
            let heights = buttons.map(\.height)
            XCTAssertLessThan(heights[0], heights[1], "small is smaller: \(heights)")
            XCTAssertGreaterThan(heights[2], heights[1], "large is larger: \(heights)")
            let scrolled = try XCTUnwrap(descendants(of: hosting.widget, GTK.ScrolledWindow.self).first)
            XCTAssertEqual(scrolled.policy.vertical, .external, "scrolls without a scroll bar")
            let label = try XCTUnwrap(descendants(of: hosting.widget, GTK.Label.self).first { $0.text.hasPrefix("A long") })
            XCTAssertEqual(label.ellipsize, .middle)
        }
    }

    private struct Tabs: View {
        var count: Int
        var body: some View {
            TabView {
                Text("Inbox").tabItem { Text("Inbox") }.badge(count)
                Text("Sent").tabItem { Text("Sent") }
            }
        }
    }

    func testABadgeCountsOnItsTab() throws {
        try gtk {
            let (window, hosting) = show(Tabs(count: 3), width: 240, height: 120)
            defer { window.destroy() }
            let stack = try XCTUnwrap(descendants(of: hosting.widget, GTK.Stack.self).first)
            XCTAssertTrue(labelTexts(in: window).contains("Inbox (3)"), "\(labelTexts(in: window))")
            _ = stack
            hosting.rootView = Tabs(count: 0)
            settle(window)
            XCTAssertTrue(labelTexts(in: window).contains("Inbox"), "a zero count shows no badge")
            XCTAssertFalse(labelTexts(in: window).contains("Inbox (3)"))
        }
    }

    @MainActor
    final class Refreshes {
        var count = 0
    }

    private struct Feed: View {
        let refreshes: Refreshes
        var body: some View {
            VStack {
                TextField("Filter", text: .constant(""))
            }
            .refreshable { await MainActor.run { refreshes.count += 1 } }
        }
    }

    func testF5AndControlRRefreshWhileTheFocusIsInside() throws {
        try gtk {
            let refreshes = Refreshes()
            try withFocusedWindow(Feed(refreshes: refreshes), width: 240, height: 80) { window in
                let entry = try XCTUnwrap(descendants(of: window, GTK.Entry.self).first)
                XCTAssertTrue(entry.grabFocus())
                settle(window)
                XCTAssertTrue(KeySynthesizer.type("F5"))
                XCTAssertTrue(MainLoop.run(until: { refreshes.count == 1 }), "F5 refreshes")
                XCTAssertTrue(KeySynthesizer.type("<Control>r"))
                XCTAssertTrue(MainLoop.run(until: { refreshes.count == 2 }), "Ctrl+R too")
            }
        }
    }
}
