import CGtk
import Foundation
import XCTest
@testable import GtkUI
import GtkTestSupport

/// Sources and destinations of text and files, in one window.
struct DragBoard: View {
    let log: Reported<[String]>
    @State private var textTargeted = false
    @State private var fileTargeted = false

    var body: some View {
        VStack(spacing: 24) {
            Text("Drag me").padding().draggable("78 BPM")
            Text("With preview").padding().draggable("72 BPM") { Text("Preview of 72 BPM").padding() }
            Text("Files").padding()
                .onDrag {
                    NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/heart rate.csv")) ?? NSItemProvider()
                }
            Text(textTargeted ? "Text target (over)" : "Text target").padding()
                .dropDestination(for: String.self) { texts, location in
                    log.value.append("dropped \(texts) at \(location.x > 0 && location.y > 0 ? "inside" : "?")")
                    return true
                } isTargeted: { targeted in
                    log.value.append("text targeted \(targeted)")
                    textTargeted = targeted
                }
            Text(fileTargeted ? "File target (over)" : "File target").padding()
                .onDrop(of: [.fileURL], isTargeted: $fileTargeted) { providers in
                    for provider in providers {
                        provider.loadObject(ofClass: URL.self) { url, _ in
                            log.value.append("file \(url?.path ?? "?")")
                        }
                    }
                    return true
                }
        }
    }
}

/// The padded bin around the label that starts with `prefix`.
@MainActor
func paddedLabel(_ prefix: String, in window: GTK.Window) throws -> GTK.Widget {
    let found = descendants(of: window, GTK.Label.self).first { $0.text.hasPrefix(prefix) }
    return try XCTUnwrap(found?.parent, "the padded bin around \(prefix)")
}

/// Drags between widgets in one process, with the pointer moved and pressed on the X
/// display through XTest, over GTK's real X11 drag and drop (XDND).
final class DragAndDropTests: GtkTestCase {
    /// Where the pointer was: drags leave it where they dropped, over where later tests'
    /// windows open, and (without a window manager) the window under the pointer takes
    /// the X keyboard focus when the focused window goes. Put it back.
    private var pointer: (x: Int32, y: Int32)?

    override func setUp() {
        pointer = MainActor.assumeIsolated { PointerSynthesizer.position }
    }

    override func tearDown() {
        guard let pointer else { return }
        MainActor.assumeIsolated {
            _ = PointerSynthesizer.move(to: pointer)
            PointerSynthesizer.pause()
        }
    }

