import CGtk
import XCTest
@testable import GtkUI

/// Spacers whose space goes to a neighbour, and those that keep their widget, laid out by
/// GTK in a window 400 pixels wide.
final class SpacerSharesTests: GtkTestCase {
    /// Shows `view` in a window 400 wide and returns the window, the hosting widget and the
    /// view's first widget once they are laid out.
    @MainActor
    private static func show<Content: View>(_ view: Content) throws -> (GTK.Window, HostingWidget<Content>, GTK.Widget) {
        let window = GTK.Window(title: "Spacers", width: 400, height: 200)
        let hosting = HostingWidget(rootView: view)
        window.child = hosting.widget
        window.present()
        XCTAssertTrue(MainLoop.run(until: { hosting.widget.width > 0 && hosting.widget.isMapped }))
        MainLoop.drain()
        return (window, hosting, try XCTUnwrap(hosting.widget.children.first))
    }

    /// Applies the pending update and waits until GTK has laid out another frame, so the
    /// new layout is allocated.
    @MainActor
    private static func layOut(_ window: GTK.Window) {
        UpdateScheduler.shared.flush()
        let clock = gtk_widget_get_frame_clock(window.widgetPointer)
        let start = clock.map { gdk_frame_clock_get_frame_counter($0) } ?? 0
        window.queueResize()
        XCTAssertTrue(MainLoop.run(until: {
            (clock.map { gdk_frame_clock_get_frame_counter($0) } ?? 0) > start
        }))
    }

    /// The children's x ranges in `row`.
    @MainActor
    private static func spans(in row: GTK.Widget) -> [ClosedRange<Int>] {
        row.children.compactMap { child in
            child.bounds(in: row).map { $0.x...($0.x + $0.width) }
        }
    }

    func testTwoSpacersAroundAViewCenterItWithoutWidgets() throws {
        try gtk {
            let (window, _, row) = try Self.show(HStack(spacing: 0) { Spacer(); Text("Middle"); Spacer() })
            XCTAssertEqual(row.children.count, 1)
            let label = row.children[0]
            XCTAssertEqual(label.horizontalAlign, .center)
            let span = try XCTUnwrap(Self.spans(in: row).first)
            XCTAssertEqual(row.width, 400)
            XCTAssertEqual(span.lowerBound, 400 - span.upperBound, accuracy: 1, "as much space on each side")
            window.destroy()
        }
    }

    func testSharesThatCannotBeHandedOutEquallyKeepTheSpacersWidgets() throws {
        try gtk {
            // Three shares, two neighbours: each spacer needs its widget.
            let (window, _, row) = try Self.show(HStack(spacing: 0) {
                Spacer(); Text("A"); Spacer(); Text("B"); Spacer()
            })
            XCTAssertEqual(row.children.map(\.typeName), ["GtkuiBin", "GtkLabel", "GtkuiBin", "GtkLabel", "GtkuiBin"])
            let spans = Self.spans(in: row)
            let gaps = [spans[0].count - 1, spans[2].count - 1, spans[4].count - 1]
            XCTAssertGreaterThan(gaps[0], 50)
            XCTAssertEqual((gaps.max() ?? 0) - (gaps.min() ?? 0), 0, accuracy: 1, "the three spacers share equally: \(gaps)")
            for label in [row.children[1], row.children[3]] {
                XCTAssertEqual(label.horizontalAlign, .fill, "nothing was changed on the labels")
                XCTAssertFalse(label.expandsHorizontally)
            }
            window.destroy()
        }
    }

    func testAViewThatExpandsByItselfSharesWithTheSpacersNeighbour() throws {
        try gtk {
            let (window, _, row) = try Self.show(HStack(spacing: 0) {
                TextField("Name", text: .constant("")); Spacer(); Text("Right")
            })
            XCTAssertEqual(row.children.count, 2)
            let (field, right) = (row.children[0], row.children[1])
            XCTAssertEqual(field.horizontalAlign, .fill, "the field fills its own share")
            XCTAssertEqual(right.horizontalAlign, .end, "Right takes the spacer's share")
            let spans = Self.spans(in: row)
            XCTAssertEqual(spans[1].upperBound, 400, "Right is pushed to the trailing edge")
            // The field and the spacer each get half of the space beyond their natural widths.
            let fieldExtra = (spans[0].count - 1) - field.measure(.horizontal).natural
            let spacerExtra = (400 - (spans[0].count - 1)) - right.measure(.horizontal).natural
            XCTAssertEqual(fieldExtra, spacerExtra, accuracy: 1)
            window.destroy()
        }
    }

