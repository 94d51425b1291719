import XCTest
@testable import GtkUI

/// The `Layout` protocol: a custom layout measures and places its subviews through one
/// GtkuiCustomLayout, asserted from GTK's allocations.
final class LayoutProtocolTests: GtkTestCase {
    /// A classic flow layout: subviews left to right, wrapping onto a new row when the next
    /// one would pass the proposed width.
    struct FlowLayout: Layout {
        var spacing: CGFloat = 10

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
            let width = rows.map(\.width).max() ?? 0
            let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
            return CGSize(width: width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for row in arrange(width: bounds.width, subviews: subviews) {
                var x = bounds.minX
                for index in row.indices {
                    let size = subviews[index].sizeThatFits(.unspecified)
                    subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                    x += size.width + spacing
                }
                y += row.height + spacing
            }
        }

        private struct Row {
            var indices: [Int] = []
            var width: CGFloat = 0
            var height: CGFloat = 0
        }

        private func arrange(width: CGFloat, subviews: Subviews) -> [Row] {
            var rows: [Row] = []
            var row = Row()
            for index in subviews.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                let needed = row.indices.isEmpty ? size.width : row.width + spacing + size.width
                if needed > width, !row.indices.isEmpty {
                    rows.append(row)
                    row = Row()
                }
                row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
                row.height = max(row.height, size.height)
                row.indices.append(index)
            }
            if !row.indices.isEmpty { rows.append(row) }
            return rows
        }
    }

    /// Subviews around a circle, the first at the top, clockwise; centered on their points.
    struct RadialLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions(by: CGSize(width: 120, height: 120))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let largest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            let radius = min(bounds.width, bounds.height) / 2 - largest / 2
            for (offset, subview) in subviews.enumerated() {
                let angle = 2 * Double.pi * Double(offset) / Double(subviews.count) - Double.pi / 2
                subview.place(
                    at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                    anchor: .center, proposal: .unspecified)
            }
        }
    }

    /// Six 60 × 20 tags in a flow layout `width` wide.
    struct Tags: View {
        var width: CGFloat
        var body: some View {
            FlowLayout {
                ForEach(0..<6, id: \.self) { index in
                    Color(red: Double(index) / 6, green: 0.5, blue: 1 - Double(index) / 6).frame(width: 60, height: 20)
                }
            }
            .frame(width: width)
        }
    }

    @MainActor
    private static func tagFrames(in hosting: GTK.Widget) throws -> [(x: Int, y: Int, width: Int, height: Int)] {
        let layout = try XCTUnwrap(descendants(of: hosting, GTK.CustomLayout.self).first)
        return try layout.children.map { try XCTUnwrap($0.bounds(in: layout)) }
    }

    func testAFlowLayoutWrapsTagsIntoRowsAsTheWidthShrinks() throws {
        try gtk {
            // SwiftUI: 240 wide, three tags a row (3 × 60 + 2 × 10 = 200), two rows 10 apart.
            let (window, hosting) = show(Tags(width: 240), width: 320, height: 200)
            defer { window.destroy() }
            var frames = try Self.tagFrames(in: hosting.widget)
            XCTAssertEqual(frames.map(\.x), [0, 70, 140, 0, 70, 140])
            XCTAssertEqual(frames.map(\.y), [0, 0, 0, 30, 30, 30])
            XCTAssertTrue(frames.allSatisfy { $0.width == 60 && $0.height == 20 })
            let layout = try XCTUnwrap(descendants(of: hosting.widget, GTK.CustomLayout.self).first)
            XCTAssertEqual(layout.height, 50, "two rows: 20 + 10 + 20")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("layout-flow-240.png"))

            // 140 wide: two a row, three rows.
            hosting.rootView = Tags(width: 140)
            settle(window)
            frames = try Self.tagFrames(in: hosting.widget)
            XCTAssertEqual(frames.map(\.x), [0, 70, 0, 70, 0, 70])
            XCTAssertEqual(frames.map(\.y), [0, 0, 30, 30, 60, 60])
            XCTAssertEqual(layout.height, 80)
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("layout-flow-140.png"))

            // Wide enough for all six on one row (6 × 60 + 5 × 10 = 410).
            hosting.rootView = Tags(width: 420)
            window.setDefaultSize(width: 440, height: 200)
            settle(window)
            frames = try Self.tagFrames(in: hosting.widget)
            XCTAssertEqual(frames.map(\.y), [0, 0, 0, 0, 0, 0])
            XCTAssertEqual(frames.map(\.x), [0, 70, 140, 210, 280, 350])
        }
    }

    func testAFlowLayoutMeasuresForGtk() throws {
        try gtk {
            let hosting = HostingWidget(rootView: FlowLayout {
                ForEach(0..<4, id: \.self) { _ in Color.blue.frame(width: 50, height: 20) }
            })
            let layout = try XCTUnwrap(descendants(of: hosting.widget, GTK.CustomLayout.self).first)
            // Natural: all on one row; minimum: one a row (the widest tag).
            XCTAssertTrue(layout.measure(.horizontal) == (50, 230))
            XCTAssertTrue(layout.measure(.vertical, forSize: 230) == (20, 20))
            XCTAssertTrue(layout.measure(.vertical, forSize: 110) == (50, 50), "two rows at 110")
            XCTAssertTrue(layout.measure(.vertical, forSize: 50) == (110, 110), "four rows at 50")
        }
    }

    func testARadialLayoutPlacesSubviewsAroundACircle() throws {
        try gtk {
            // SwiftUI: four 20-point dots on a circle of radius 90 around (100, 100):
            // top, right, bottom, left.
            let view = RadialLayout {
                ForEach(0..<4, id: \.self) { _ in Circle().fill(Color.orange).frame(width: 20, height: 20) }
            }
            .frame(width: 200, height: 200)
            let (window, hosting) = show(view, width: 240, height: 240)
            defer { window.destroy() }
            let layout = try XCTUnwrap(descendants(of: hosting.widget, GTK.CustomLayout.self).first)
            let centers = try layout.children.map { child -> [Int] in
                let frame = try XCTUnwrap(child.bounds(in: layout))
                return [frame.x + frame.width / 2, frame.y + frame.height / 2]
            }
            XCTAssertEqual(centers, [[100, 10], [190, 100], [100, 190], [10, 100]])
            let image = try WidgetRenderer.render(layout)
            let top = image.pixel(x: 100, y: 10)
            XCTAssertTrue(top.red > 200 && top.blue < 80, "an orange dot at the top")
            XCTAssertEqual(image.pixel(x: 100, y: 100).alpha, 0, "nothing in the middle")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("layout-radial.png"))
        }
    }

    /// A stateful child: its widget (and so its state) must survive a layout switch.
    struct Switcher: View {
        var vertical: Bool
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
            layout {
                Color.red.frame(width: 30, height: 30)
                Text("Hello")
                Color.blue.frame(width: 30, height: 30)
            }
        }
    }

    func testAnyLayoutSwitchesLayoutsAndKeepsTheChildren() throws {
        try gtk {
            let (window, hosting) = show(Switcher(vertical: false), width: 300, height: 200)
            defer { window.destroy() }
            let layout = try XCTUnwrap(descendants(of: hosting.widget, GTK.CustomLayout.self).first)
            let before = layout.children.map(\.widgetPointer)
            var frames = try layout.children.map { try XCTUnwrap($0.bounds(in: layout)) }
            XCTAssertEqual(frames[0].x, 0)
            XCTAssertEqual(frames[1].x, 34, "side by side, 4 apart")
            XCTAssertEqual(frames[2].x, 34 + frames[1].width + 4)
            let textY = Int((CGFloat(30 - frames[1].height) / 2).rounded())
            XCTAssertEqual(frames.map(\.y), [0, textY, 0], "centered vertically, on whole pixels")

            hosting.rootView = Switcher(vertical: true)
            settle(window)
            XCTAssertEqual(
                descendants(of: hosting.widget, GTK.CustomLayout.self).first?.widgetPointer, layout.widgetPointer,
                "the same layout widget")
            XCTAssertEqual(layout.children.map(\.widgetPointer), before, "the same children: their state is kept")
            frames = try layout.children.map { try XCTUnwrap($0.bounds(in: layout)) }
            XCTAssertEqual(frames.map(\.y), [0, 34, 34 + frames[1].height + 4], "one above the other")
            let width = layout.width
            XCTAssertEqual(frames[0].x, Int((CGFloat(width - 30) / 2).rounded()), "centered horizontally")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("layout-anylayout-vertical.png"))
        }
    }

    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Subviews top to bottom by their rank, 10 apart.
    struct RankedColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(
                width: sizes.map(\.width).max() ?? 0,
                height: sizes.map(\.height).reduce(0, +) + 10 * CGFloat(max(sizes.count - 1, 0)))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += size.height + 10
            }
        }
    }

    func testLayoutValuesReachTheLayout() throws {
        try gtk {
            let view = RankedColumn {
                Color.red.frame(width: 40, height: 20).layoutValue(key: Rank.self, value: 3)
                Color.green.frame(width: 40, height: 20).padding(5).layoutValue(key: Rank.self, value: 1)
                Color.blue.frame(width: 40, height: 20).layoutValue(key: Rank.self, value: 2).padding(5)
                Color.gray.frame(width: 40, height: 20)
            }
            let (window, hosting) = show(view, width: 200, height: 200)
            defer { window.destroy() }
            let layout = try XCTUnwrap(descendants(of: hosting.widget, GTK.CustomLayout.self).first)
            let ys = try layout.children.map { try XCTUnwrap($0.bounds(in: layout)).y }
            // gray (rank 0) at 0, green (1, padded: 30 high) at 30, blue (2, padded) at 70, red (3) at 110.
            XCTAssertEqual(ys, [110, 30, 70, 0])
        }
    }

    func testUnplacedSubviewsAreCentered() throws {
        struct Lazy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 60)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        try gtk {
            let (window, hosting) = show(Lazy { Color.red.frame(width: 20, height: 10) }, width: 200, height: 100)
            defer { window.destroy() }
            let layout = try XCTUnwrap(descendants(of: hosting.widget, GTK.CustomLayout.self).first)
            XCTAssertEqual(layout.width, 100)
            let frame = try XCTUnwrap(layout.children.first?.bounds(in: layout))
            XCTAssertTrue(frame == (40, 25, 20, 10))
        }
    }

    func testProposedViewSizeAndViewSpacing() {
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(), CGSize(width: 10, height: 10))
        XCTAssertEqual(
            ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)),
            CGSize(width: 30, height: 2))
        XCTAssertEqual(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal), 8)
        XCTAssertEqual(ViewSpacing.zero.distance(to: .zero, along: .vertical), 0)
        XCTAssertEqual(ViewSpacing.zero.union(ViewSpacing(), edges: .top).distance(to: .zero, along: .vertical), 0)
        XCTAssertEqual(ViewSpacing.zero.distance(to: ViewSpacing.zero.union(ViewSpacing(), edges: .top), along: .vertical), 8)
    }
}
