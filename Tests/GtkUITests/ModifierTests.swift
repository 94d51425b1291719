import CGtk
import XCTest
@testable import GtkUI

/// Modifiers: styles through the one style sheet, widget attributes, and the wrappers for
/// padding and frames, all on real GTK widgets.
final class ModifierTests: GtkTestCase {
    func testFontAndColorGoThroughOneSharedStyleSheet() throws {
        try gtk {
            let errorsBefore = StyleSheet.shared.parsingErrorCount
            let (window, hosting) = show(VStack {
                // In a Group, so the View modifiers (not Text's own) apply to the label.
                Group { Text("78") }.font(.system(size: 40, weight: .bold)).foregroundStyle(.pink)
                Group { Text("BPM") }.font(.title).foregroundStyle(.secondary)
                Group { Text("78") }.font(.system(size: 40, weight: .bold)).foregroundStyle(.pink)
            })
            defer { window.destroy() }
            let labels = try XCTUnwrap(hosting.widget.children.first).children
            let classes = labels.map { Set($0.cssClasses.filter { $0.hasPrefix("gtkui-s") }) }
            XCTAssertEqual(classes[0].count, 2, "one class for the font, one for the color")
            XCTAssertEqual(classes[0], classes[2], "equal styles share their classes")
            XCTAssertNotEqual(classes[0], classes[1])
            XCTAssertEqual(StyleSheet.shared.parsingErrorCount, errorsBefore, StyleSheet.shared.text)
            XCTAssertTrue(StyleSheet.shared.text.contains("font-size: 40pt; -gtk-icon-size: 40pt; font-weight: 700;"))
            XCTAssertTrue(StyleSheet.shared.text.contains("color: rgba(255,45,85,1);"), StyleSheet.shared.text)
            XCTAssertGreaterThan(labels[0].measure(.vertical).natural, labels[1].measure(.vertical).natural)

            let image = try WidgetRenderer.render(window)
            try image.writePNG(to: Artifacts.path("modifiers-style.png"))
            let pink = count(image) { $0.0 > 200 && $0.1 < 120 && $0.2 > 40 && $0.2 < 150 }
            XCTAssertGreaterThan(pink, 50, "the big number is drawn in pink")
        }
    }

    func testTheInnermostStyleWinsAndRemovingAModifierRestoresTheWidget() throws {
        try gtk {
            let (window, hosting) = show(Tinted(color: .red))
            defer { window.destroy() }
            let label = try XCTUnwrap(hosting.widget.children.first)
            var image = try WidgetRenderer.render(window)
            XCTAssertGreaterThan(count(image) { $0.0 > 200 && $0.1 < 90 && $0.2 < 90 }, 10, "red, the inner style")
            XCTAssertEqual(count(image) { $0.2 > 200 && $0.0 < 60 }, 0, "no blue")

            hosting.rootView = Tinted(color: nil)
            settle(window)
            image = try WidgetRenderer.render(window)
            XCTAssertGreaterThan(count(image) { $0.2 > 200 && $0.0 < 60 }, 10, "the outer blue once the inner style left")
            XCTAssertEqual(label.cssClasses.filter { $0.hasPrefix("gtkui-s") }.count, 2, "the font and the outer color")
        }
    }

    /// A tooltip set on a widget in no window is set while the widget is hidden (GTK 4.8
    /// asks the display where the pointer is when a visible widget's tooltip is set): the
    /// widget ends as visible, or hidden, as it was, in a window or not.
    func testATooltipLeavesTheWidgetsVisibilityAsItWas() throws {
        try gtk {
            let shown = GTK.Label("shown")
            let hidden = GTK.Label("hidden")
            hidden.isVisible = false
            shown.tooltipText = "A"
            hidden.tooltipText = "B"
            XCTAssertTrue(shown.isVisible)
            XCTAssertFalse(hidden.isVisible)
            XCTAssertEqual(shown.tooltipText, "A")
            XCTAssertEqual(hidden.tooltipText, "B")

            let window = GTK.Window(title: "Tooltip", width: 200, height: 100)
            defer { window.destroy() }
            window.child = shown
            window.present()
            XCTAssertTrue(MainLoop.run(until: { shown.isMapped }))
            shown.tooltipText = "C"
            XCTAssertTrue(shown.isMapped, "a widget in a window is not hidden to set its tooltip")
            XCTAssertEqual(shown.tooltipText, "C")
            shown.tooltipText = nil
            XCTAssertNil(shown.tooltipText)
        }
    }

