import CGtk
import XCTest
@testable import GtkUI

private struct AccentNameKey: EnvironmentKey {
    static var defaultValue: String { "none" }
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

@MainActor
private final class ToolbarState: ObservableObject {
    enum Page: Hashable { case first, second }
    @Published var page = Page.first
    @Published var showsToolbar = true
    var appeared = 0
    var disappeared = 0
}

/// A window's content that switches pages from the header bar.
private struct PagedView: View {
    @ObservedObject var state: ToolbarState

    var body: some View {
        if state.showsToolbar {
            Text(state.page == .first ? "First page" : "Second page")
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        Picker("Page", selection: $state.page) {
                            Text("First").tag(ToolbarState.Page.first)
                            Text("Second").tag(ToolbarState.Page.second)
                        }
                        .pickerStyle(.segmented)
                    }
                    ToolbarItem(placement: .navigation) {
                        AccentLabel()
                            .onAppear { state.appeared += 1 }
                            .onDisappear { state.disappeared += 1 }
                    }
                    ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                }
                .environment(\.accentName, "teal")
        } else {
            Text("No toolbar")
        }
    }
}

private struct AccentLabel: View {
    @Environment(\.accentName) private var accent
    var body: some View { Text("Accent \(accent)") }
}

/// `.toolbar { ToolbarItem(placement:) { … } }` fills the window's header bar.
final class ToolbarTests: GtkTestCase {
    @MainActor
    private static func header(of window: SceneWindow) throws -> GTK.HeaderBar {
        try XCTUnwrap(descendants(of: window.window, GTK.HeaderBar.self).first)
    }

    @MainActor
    private static func titleWidget(of window: SceneWindow) throws -> GTK.Widget? {
        try gtk_header_bar_get_title_widget(header(of: window).opaquePointer).map { GTK.Widget(retaining: $0) }
    }

    @MainActor
    private static func x(of widget: GTK.Widget, in window: SceneWindow) -> Double {
        var x = 0.0, y = 0.0
        gtk_widget_translate_coordinates(widget.widgetPointer, window.window.widgetPointer, 0, 0, &x, &y)
        return x
    }

    func testItemsGoToTheHeaderBarSeeTheEnvironmentAndLeaveWithTheirView() throws {
        try gtk {
            let state = ToolbarState()
            let app = TestApp { WindowGroup("Main") { PagedView(state: state) } }
            let main = try XCTUnwrap(app.windows.first)
            let header = try Self.header(of: main)
            let title = try XCTUnwrap(try Self.titleWidget(of: main), "the principal item replaces the title")
            let segments = descendants(of: title, GTK.Button.self)
            XCTAssertEqual(segments.map(\.label), ["First", "Second"])
            XCTAssertEqual(labelTexts(in: header).filter { $0.hasPrefix("Accent") }, ["Accent teal"],
                           "items see the content's environment")
            XCTAssertNotNil(button("Add", in: main))
            XCTAssertEqual(state.appeared, 1)

            // The header bar's start: the navigation item; its end: the action, then the menu.
            let ends = header.all(GTK.Box.self).filter { $0.isVisible && !labelTexts(in: $0).isEmpty }
            XCTAssertTrue(ends.contains { labelTexts(in: $0) == ["Accent teal"] })
            XCTAssertTrue(ends.contains { labelTexts(in: $0) == ["Add"] })
            let menu = try XCTUnwrap(header.all(GTK.MenuButton.self).first)
            let add = try XCTUnwrap(button("Add", in: main))
            XCTAssertLessThan(Self.x(of: add, in: main), Self.x(of: menu, in: main), "the primary menu stays outermost")
            XCTAssertLessThan(Self.x(of: title, in: main), Self.x(of: add, in: main))

            // Choosing a segment writes the binding; the content follows.
            gtk_toggle_button_set_active(segments[1].pointer(), 1)
            XCTAssertEqual(state.page, .second)
            settle(main.window)
            XCTAssertTrue(labelTexts(in: main.window).contains("Second page"))
            try WidgetRenderer.render(main.window).writePNG(to: Artifacts.path("toolbar-principal.png"))

            // The view leaves: so do its items, and the window's title comes back.
            state.showsToolbar = false
            settle(main.window)
            XCTAssertNil(try Self.titleWidget(of: main))
            XCTAssertNil(button("Add", in: main))
            XCTAssertFalse(labelTexts(in: header).contains("Accent teal"))
            XCTAssertEqual(state.disappeared, 1, "the items' views are dismantled")
            state.showsToolbar = true
            settle(main.window)
            XCTAssertNotNil(try Self.titleWidget(of: main))
            app.quit()
            XCTAssertEqual(state.disappeared, 2, "closing the window dismantles the items")
        }
    }