    func testANeighbourGetsItsLayoutBackWhenTheSpacerLeaves() throws {
        try gtk {
            let (window, hosting, row) = try Self.show(Toolbar(hasSpacer: true))
            let left = row.children[0]
            XCTAssertTrue(left.expandsHorizontally)
            XCTAssertEqual(left.horizontalAlign, .start)
            hosting.rootView = Toolbar(hasSpacer: false)
            Self.layOut(window)
            XCTAssertEqual(row.children.count, 2)
            XCTAssertEqual(gtk_widget_get_hexpand_set(left.widgetPointer), 0, "expansion comes from the content again")
            XCTAssertFalse(left.computesExpand(.horizontal))
            XCTAssertEqual(left.horizontalAlign, .fill)
            XCTAssertEqual(Self.spans(in: row)[1].lowerBound, Self.spans(in: row)[0].upperBound, "Right follows Left")
            hosting.rootView = Toolbar(hasSpacer: true)
            Self.layOut(window)
            XCTAssertEqual(row.children.count, 2)
            XCTAssertEqual(left.horizontalAlign, .start)
            XCTAssertEqual(Self.spans(in: row)[1].upperBound, 400)
            window.destroy()
        }
    }

    func testANeighbourWhoseContentStartsToExpandGivesTheShareBack() throws {
        try gtk {
            let (window, hosting, row) = try Self.show(Nested(innerSpacer: false))
            XCTAssertEqual(row.children.count, 1, "the inner row takes the outer spacer's share")
            let inner = row.children[0]
            XCTAssertEqual(inner.horizontalAlign, .end)
            hosting.rootView = Nested(innerSpacer: true)
            Self.layOut(window)
            // Two spacers now share the row: the outer one is a widget again, and the inner
            // row fills its half, its own spacer pushing "b" to the trailing edge.
            XCTAssertEqual(row.children.map(\.typeName), ["GtkuiBin", "GtkBox"])
            XCTAssertEqual(inner.horizontalAlign, .fill)
            let spans = Self.spans(in: row)
            guard spans.count == 2 else { return XCTFail("the row holds \(spans.count) widgets") }
            XCTAssertEqual(spans[1].upperBound, 400)
            let innerLabels = inner.children
            let b = try XCTUnwrap(innerLabels.last?.bounds(in: row))
            XCTAssertEqual(b.x + b.width, 400, "b is at the trailing edge")
            XCTAssertGreaterThan(spans[0].count - 1, 100, "the outer spacer has its share")
            window.destroy()
        }
    }

    func testAMinimumLengthGivesTheSpacerItsWidgetAndBack() throws {
        try gtk {
            let (window, hosting, row) = try Self.show(Spaced(minLength: nil))
            XCTAssertEqual(row.children.count, 2)
            hosting.rootView = Spaced(minLength: 30)
            Self.layOut(window)
            XCTAssertEqual(row.children.map(\.typeName), ["GtkLabel", "GtkuiBin", "GtkLabel"])
            XCTAssertEqual(row.children[1].sizeRequest.width, 30)
            XCTAssertEqual(row.children[0].horizontalAlign, .fill, "the neighbour got its layout back")
            hosting.rootView = Spaced(minLength: 0)
            Self.layOut(window)
            XCTAssertEqual(row.children.count, 2)
            XCTAssertEqual(Self.spans(in: row)[1].upperBound, 400)
            window.destroy()
        }
    }
}

private struct Toolbar: View {
    var hasSpacer: Bool
    var body: some View {
        HStack(spacing: 0) {
            Text("Left")
            if hasSpacer { Spacer() }
            Text("Right")
        }
    }
}

private struct Nested: View {
    var innerSpacer: Bool
    var body: some View {
        HStack(spacing: 0) {
            Spacer()
            HStack(spacing: 0) {
                Text("a")
                if innerSpacer { Spacer() }
                Text("b")
            }
        }
    }
}

private struct Spaced: View {
    var minLength: CGFloat?
    var body: some View {
        HStack(spacing: 0) {
            Text("Left")
            Spacer(minLength: minLength)
            Text("Right")
        }
    }
}
