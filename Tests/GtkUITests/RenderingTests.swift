import Foundation
import XCTest
@testable import GtkUI

/// Swift-drawn widgets and rendering any widget to pixels and PNG files.
final class RenderingTests: GtkTestCase {
    func testACanvasMeasuresAndDrawsThroughSwift() throws {
        try gtk {
            let canvas = GTK.Canvas()
            canvas.setDrawing(
                draw: { snapshot, width, height in
                    let half = Double(width) / 2
                    snapshot.appendColor(RGBA(bytes: 255, 45, 85), x: 0, y: 0, width: half, height: Double(height))
                    snapshot.appendColor(RGBA(bytes: 0, 122, 255), x: half, y: 0, width: half, height: Double(height))
                },
                measure: { orientation, _ in orientation == .horizontal ? (40, 120) : (30, 60) })
            XCTAssertEqual(canvas.measure(.horizontal).minimum, 40)
            XCTAssertEqual(canvas.measure(.horizontal).natural, 120)
            XCTAssertEqual(canvas.measure(.vertical).natural, 60)

            let window = GTK.Window(title: "Canvas")
            window.child = canvas
            window.present()
            XCTAssertTrue(MainLoop.run(until: { canvas.isMapped && canvas.width > 0 }))
            XCTAssertEqual(canvas.width, 120, "the window gave the canvas its natural width")
            XCTAssertEqual(canvas.height, 60)

            let image = try WidgetRenderer.render(canvas)
            XCTAssertEqual(image.width, 120)
            XCTAssertEqual(image.height, 60)
            XCTAssertTrue(image.pixel(x: 30, y: 30) == (255, 45, 85, 255), "\(image.pixel(x: 30, y: 30))")
            XCTAssertTrue(image.pixel(x: 90, y: 30) == (0, 122, 255, 255), "\(image.pixel(x: 90, y: 30))")

            let path = Artifacts.path("canvas.png")
            try image.writePNG(to: path)
            let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(8)
            XCTAssertEqual(Array(header), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            window.destroy()
        }
    }

    func testTheCanvasReleasesItsClosuresWhenDisposed() {
        gtk {
            weak var weakCapture: Marker?
            do {
                let marker = Marker()
                weakCapture = marker
                let canvas = GTK.Canvas()
                canvas.setDrawing(draw: { _, _, _ in _ = marker }, measure: { _, _ in (0, 0) })
                XCTAssertNotNil(weakCapture)
            }
            XCTAssertNil(weakCapture, "disposing the canvas released its closures")
        }
    }

    func testAHostedRepresentableRendersToPNG() throws {
        try gtk {
            let window = GTK.Window(title: "Hosted", width: 240, height: 80)
            let model = Temperature(value: 64)
            let hosting = HostingWidget(rootView: TemperatureSlider(value: model.binding))
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.isMapped && hosting.widget.width > 0 }))
            let image = try WidgetRenderer.render(window)
            XCTAssertEqual(image.width, window.width)
            // The filled part of the trough is the theme's accent blue; the window's
            // background has no such pixel.
            let accent = (0..<image.height).contains { y in
                (0..<image.width).contains { x in
                    let pixel = image.pixel(x: x, y: y)
                    return Int(pixel.blue) > Int(pixel.red) + 80
                }
            }
            XCTAssertTrue(accent, "the slider's filled trough was painted")
            try image.writePNG(to: Artifacts.path("hosted-slider.png"))
            window.destroy()
        }
    }

    func testRenderingAWidgetThatIsNotShownIsAClearError() {
        gtk {
            do {
                _ = try WidgetRenderer.render(GTK.Label("nowhere"))
                XCTFail("rendered a widget that is in no window")
            } catch {
                XCTAssertEqual("\(error)", "cannot render a GtkLabel that is not in a shown, laid-out window")
            }
        }
    }
}

private final class Marker {}
