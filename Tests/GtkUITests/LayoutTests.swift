import CGtk
import XCTest
@testable import GtkUI

/// Spacer, Divider, ZStack, ScrollView and Color as a view, laid out by GTK.
final class LayoutTests: GtkTestCase {
    /// `widget`'s frame in `ancestor`'s coordinates.
    @MainActor
    private static func frame(of widget: GTK.Widget, in ancestor: GTK.Widget) -> (x: Int, y: Int, width: Int, height: Int) {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget.widgetPointer, ancestor.widgetPointer, &bounds)
        return (Int(bounds.origin.x.rounded()), Int(bounds.origin.y.rounded()),
                Int(bounds.size.width.rounded()), Int(bounds.size.height.rounded()))
    }

    func testASpacerPushesItsSiblingsApartAlongTheStack() throws {
        try gtk {
            let window = GTK.Window(title: "Spacer", width: 400, height: 300)
            let hosting = HostingWidget(rootView: VStack {
                HStack { Text("Left"); Spacer(); Text("Right") }
                Spacer(minLength: 20)
                Text("Bottom")
            })
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.width > 0 && hosting.widget.isMapped }))
            MainLoop.drain()
            let column = try XCTUnwrap(hosting.widget.children.first)
            let row = column.children[0]
            XCTAssertEqual(row.children.count, 2, "Left takes the spacer's share: the spacer has no widget")
            let (left, right) = (row.children[0], row.children[1])
            XCTAssertTrue(left.expandsHorizontally)
            XCTAssertFalse(left.expandsVertically, "a spacer in a row gives only horizontal space")
            XCTAssertEqual(left.horizontalAlign, .start)
            XCTAssertEqual(Self.frame(of: left, in: row).x, 0)
            let rightFrame = Self.frame(of: right, in: row)
            XCTAssertEqual(rightFrame.x + rightFrame.width, row.width, "Right is pushed to the trailing edge")
            XCTAssertEqual(row.width, window.width, "the row fills the window's width")

            let columnSpacer = column.children[1]
            XCTAssertEqual(columnSpacer.typeName, "GtkuiBin", "a spacer with a minimum length keeps its widget")
            XCTAssertTrue(columnSpacer.expandsVertically)
            XCTAssertFalse(columnSpacer.expandsHorizontally)
            var requested: (Int32, Int32) = (0, 0)
            gtk_widget_get_size_request(columnSpacer.widgetPointer, &requested.0, &requested.1)
            XCTAssertEqual(requested.0, -1)
            XCTAssertEqual(requested.1, 20)
            let bottom = Self.frame(of: column.children[2], in: column)
            XCTAssertEqual(bottom.y + bottom.height, column.height, "Bottom is pushed to the bottom edge")
            window.destroy()
        }
    }

    func testADividerRunsAcrossItsStack() throws {
        try gtk {
            let hosting = HostingWidget(rootView: VStack {
                Text("a")
                Divider()
                HStack { Text("b"); Divider(); Text("c") }
            })
            let column = try XCTUnwrap(hosting.widget.children.first)
            let across = try XCTUnwrap(column.children[1].cast(to: GTK.Separator.self))
            XCTAssertEqual(across.orientation, .horizontal)
            XCTAssertEqual(across.horizontalAlign, .fill, "it spans the column's width")
            let upright = try XCTUnwrap(column.children[2].children[1].cast(to: GTK.Separator.self))
            XCTAssertEqual(upright.orientation, .vertical)
            let before = GraphCounters.snapshot
            hosting.rootView = VStack {
                Text("a")
                Divider()
                HStack { Text("b"); Divider(); Text("c") }
            }
            UpdateScheduler.shared.flush()
            XCTAssertEqual(GraphCounters.snapshot.since(before).gtkSetterCalls, 0)
        }
    }

    func testAZStackLayersOnAnOverlayAsBigAsItsLargestChild() throws {
        try gtk {
            let hosting = HostingWidget(rootView: ZStack(alignment: .topLeading) {
                Text("Main")
                Text("A much longer overlay line")
                Text("Tall\nlines\nhere")
            })
            let overlay = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Overlay.self))
            let main = try XCTUnwrap(overlay.child?.cast(to: GTK.Label.self))
            XCTAssertEqual(main.text, "Main")
            XCTAssertEqual(overlay.overlays.count, 2)
            for child in overlay.overlays { XCTAssertTrue(overlay.measuresOverlay(child)) }
            XCTAssertEqual(overlay.children.map(\.horizontalAlign), [.start, .start, .start])
            XCTAssertEqual(overlay.children.map(\.verticalAlign), [.start, .start, .start])
            let widest = overlay.overlays[0].measure(.horizontal).natural
            let tallest = overlay.overlays[1].measure(.vertical).natural
            XCTAssertEqual(overlay.measure(.horizontal).natural, widest)
            XCTAssertEqual(overlay.measure(.vertical).natural, tallest)
            XCTAssertGreaterThan(widest, main.measure(.horizontal).natural)
        }
    }

    func testAColorInAZStackFillsItWhileTextIsAligned() throws {
        try gtk {
            let hosting = HostingWidget(rootView: ZStack(alignment: .bottomTrailing) {
                Color.blue
                Text("On top")
            })
            let overlay = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Overlay.self))
            XCTAssertEqual(overlay.children.map(\.horizontalAlign), [.fill, .end])
            XCTAssertEqual(overlay.children.map(\.verticalAlign), [.fill, .end])
        }
    }

    func testAZStacksChildrenCanChange() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Badge(showsBadge: false))
            let overlay = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Overlay.self))
            XCTAssertEqual(overlay.overlays.count, 0)
            hosting.rootView = Badge(showsBadge: true)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(overlay.overlays.compactMap { $0.cast(to: GTK.Label.self)?.text }, ["3"])
            XCTAssertEqual(overlay.overlays.first?.horizontalAlign, .end)
            hosting.rootView = Badge(showsBadge: false)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(overlay.overlays.count, 0)
            XCTAssertEqual(overlay.child?.cast(to: GTK.Label.self)?.text, "Inbox")
        }
    }

    func testAScrollViewScrollsItsColumnAlongItsAxes() throws {
        try gtk {
            let hosting = HostingWidget(rootView: HStack {
                ScrollView { Text("a"); Spacer(); Text("b") }
                ScrollView(.horizontal, showsIndicators: false) { Text("c") }
            })
            let row = try XCTUnwrap(hosting.widget.children.first)
            let vertical = try XCTUnwrap(row.children[0].cast(to: GTK.ScrolledWindow.self))
            XCTAssertTrue(vertical.policy == (.never, .automatic))
            XCTAssertTrue(vertical.expandsHorizontally && vertical.expandsVertically)
            let column = try XCTUnwrap(ScrollView<EmptyView>.column(of: vertical))
            XCTAssertEqual(column.children.compactMap { $0.cast(to: GTK.Label.self)?.text }, ["a", "b"])
            XCTAssertEqual(column.children.count, 2, "a takes the spacer's share")
            XCTAssertTrue(column.children[0].expandsVertically, "the spacer's share in the column is vertical")
            XCTAssertEqual(column.children[0].verticalAlign, .start)
            let horizontal = try XCTUnwrap(row.children[1].cast(to: GTK.ScrolledWindow.self))
            XCTAssertTrue(horizontal.policy == (.external, .never))
        }
    }

    func testAColorFillsItsAllocation() throws {
        try gtk {
            let window = GTK.Window(title: "Color", width: 120, height: 80)
            let hosting = HostingWidget(rootView: HStack(spacing: 0) { Color.pink; Color.blue })
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.width > 0 && hosting.widget.isMapped }))
            UpdateScheduler.shared.flush()
            MainLoop.drain()
            let row = try XCTUnwrap(hosting.widget.children.first)
            let pink = row.children[0]
            XCTAssertTrue(pink.expandsHorizontally && pink.expandsVertically)
            XCTAssertEqual(pink.width, window.width / 2, "the two colors share the width")
            XCTAssertEqual(pink.height, window.height)
            let image = try WidgetRenderer.render(row)
            for (x, y) in [(2, 2), (window.width / 4, window.height / 2), (window.width / 2 - 2, window.height - 2)] {
                let pixel = image.pixel(x: x, y: y)
                XCTAssertTrue(pixel == (255, 45, 85, 255), "pink at (\(x), \(y)): \(pixel)")
            }
            let blue = image.pixel(x: window.width - 3, y: window.height / 2)
            XCTAssertTrue(blue == (0, 122, 255, 255), "\(blue)")
            window.destroy()
        }
    }

    func testPaddingAroundAnExpandingViewStillFillsTheWindowButABackgroundDoesNotExpand() throws {
        try gtk {
            let window = GTK.Window(title: "Padding", width: 200, height: 160)
            let hosting = HostingWidget(rootView: VStack(spacing: 0) {
                Color.pink.padding(10)
                Text("below").background { Color.blue }
            })
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.width > 0 && hosting.widget.isMapped }))
            UpdateScheduler.shared.flush()
            MainLoop.drain()
            let column = try XCTUnwrap(hosting.widget.children.first)
            let padded = column.children[0]
            XCTAssertTrue(padded.computesExpand(.horizontal) && padded.computesExpand(.vertical),
                          "the padding expands where its content does")
            // A widget's width and height are its content box: the padding's 10 points go
            // around it on each side.
            XCTAssertEqual(padded.width + 20, window.width)
            let label = column.children[1]
            XCTAssertFalse(label.computesExpand(.vertical), "a background never makes its content expand")
            XCTAssertEqual(padded.height + 20 + label.height, window.height, "the padded color takes the rest")
            window.destroy()
        }
    }
}

private struct Badge: View {
    var showsBadge: Bool
    var body: some View {
        ZStack(alignment: .topTrailing) {
            Text("Inbox")
            if showsBadge { Text("3") }
        }
    }
}
