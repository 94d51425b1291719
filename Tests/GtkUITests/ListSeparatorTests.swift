import CGtk
import XCTest
@testable import GtkUI

private struct TodayList: View {
    var body: some View {
        List {
            Section("Today") {
                HStack {
                    Image(systemName: "heart.fill")
                    Text("Heart rate")
                }
                Text("Steps")
                HStack {
                    Image(systemName: "star")
                        .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
                    Text("Favourites")
                }
                Text("No line").listRowSeparator(.hidden)
                Text("Last")
            }
        }
    }
}

/// Row separators drawn by the cells: aligned with the text, or with a chosen view.
final class ListSeparatorTests: GtkTestCase {
    @MainActor
    private static func bounds(of widget: GTK.Widget, in window: GTK.Window) -> graphene_rect_t {
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget.widgetPointer, window.widgetPointer, &bounds), 0)
        return bounds
    }

    /// Where the line along the bottom of a row runs: the first and last x whose pixel is
    /// darker than the background, or `nil` when there is none.
    private static func line(in image: RenderedImage, y: Int) -> ClosedRange<Int>? {
        let dark = (0..<image.width).filter { x in
            let pixel = image.pixel(x: x, y: y)
            return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 240
        }
        guard let first = dark.first, let last = dark.last else { return nil }
        XCTAssertEqual(dark.count, last - first + 1, "one unbroken line at y \(y)")
        return first...last
    }

    func testSeparatorsStartAtTheTextOrAtTheChosenViewAndEndAtTheRowsEdge() throws {
        try gtk {
            let (window, _) = show(TodayList(), width: 320, height: 320)
            defer { window.destroy() }
            let image = try WidgetRenderer.render(window)
            try image.writePNG(to: Artifacts.path("list-separators.png"))

            let listView = try XCTUnwrap(descendants(of: window, GTK.Widget.self).first { $0.typeName == "GtkListView" })
            XCTAssertNotEqual(gtk_list_view_get_show_separators(listView.opaquePointer), 0, "a plain List shows separators")
            @MainActor func bottom(_ text: String) throws -> (y: Int, rowEnd: Int) {
                let bounds = Self.bounds(of: try listRow(showing: text, in: window).row, in: window)
                return (Int(bounds.origin.y + bounds.size.height) - 1, Int(bounds.origin.x + bounds.size.width) - 1)
            }
            @MainActor func x(of widget: GTK.Widget) -> Int { Int(Self.bounds(of: widget, in: window).origin.x) }

            // After the image: at the text.
            let heart = try bottom("Heart rate")
            let heartText = x(of: try listRow(showing: "Heart rate", in: window).label)
            XCTAssertGreaterThan(heartText, 30, "the text starts after the margin and the image")
            XCTAssertEqual(Self.line(in: image, y: heart.y), heartText...heart.rowEnd)
            // Text only: at the text, after the row's margin.
            let steps = try bottom("Steps")
            XCTAssertEqual(Self.line(in: image, y: steps.y), x(of: try listRow(showing: "Steps", in: window).label)...steps.rowEnd)
            // The guide on the image: at the image.
            let favourites = try bottom("Favourites")
            let star = try XCTUnwrap(descendants(of: try listRow(showing: "Favourites", in: window).row, GTK.Image.self).first)
            XCTAssertEqual(Self.line(in: image, y: favourites.y), x(of: star)...favourites.rowEnd)
            XCTAssertLessThan(x(of: star), heartText)
            // Hidden, and the header: none.
            XCTAssertNil(Self.line(in: image, y: try bottom("No line").y))
            XCTAssertNil(Self.line(in: image, y: try bottom("Today").y))
            XCTAssertNotNil(Self.line(in: image, y: try bottom("Last").y))
        }
    }

    func testCellsOfAListViewMadeByGTKCodeAlignItsSeparatorsToo() throws {
        try gtk {
            let dataSource = ListDataSource<Int, Int>()
            let factory = ListItemFactory(dataSource) { cell, row in
                guard let id = row.itemID else { return }
                cell.contentConfiguration = HostingConfiguration {
                    HStack {
                        Image(systemName: "heart.fill")
                        Text("Day \(id)")
                    }
                }
            }
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<20))
            try dataSource.apply(snapshot)
            let list = ListWindow(dataSource, factory: factory, height: 300)
            defer { list.close() }
            gtk_list_view_set_show_separators(OpaquePointer(list.listView), 1)
            settle(list.window)
            let image = try WidgetRenderer.render(list.window)
            try image.writePNG(to: Artifacts.path("list-view-separators.png"))
            // Row 1: row 0 may show the selection.
            let cell = try XCTUnwrap(factory.cell(for: .item(1)))
            let label = try XCTUnwrap(descendants(of: cell.widget, GTK.Label.self).first)
            let row = try XCTUnwrap(cell.widget.parent)
            let rowBounds = Self.bounds(of: row, in: list.window)
            let y = Int(rowBounds.origin.y + rowBounds.size.height) - 1
            XCTAssertEqual(
                Self.line(in: image, y: y),
                Int(Self.bounds(of: label, in: list.window).origin.x)...Int(rowBounds.origin.x + rowBounds.size.width) - 1)
        }
    }
}