    func testOpacityDisabledHiddenHelpAndAccessibilitySetWidgetProperties() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Attributes(on: true))
            let box = try XCTUnwrap(hosting.widget.children.first)
            let (button, label, hidden) = (box.children[0], box.children[1], box.children[2])
            XCTAssertFalse(button.isSensitive)
            XCTAssertEqual(label.opacity, 0.25, accuracy: 0.001, "opacities multiply")
            XCTAssertEqual(hidden.opacity, 0)
            XCTAssertFalse(hidden.canTarget)
            XCTAssertTrue(hidden.isVisible, "hidden keeps its space")
            XCTAssertEqual(label.tooltipText, "inner")
            XCTAssertTrue(label.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, is: "Heart rate"))
            XCTAssertTrue(label.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, is: "Beats per minute"))

            let before = GraphCounters.snapshot
            hosting.rootView = Attributes(on: true)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(GraphCounters.snapshot.since(before).gtkSetterCalls, 0, "nothing changed, nothing set")

            hosting.rootView = Attributes(on: false)
            UpdateScheduler.shared.flush()
            XCTAssertTrue(button.isSensitive)
            XCTAssertEqual(label.opacity, 1)
            XCTAssertEqual(hidden.opacity, 1)
            XCTAssertTrue(hidden.canTarget)
            XCTAssertNil(label.tooltipText)
        }
    }

    func testAnInnerDisabledFalseDoesNotEnableWhatAnOuterDisabledDisables() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Button("Save") {}.disabled(false).disabled(true))
            XCTAssertFalse(try XCTUnwrap(hosting.widget.children.first).isSensitive)
        }
    }

    func testPaddingAddsSpaceAndABackgroundAfterItCoversIt() throws {
        try gtk {
            let (window, hosting) = show(HStack(alignment: .top) {
                Text("in").padding(20).background(.blue)
                Text("out").background(.blue).padding(20)
            })
            defer { window.destroy() }
            let row = try XCTUnwrap(hosting.widget.children.first)
            let (covered, uncovered) = (row.children[0], row.children[1])
            XCTAssertNotNil(covered.cast(to: GTK.Bin.self), "padding wraps its content")
            let label = try XCTUnwrap(covered.children.first)
            let box = try XCTUnwrap(covered.bounds(in: window))
            XCTAssertEqual(box.width, label.measure(.horizontal).natural + 40)

            let image = try WidgetRenderer.render(window)
            try image.writePNG(to: Artifacts.path("modifiers-padding.png"))
            let origin = box
            let blue: ((UInt8, UInt8, UInt8, UInt8)) -> Bool = { $0.2 > 200 && $0.0 < 60 }
            XCTAssertTrue(blue(image.pixel(x: origin.x + 5, y: origin.y + 5)), "padding inside the background")
            let outside = try XCTUnwrap(uncovered.bounds(in: window))
            XCTAssertFalse(blue(image.pixel(x: outside.x + 5, y: outside.y + 5)), "padding outside the background")
            XCTAssertTrue(blue(image.pixel(x: outside.x + 22, y: outside.y + 22)))
        }
    }

    func testFramesSizeAndAlignTheirContent() throws {
        try gtk {
            let (window, hosting) = show(VStack(alignment: .leading, spacing: 0) {
                Text("fixed").frame(width: 150, height: 40, alignment: .trailing)
                Text("wide").frame(maxWidth: .infinity, alignment: .leading)
                Text("natural")
            }, width: 300)
            defer { window.destroy() }
            let column = try XCTUnwrap(hosting.widget.children.first)
            let (fixed, wide, natural) = (column.children[0], column.children[1], column.children[2])
            XCTAssertEqual(fixed.width, 150)
            XCTAssertEqual(fixed.height, 40)
            XCTAssertEqual(fixed.children.first?.horizontalAlign, .end)
            XCTAssertEqual(wide.width, 300, "an infinite maximum takes the whole width")
            XCTAssertEqual(wide.children.first?.horizontalAlign, .start)
            XCTAssertLessThan(natural.width, 300, "the stack's alignment still applies to the others")
            XCTAssertFalse(column.computesExpand(.vertical))
        }
    }

    func testBackgroundAndOverlayViewsCoverTheContentWithoutResizingIt() throws {
        try gtk {
            let (window, hosting) = show(HStack(alignment: .top) {
                Text("behind").padding(10).background { Color.blue }
                Text("above").padding(10).overlay(alignment: .topLeading) {
                    Color.red.frame(width: 8, height: 8)
                }
                Text("huge").background { Color.green.frame(width: 400, height: 400) }
            }, width: 320, height: 120)
            defer { window.destroy() }
            let row = try XCTUnwrap(hosting.widget.children.first)
            let (behind, above, huge) = (row.children[0], row.children[1], row.children[2])
            XCTAssertEqual(behind.children.count, 2, "the background layer and the content")
            XCTAssertEqual(behind.measure(.horizontal).natural, behind.children[1].measure(.horizontal).natural)
            XCTAssertLessThan(huge.measure(.horizontal).natural, 100, "a background never sizes its content")

            let image = try WidgetRenderer.render(window)
            try image.writePNG(to: Artifacts.path("modifiers-layers.png"))
            let behindBox = try XCTUnwrap(behind.bounds(in: window))
            let corner = image.pixel(x: behindBox.x + 2, y: behindBox.y + 2)
            XCTAssertTrue(corner.2 > 200 && corner.0 < 60, "blue behind the padded text: \(corner)")
            let aboveBox = try XCTUnwrap(above.bounds(in: window))
            let mark = image.pixel(x: aboveBox.x + 3, y: aboveBox.y + 3)
            XCTAssertTrue(mark.0 > 200 && mark.1 < 90, "the red overlay in the top-leading corner: \(mark)")
            let inside = image.pixel(x: aboveBox.x + aboveBox.width / 2, y: aboveBox.y + aboveBox.height - 2)
            XCTAssertFalse(inside.0 > 200 && inside.1 < 90, "only that corner")
        }
    }

    func testACustomViewModifierKeepsItsStateAndWrapsTheContent() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Text("Heart").modifier(Badge()))
            let box = try XCTUnwrap(hosting.widget.children.first)
            XCTAssertEqual(box.children.compactMap { $0.cast(to: GTK.Label.self)?.text }, ["Heart", "1"])
            let counter = try XCTUnwrap(box.children.last?.cast(to: GTK.Label.self))
            Badge.bump?()
            UpdateScheduler.shared.flush()
            XCTAssertEqual(counter.text, "2")
            hosting.rootView = Text("Heart").modifier(Badge())
            UpdateScheduler.shared.flush()
            XCTAssertEqual(counter.text, "2", "state survives a new modifier value")
        }
    }
}

