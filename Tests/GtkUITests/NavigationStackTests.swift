import CGtk
import GtkTestSupport
import XCTest
@testable import GtkUI

/// A root with a destination link; the pushed page dismisses itself.
private struct LinkRoot: View {
    let log: Reported<[String]>

    var body: some View {
        VStack {
            Text("Root page")
            NavigationLink("Open detail") { DetailPage(log: log) }
        }
        .navigationTitle("Home")
    }
}

private struct DetailPage: View {
    let log: Reported<[String]>
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text("Detail page")
            Text(isPresented ? "presented" : "not presented")
            Button("Done") { dismiss() }
        }
        .navigationTitle("Detail")
        .onDisappear { log.value.append("detail gone") }
    }
}

/// Value links and a path binding.
private struct NumbersStack: View {
    @Binding var path: [Int]

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                ForEach(1..<4) { number in
                    NavigationLink("Number \(number)", value: number)
                }
            }
            .navigationDestination(for: Int.self) { number in
                VStack {
                    Text("Showing \(number)")
                    NavigationLink("Next", value: number + 10)
                }
                .navigationTitle("Number \(number)")
            }
        }
    }
}

private struct PathHolder: View {
    @State var path: [Int] = []
    let seen: Reported<[Int]>

    var body: some View {
        NumbersStack(path: $path)
            .onChange(of: path) { _, new in seen.value = new }
    }
}

/// The title of the bar above a stack that is not a window's navigation.
@MainActor
private func barTitle(in root: GTK.Widget) -> String? {
    descendants(of: root, GTK.Label.self).first { $0.hasCSSClass("title") }?.text
}

@MainActor
private func backButton(in root: GTK.Widget) -> GTK.Button? {
    descendants(of: root, GTK.Button.self).first { $0.accessibleProperty(.label, is: "Back") }
}

/// The mapped button in `root` that shows `title`.
@MainActor
func linkButton(_ title: String, in root: GTK.Widget) -> GTK.Button? {
    descendants(of: root, GTK.Button.self).first { $0.isMapped && labelTexts(in: $0).contains(title) }
}

/// Whether a mapped label in `root` shows `text`.
@MainActor
func shows(_ text: String, in root: GTK.Widget) -> Bool {
    descendants(of: root, GTK.Label.self).contains { $0.text == text && $0.isMapped }
}

private struct ListOfLinks: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Alpha", "Beta"], id: \.self) { name in
                    NavigationLink(name) { Text("Page \(name)") }
                }
            }
        }
    }
}

/// `NavigationStack`, `NavigationLink`, `navigationDestination` over a GtkStack.
final class NavigationStackTests: GtkTestCase {
    func testReturnOnAListRowFollowsItsLink() throws {
        try gtk {
            let (window, _) = show(ListOfLinks(), width: 360, height: 260)
            defer { window.destroy() }
            let list = try XCTUnwrap(descendants(of: window, GTK.ListView.self).first)
            let firstRow = try XCTUnwrap(list.children.first)
            XCTAssertTrue(firstRow.grabFocus())
            XCTAssertTrue(MainLoop.run(until: { window.isActive }))
            XCTAssertTrue(KeySynthesizer.type("Return"))
            XCTAssertTrue(MainLoop.run(until: { shows("Page Alpha", in: window) }), "Return follows the row's link")
        }
    }