    func testClosingAWindowWithToolbarItemsReleasesEverything() throws {
        try gtk {
            let state = ToolbarState()
            let app = TestApp { WindowGroup("Main") { PagedView(state: state) } }
            try app.assertAWindowReleasesEverything { second in
                XCTAssertNotNil(try Self.titleWidget(of: second))
                second.close()
            }
            app.quit()
        }
    }

    func testContentWithAToolbarStillFillsTheWindow() throws {
        try gtk {
            let app = TestApp {
                WindowGroup("Main") {
                    List { Text("Row") }
                        .toolbar { ToolbarItem(placement: .principal) { Text("Title") } }
                }
                .defaultSize(width: 400, height: 400)
            }
            let main = try XCTUnwrap(app.windows.first)
            let list = try XCTUnwrap(descendants(of: main.window, GTK.Widget.self).first { $0.typeName == "GtkListView" })
            XCTAssertGreaterThan(list.height, 300, "the list's wish to expand passes the toolbar's box")
            app.quit()
        }
    }

    func testOutsideAnAppWindowTheItemsAreNotShown() throws {
        try gtk {
            let state = ToolbarState()
            let (window, _) = show(PagedView(state: state))
            defer { window.destroy() }
            XCTAssertEqual(descendants(of: window, GTK.Label.self).map(\.text), ["First page"])
            XCTAssertEqual(state.appeared, 0)
        }
    }
}

/// A window's content that keeps its page in its own `@State`, as an app's main view does.
private struct StatePagedView: View {
    enum Page: Hashable { case first, second }
    @State private var page = Page.first

    var body: some View {
        Text(page == .first ? "First page" : "Second page")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Picker("Page", selection: $page) {
                        Text("First").tag(Page.first)
                        Text("Second").tag(Page.second)
                    }
                    .pickerStyle(.segmented)
                }
            }
    }
}

/// Two windows of one window group: each window's switcher switches its own page.
final class ToolbarTwoWindowsTests: GtkTestCase {
    @MainActor
    private static func segments(of window: SceneWindow) throws -> [GTK.Button] {
        let header = try XCTUnwrap(descendants(of: window.window, GTK.HeaderBar.self).first)
        let title = try XCTUnwrap(gtk_header_bar_get_title_widget(header.opaquePointer).map { GTK.Widget(retaining: $0) })
        return descendants(of: title, GTK.Button.self)
    }

    func testEachWindowsSwitcherSwitchesItsOwnPage() throws {
        try gtk {
            let app = TestApp { WindowGroup("Main") { StatePagedView() } }
            let first = try XCTUnwrap(app.windows.first)
            let second = try XCTUnwrap(app.runtime.openMainWindow())
            app.settleWindows()

            gtk_toggle_button_set_active(try Self.segments(of: first)[1].pointer(), 1)
            app.settleWindows()
            XCTAssertTrue(labelTexts(in: first.window).contains("Second page"), "the first window switched")
            XCTAssertTrue(labelTexts(in: second.window).contains("First page"), "the second did not")

            gtk_toggle_button_set_active(try Self.segments(of: second)[1].pointer(), 1)
            app.settleWindows()
            XCTAssertTrue(labelTexts(in: second.window).contains("Second page"))
            gtk_toggle_button_set_active(try Self.segments(of: first)[0].pointer(), 1)
            app.settleWindows()
            XCTAssertTrue(labelTexts(in: first.window).contains("First page"))
            XCTAssertTrue(labelTexts(in: second.window).contains("Second page"))

            // The second window closes: the first still switches.
            second.close()
            XCTAssertTrue(MainLoop.run(until: { app.windows.count == 1 }))
            gtk_toggle_button_set_active(try Self.segments(of: first)[1].pointer(), 1)
            app.settleWindows()
            XCTAssertTrue(labelTexts(in: first.window).contains("Second page"), "after the other window closed")
            app.quit()
        }
    }
}

private struct TitledView: View {
    @ObservedObject var state: ToolbarState
    var body: some View {
        if state.showsToolbar {
            VStack { Text("Inner").navigationTitle("Inner title") }.navigationTitle("Outer title")
        } else {
            Text("Untitled")
        }
    }
}

/// `.navigationTitle` titles the view's window while the view is shown.
final class NavigationTitleTests: GtkTestCase {
    func testTheInnermostTitleShowsAndTheScenesComesBack() throws {
        try gtk {
            let state = ToolbarState()
            let app = TestApp { WindowGroup("Main") { TitledView(state: state) } }
            let main = try XCTUnwrap(app.windows.first)
            XCTAssertEqual(main.window.title, "Inner title")
            state.showsToolbar = false
            settle(main.window)
            XCTAssertEqual(main.window.title, "Main", "the view left: the scene's title again")
            state.showsToolbar = true
            settle(main.window)
            XCTAssertEqual(main.window.title, "Inner title")
            app.quit()
        }
    }
}