private struct Tinted: View {
    let color: Color?

    var body: some View {
        Group { Text("Red or blue") }
            .font(.system(size: 30, weight: .bold)).foregroundColor(color).foregroundStyle(.blue)
    }
}

private struct Attributes: View {
    let on: Bool

    var body: some View {
        HStack {
            Button("Save") {}.disabled(on)
            Text("78").opacity(on ? 0.5 : 1).opacity(on ? 0.5 : 1)
                .help(on ? "inner" : "")
                .modifier(OptionalHelp(text: on ? "outer" : nil))
                .accessibilityLabel(on ? "Heart rate" : "")
                .accessibilityHint(on ? "Beats per minute" : "")
            if on { Text("secret").hidden() } else { Text("secret").opacity(1) }
        }
    }
}

/// Removes its tooltip entirely when `text` is nil.
private struct OptionalHelp: ViewModifier {
    let text: String?

    func body(content: Content) -> some View {
        if let text { content.help(text) } else { content }
    }
}

private struct Badge: ViewModifier {
    @State private var count = 1
    @MainActor static var bump: (() -> Void)?

    func body(content: Content) -> some View {
        let binding = $count
        Badge.bump = { binding.wrappedValue += 1 }
        return HStack {
            content
            Text("\(count)")
        }
    }
}
