import Foundation
import XCTest
@testable import GtkUI

/// `\.openURL`, the size classes and `\.dynamicTypeSize`, read and set as in SwiftUI.
final class SystemEnvironmentTests: GtkTestCase {
    @MainActor
    final class Received {
        var urls: [URL] = []
    }

    /// A button that opens a URL through the environment, and a Link.
    private struct Opener: View {
        @Environment(\.openURL) private var openURL
        var body: some View {
            VStack {
                Button("Open") { openURL(URL(string: "https://example.org/button")!) }
                Link("Docs", destination: URL(string: "https://example.org/link")!)
            }
        }
    }

    func testOpenURLGoesToTheHandlerTheEnvironmentSets() throws {
        try gtk {
            let received = Received()
            let view = Opener().environment(
                \.openURL,
                OpenURLAction { url in
                    received.urls.append(url)
                    return url.path == "/button" ? .handled : .discarded
                })
            let (window, hosting) = show(view)
            defer { window.destroy() }
            let buttons = descendants(of: hosting.widget, GTK.Button.self)
            try XCTUnwrap(buttons.first { !($0 is GTK.LinkButton) }).emit(.clicked)
            // A link is opened through the same handler (GtkLinkButton's activate-link).
            try XCTUnwrap(descendants(of: hosting.widget, GTK.LinkButton.self).first).emit(.clicked)
            XCTAssertEqual(received.urls.map(\.absoluteString), ["https://example.org/button", "https://example.org/link"])
        }
    }

    func testTheDefaultOpenURLIsTheDesktopsHandler() {
        gtk {
            var environment = EnvironmentValues()
            XCTAssertTrue(environment.openURL.isSystemAction)
            environment.openURL = OpenURLAction { _ in .handled }
            XCTAssertFalse(environment.openURL.isSystemAction)
        }
    }

    /// Shows which size class its window has.
    private struct SizeClassLabel: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        var body: some View {
            Text(horizontal == .compact ? "compact" : "regular")
        }
    }

    func testAWindowNarrowerThan600PointsIsCompact() {
        gtk {
            let app = TestApp {
                WindowGroup("Sizes") { SizeClassLabel() }.defaultSize(width: 800, height: 600)
            }
            let window = app.windows[0]
            XCTAssertTrue(labelTexts(in: window.window).contains("regular"))
            window.window.setDefaultSize(width: 420, height: 600)
            XCTAssertTrue(
                MainLoop.run(until: { labelTexts(in: window.window).contains("compact") }),
                "the view updates when the window becomes narrow")
            window.window.setDefaultSize(width: 900, height: 600)
            XCTAssertTrue(MainLoop.run(until: { labelTexts(in: window.window).contains("regular") }))
            app.quit()
        }
    }

    func testDynamicTypeSizeFollowsTheTextScale() {
        XCTAssertEqual(DynamicTypeSize(textScale: 1), .large)
        XCTAssertEqual(DynamicTypeSize(textScale: 1.25), .xxLarge, "GNOME's Large Text: 21.25 points")
        XCTAssertEqual(DynamicTypeSize(textScale: 2), .accessibility2)
        XCTAssertEqual(DynamicTypeSize(textScale: 0.8), .xSmall)
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    /// Shows its dynamic type size.
    private struct TypeSizeLabel: View {
        @Environment(\.dynamicTypeSize) private var size
        var body: some View { Text("\(size)") }
    }

    func testDynamicTypeSizeCanBeSetAndLimited() {
        gtk {
            let (window, hosting) = show(
                VStack {
                    TypeSizeLabel().dynamicTypeSize(.xLarge)
                    TypeSizeLabel().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xSmall)
                    TypeSizeLabel().dynamicTypeSize(.small ... .xxxLarge).dynamicTypeSize(.accessibility4)
                })
            defer { window.destroy() }
            // A limit keeps the size the view inherits inside it: `.xSmall` is within
            // `...large`, `.accessibility4` is brought down to `.xxxLarge`.
            XCTAssertEqual(labelTexts(in: hosting.widget), ["xLarge", "xSmall", "xxxLarge"])
        }
    }
}