    func testDraggingTextOntoATextDestination() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, hosting) = show(DragBoard(log: log), width: 300, height: 360)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            let source = try paddedLabel("Drag me", in: window)
            let target = try paddedLabel("Text target", in: window)
            let start = try XCTUnwrap(PointerSynthesizer.center(of: source))
            let end = try XCTUnwrap(PointerSynthesizer.center(of: target))

            // Held over the target: it says so.
            XCTAssertTrue(PointerSynthesizer.press(at: start, thenMoveTo: end))
            XCTAssertTrue(MainLoop.run(until: { labelTexts(in: hosting.widget).contains("Text target (over)") }),
                          "isTargeted is true while the drag is over the view: \(log.value)")
            settle(window)
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("drag-over-target.png"))
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))

            XCTAssertTrue(MainLoop.run(until: { log.value.contains { $0.hasPrefix("dropped") } }), "\(log.value)")
            XCTAssertEqual(log.value, ["text targeted true", "text targeted false", "dropped [\"78 BPM\"] at inside"])
            settle(window)
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("Text target"), "isTargeted went back to false")
        }
    }

    func testDraggingAFileOntoAFileDestination() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(DragBoard(log: log), width: 300, height: 360)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            let files = try XCTUnwrap(PointerSynthesizer.center(of: try paddedLabel("Files", in: window)))
            let text = try XCTUnwrap(PointerSynthesizer.center(of: try paddedLabel("Drag me", in: window)))
            let fileTargetWidget = try paddedLabel("File target", in: window)
            let dropTarget = controllers(of: fileTargetWidget).compactMap { $0.cast(to: GTK.DropTargetAsync.self) }.first
            XCTAssertEqual(dropTarget?.mimeTypes, ["text/uri-list"], "files travel as URI lists")
            let fileTarget = try XCTUnwrap(PointerSynthesizer.center(of: fileTargetWidget))
            let textTarget = try XCTUnwrap(PointerSynthesizer.center(of: try paddedLabel("Text target", in: window)))

            // Text is not a file, and a file is not text: neither target takes the other's
            // drag. (The text's way to the file target passes over the text target.)
            XCTAssertTrue(PointerSynthesizer.drag(from: text, to: fileTarget))
            XCTAssertTrue(PointerSynthesizer.drag(from: files, to: textTarget))
            MainLoop.run(until: { false }, timeout: .milliseconds(300))
            XCTAssertEqual(log.value, ["text targeted true", "text targeted false"], "nothing was dropped")

            XCTAssertTrue(PointerSynthesizer.drag(from: files, to: fileTarget))
            XCTAssertTrue(MainLoop.run(until: { log.value.contains { $0.hasPrefix("file") } }), "\(log.value)")
            XCTAssertEqual(log.value.last, "file /tmp/heart rate.csv")
            XCTAssertEqual(log.value.count, 3)
        }
    }

    func testADragShowsItsPreviewViewUnderThePointerAndLeavesNothingBehind() throws {
        try gtk {
            // What the first window of a process makes once (the style sheet, …).
            show(Text("warm up").padding(), width: 100, height: 60).0.destroy()
            MainLoop.run(until: { false }, timeout: .milliseconds(100))
            let closures = LiveObjects.signalClosureCount
            // Earlier tests in this process may still be releasing their own objects: what
            // this test must leave behind is no more than it found.
            let before = LiveObjects.countsByType
            let log = Reported<[String]>([])
            try {
                let (window, _) = show(DragBoard(log: log), width: 300, height: 420)
                defer { window.destroy() }
                XCTAssertTrue(focus(window))
                let sourceWidget = try paddedLabel("With preview", in: window)
                let start = try XCTUnwrap(PointerSynthesizer.center(of: sourceWidget))
                let end = try XCTUnwrap(PointerSynthesizer.center(of: try paddedLabel("Text target", in: window)))
                XCTAssertTrue(PointerSynthesizer.press(at: start, thenMoveTo: end))

                let source = try XCTUnwrap(controllers(of: sourceWidget).compactMap { $0.cast(to: GTK.DragSource.self) }.first)
                let drag = try XCTUnwrap(gtk_drag_source_get_drag(source.opaquePointer), "a drag is under way")
                let icon = try XCTUnwrap(gtk_drag_icon_get_for_drag(drag))
                XCTAssertEqual(labelTexts(in: GTK.Widget(retaining: icon)), ["Preview of 72 BPM"])

                XCTAssertTrue(PointerSynthesizer.button(pressed: false))
                XCTAssertTrue(MainLoop.run(until: { log.value.contains { $0.hasPrefix("dropped") } }), "\(log.value)")
                XCTAssertEqual(log.value.last, "dropped [\"72 BPM\"] at inside")
                XCTAssertTrue(MainLoop.run(until: { gtk_drag_source_get_drag(source.opaquePointer) == nil }),
                              "the drag ended")

                // GDK keeps the last drop, and with it a local drag's icon, until the next
                // drag comes in; then the preview's widgets and views go.
                let plain = try XCTUnwrap(PointerSynthesizer.center(of: try paddedLabel("Drag me", in: window)))
                XCTAssertTrue(PointerSynthesizer.drag(from: plain, to: end))
                XCTAssertTrue(MainLoop.run(until: { log.value.last == "dropped [\"78 BPM\"] at inside" }), "\(log.value)")
                XCTAssertTrue(MainLoop.run(until: { LiveObjects.countsByType["GtkDragIcon"] == nil }),
                              "the preview's drag icon is gone: \(LiveObjects.countsByType)")
            }()
            XCTAssertTrue(
                MainLoop.run(until: { LiveObjects.signalClosureCount == closures }),
                "every drag and drop closure released: \(LiveObjects.signalClosureCount - closures) left")
            let counts = LiveObjects.countsByType
            for type in ["GtkDragSource", "GtkDropTargetAsync", "GtkuiHost", "GtkDragIcon"] {
                XCTAssertLessThanOrEqual(counts[type] ?? 0, before[type] ?? 0, "\(type) left: \(counts)")
            }
        }
    }
}

/// The event controllers on `widget`.
@MainActor
func controllers(of widget: GTK.Widget) -> [GTK.EventController] {
    guard let model = gtk_widget_observe_controllers(widget.widgetPointer) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(model)) }
    return (0..<g_list_model_get_n_items(model)).compactMap { index in
        g_list_model_get_item(model, index).map { GTK.EventController(adopting: $0) }
    }
}