    func testADestinationLinkPushesAPageThatGoesBackWithTheBackButton() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, hosting) = show(NavigationStack { LinkRoot(log: log) }, width: 360, height: 240)
            defer { window.destroy() }
            XCTAssertTrue(shows("Root page", in: window))
            XCTAssertEqual(barTitle(in: window), "Home", "the root page's title shows in the bar")
            let back = try XCTUnwrap(backButton(in: window))
            XCTAssertFalse(back.isVisible, "no back button at the root")
            let link = try XCTUnwrap(linkButton("Open detail", in: window))
            XCTAssertTrue(link.accessibleProperty(.label, is: "Open detail"))

            link.emit(.clicked)
            settle(window)
            XCTAssertTrue(MainLoop.run(until: { shows("Detail page", in: window) && !shows("Root page", in: window) }))
            XCTAssertTrue(shows("presented", in: window), "isPresented is true on a pushed page")
            XCTAssertTrue(back.isVisible)
            XCTAssertEqual(barTitle(in: window), "Detail")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("navigation-pushed.png"))
            // SwiftUI shows the same code as a navigation bar titled "Detail" with a back
            // button ("< Home" on iOS, a chevron on macOS) over the detail's views.

            back.emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { log.value == ["detail gone"] }), "the popped page is dismantled")
            settle(window)
            XCTAssertTrue(shows("Root page", in: window))
            XCTAssertFalse(back.isVisible)
            XCTAssertEqual(barTitle(in: window), "Home")
            _ = hosting
        }
    }

    func testDismissPopsThePageAndKeysGoBack() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(NavigationStack { LinkRoot(log: log) }, width: 360, height: 240)
            defer { window.destroy() }
            try XCTUnwrap(linkButton("Open detail", in: window)).emit(.clicked)
            settle(window)
            try XCTUnwrap(linkButton("Done", in: window)).emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 1 }), "dismiss() pops the page")
            settle(window)
            XCTAssertTrue(shows("Root page", in: window))

            // From the keyboard: the focus goes into the pushed page; Alt+Left and Escape pop.
            try XCTUnwrap(linkButton("Open detail", in: window)).emit(.clicked)
            settle(window)
            XCTAssertTrue(try XCTUnwrap(linkButton("Done", in: window)).containsFocus, "the pushed page has the focus")
            XCTAssertTrue(KeySynthesizer.type("<Alt>Left"))
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 2 }), "Alt+Left goes back")
            settle(window)
            try XCTUnwrap(linkButton("Open detail", in: window)).emit(.clicked)
            settle(window)
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 3 }), "Escape goes back")
        }
    }

    func testValueLinksFollowThePathBinding() throws {
        try gtk {
            let seen = Reported<[Int]>([])
            let holder = PathHolder(seen: seen)
            let (window, hosting) = show(holder, width: 360, height: 260)
            defer { window.destroy() }
            try XCTUnwrap(linkButton("Number 2", in: window)).emit(.clicked)
            settle(window)
            XCTAssertEqual(seen.value, [2], "a value link appends to the path")
            XCTAssertTrue(MainLoop.run(until: { shows("Showing 2", in: window) }))
            XCTAssertEqual(barTitle(in: window), "Number 2")
            try XCTUnwrap(linkButton("Next", in: window)).emit(.clicked)
            settle(window)
            XCTAssertEqual(seen.value, [2, 12])
            XCTAssertTrue(MainLoop.run(until: { shows("Showing 12", in: window) }))

            try XCTUnwrap(backButton(in: window)).emit(.clicked)
            settle(window)
            XCTAssertEqual(seen.value, [2], "going back writes the path")
            XCTAssertTrue(MainLoop.run(until: { shows("Showing 2", in: window) }))
            _ = hosting
        }
    }

    func testSettingThePathPushesAndPops() throws {
        try gtk {
            let path = Reported<[Int]>([])
            let binding = Binding(get: { path.value }, set: { path.value = $0 })
            let (window, hosting) = show(NumbersStack(path: binding), width: 360, height: 260)
            defer { window.destroy() }
            path.value = [3, 13]
            hosting.rootView = NumbersStack(path: binding)
            settle(window)
            XCTAssertTrue(MainLoop.run(until: { shows("Showing 13", in: window) }))
            XCTAssertEqual(barTitle(in: window), "Number 13")
            path.value = []
            hosting.rootView = NumbersStack(path: binding)
            settle(window)
            XCTAssertTrue(MainLoop.run(until: { shows("Number 1", in: window) && !shows("Showing 3", in: window) }))
            XCTAssertFalse(try XCTUnwrap(backButton(in: window)).isVisible)
        }
    }

    func testPushingAndPoppingReleasesEveryPage() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(NavigationStack { LinkRoot(log: log) }, width: 360, height: 240)
            defer { window.destroy() }
            // A first push and pop loads what is loaded once (icons, style rules).
            try XCTUnwrap(linkButton("Open detail", in: window)).emit(.clicked)
            settle(window)
            try XCTUnwrap(backButton(in: window)).emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 1 }))
            settle(window)
            MainLoop.drain()
            let baseline = LiveObjects.count
            let closures = LiveObjects.signalClosureCount
            try XCTUnwrap(linkButton("Open detail", in: window)).emit(.clicked)
            settle(window)
            XCTAssertGreaterThan(LiveObjects.count, baseline)
            try XCTUnwrap(backButton(in: window)).emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 2 }))
            XCTAssertTrue(
                MainLoop.run(until: { LiveObjects.count == baseline }), "still alive: \(LiveObjects.countsByType)")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
        }
    }

    func testInAnAppWindowTheBackButtonIsInTheHeaderBarAndThePageTitlesTheWindow() throws {
        try gtk {
            let log = Reported<[String]>([])
            let app = TestApp {
                WindowGroup("Main") {
                    NavigationStack {
                        LinkRoot(log: log).toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
                    }
                }
            }
            let main = try XCTUnwrap(app.windows.first)
            let header = try XCTUnwrap(descendants(of: main.window, GTK.HeaderBar.self).first)
            XCTAssertEqual(main.window.title, "Home")
            let back = try XCTUnwrap(backButton(in: header), "the back button is in the header bar")
            XCTAssertFalse(back.isVisible)
            XCTAssertEqual(buttons("Add", in: header).count, 1, "the root page's toolbar item")
            try XCTUnwrap(button("Open detail", in: main)).emit(.clicked)
            settle(main.window)
            XCTAssertTrue(back.isVisible)
            XCTAssertEqual(main.window.title, "Detail")
            XCTAssertEqual(buttons("Add", in: header).count, 0, "a covered page's items leave the header bar")
            XCTAssertNil(barTitle(in: main.window.child ?? main.window), "no second bar")
            XCTAssertTrue(MainLoop.run(until: { shows("Detail page", in: main.window) && !shows("Root page", in: main.window) }))
            settle(main.window)
            try WidgetRenderer.render(main.window).writePNG(to: Artifacts.path("navigation-window.png"))
            back.emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 1 }))
            XCTAssertEqual(main.window.title, "Home")
            XCTAssertEqual(buttons("Add", in: header).count, 1, "and come back with it")
            app.quit()
        }
    }

    private struct ToolbarRoot: View {
        var body: some View {
            Text("Inbox page")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Compose") {} }
                    ToolbarItem(placement: .primaryAction) { Button { } label: { Label("Add", systemImage: "plus") } }
                }
        }
    }

    func testWithoutAWindowHeaderBarTheItemsGoInTheStacksOwnBar() throws {
        try gtk {
            // A stack hosted outside an app window (in a preview, or inside another view):
            // SwiftUI shows the items in the navigation bar, around the title.
            let (window, _) = show(NavigationStack { ToolbarRoot() }, width: 360, height: 200)
            defer { window.destroy() }
            XCTAssertEqual(barTitle(in: window), "Inbox")
            let bar = try XCTUnwrap(descendants(of: window, GTK.Box.self).first { $0.hasCSSClass("toolbar") })
            XCTAssertTrue(bar.isVisible)
            XCTAssertEqual(descendants(of: bar, GTK.Label.self).filter(\.isMapped).map(\.text), ["Edit", "Inbox", "Compose"],
                           "leading, title, trailing; a Label in a toolbar shows its icon alone")
            let add = try XCTUnwrap(descendants(of: bar, GTK.Button.self).last)
            XCTAssertTrue(add.accessibleProperty(.label, is: "Add"), "named by its title")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("navigation-own-bar-items.png"))
        }
    }
}
