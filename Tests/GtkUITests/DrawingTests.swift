import XCTest
@testable import GtkUI

/// `Canvas` with its `GraphicsContext`, and the clip modifiers (`clipShape`, `clipped`,
/// `cornerRadius`, `mask`), drawn through GtkSnapshot and checked pixel by pixel.
final class DrawingTests: GtkTestCase {
    private struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    /// SwiftUI draws: the left half red; a half-transparent blue quarter at the top right
    /// (a translated copy of the context, the original unmoved: a green square at the
    /// origin); a yellow fill clipped to a 20-point square; a green-to-blue gradient line
    /// along the bottom; "Hi" centred at (170, 70); a rotated square.
    private static func drawing(_ context: inout GraphicsContext, _ size: CGSize) {
        context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
        var moved = context
        moved.translateBy(x: size.width / 2, y: 0)
        moved.opacity = 0.5
        moved.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height / 2)), with: .color(.blue))
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))

        var clipped = context
        clipped.clip(to: Path(CGRect(x: 100, y: 50, width: 20, height: 20)))
        clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))

        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: size.height - 5))
            path.addLine(to: CGPoint(x: size.width, y: size.height - 5))
        }
        context.stroke(
            line, with: .linearGradient(Gradient(colors: [.green, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)),
            lineWidth: 4)
        context.draw(Text("Hi").font(.title), at: CGPoint(x: 170, y: 70))

        // A circle clip: the fill shows inside the circle only.
        var round = context
        round.clip(to: Path(ellipseIn: CGRect(x: 60, y: 60, width: 30, height: 30)))
        round.fill(Path(CGRect(x: 60, y: 60, width: 30, height: 30)), with: .color(.purple))

        var rotated = context
        rotated.translateBy(x: 50, y: 50)
        rotated.rotate(by: .degrees(45))
        rotated.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.white))
    }

    func testACanvasDrawsWithItsGraphicsContext() throws {
        try gtk {
            let (window, hosting) = show(VStack { Canvas(renderer: Self.drawing).frame(width: 200, height: 100) }, width: 260, height: 140)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(descendants(of: hosting.widget, GTK.Canvas.self).first)
            XCTAssertTrue(canvas.accessibleState(.hidden, is: true), "a canvas is decoration until named")
            let image = try WidgetRenderer.render(canvas)
            try image.writePNG(to: Artifacts.path("canvas.png"))
            XCTAssertEqual(image.width, 200)

            XCTAssertTrue(isColor(image.pixel(x: 30, y: 80), red: 255, green: 59, blue: 48))
            XCTAssertTrue(isColor(image.pixel(x: 5, y: 5), red: 52, green: 199, blue: 89), "the original context is not moved")
            let blue = image.pixel(x: 150, y: 20)
            XCTAssertTrue(blue.blue > 240 && blue.red < 10, "\(blue)")
            XCTAssertEqual(Double(blue.alpha), 128, accuracy: 3, "a copy's opacity")
            XCTAssertTrue(isColor(image.pixel(x: 110, y: 60), red: 255, green: 204, blue: 0), "inside the clip")
            XCTAssertEqual(image.pixel(x: 130, y: 60).alpha, 0, "outside the clip")
            let start = image.pixel(x: 5, y: 95)
            let end = image.pixel(x: 195, y: 95)
            XCTAssertTrue(start.green > start.blue && start.alpha > 200, "\(start)")
            XCTAssertTrue(end.blue > end.green && end.alpha > 200, "\(end)")
            // The square turned by 45° around (50, 50): its corner reaches 14 points above the
            // centre, where an unturned square would end at 10.
            XCTAssertTrue(isColor(image.pixel(x: 50, y: 37), red: 255, green: 255, blue: 255))
            XCTAssertTrue(isColor(image.pixel(x: 39, y: 39), red: 255, green: 59, blue: 48), "the turned square leaves its corner")
            // Clipped to a circle: its centre is purple, its bounding square's corner not.
            XCTAssertTrue(isColor(image.pixel(x: 75, y: 75), red: 175, green: 82, blue: 222))
            XCTAssertTrue(isColor(image.pixel(x: 62, y: 62), red: 255, green: 59, blue: 48), "outside the circle")
            // Text drawn in the theme's text color around (170, 70).
            let ink = (150..<190).flatMap { x in (55..<85).map { image.pixel(x: x, y: $0) } }.filter { $0.alpha > 128 }
            XCTAssertGreaterThan(ink.count, 20, "the text is drawn")
        }
    }

    func testClipShapesAndMasks() throws {
        try gtk {
            // SwiftUI: a red square clipped to a circle has no red in its corners.
            let circle = try renderClip(Color.red.frame(width: 80, height: 80).clipShape(Circle()), name: "clip-circle.png")
            XCTAssertEqual(circle.width, 80)
            XCTAssertTrue(isColor(circle.pixel(x: 40, y: 40), red: 255, green: 59, blue: 48))
            XCTAssertEqual(circle.pixel(x: 4, y: 4).alpha, 0)

            // cornerRadius(12) rounds the corners only.
            let rounded = try renderClip(Color.blue.frame(width: 80, height: 40).cornerRadius(12), name: "clip-corners.png")
            XCTAssertEqual(rounded.pixel(x: 1, y: 1).alpha, 0)
            XCTAssertTrue(isColor(rounded.pixel(x: 40, y: 1), red: 0, green: 122, blue: 255))
            XCTAssertTrue(isColor(rounded.pixel(x: 1, y: 20), red: 0, green: 122, blue: 255))

            // A custom shape clips through a mask: the triangle's top corners are empty.
            let triangle = try renderClip(Color.green.frame(width: 60, height: 60).clipShape(Triangle()), name: "clip-triangle.png")
            XCTAssertEqual(triangle.pixel(x: 5, y: 5).alpha, 0)
            XCTAssertEqual(triangle.pixel(x: 54, y: 5).alpha, 0)
            XCTAssertTrue(isColor(triangle.pixel(x: 30, y: 50), red: 52, green: 199, blue: 89))

            // A gradient mask fades the view out from leading to trailing.
            let faded = try renderClip(
                Color.green.frame(width: 100, height: 40)
                    .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) },
                name: "mask-gradient.png")
            XCTAssertGreaterThan(faded.pixel(x: 2, y: 20).alpha, 240)
            XCTAssertEqual(Double(faded.pixel(x: 50, y: 20).alpha), 128, accuracy: 12)
            XCTAssertLessThan(faded.pixel(x: 97, y: 20).alpha, 15)

            // A mask takes no clicks and is not read: the content under it gets them.
            let (window, hosting) = show(VStack { Color.green.frame(width: 40, height: 40).mask { Circle() } }, width: 100, height: 100)
            defer { window.destroy() }
            let clip = try XCTUnwrap(descendants(of: hosting.widget, GTK.Clip.self).first)
            let mask = try XCTUnwrap(clip.children.last)
            XCTAssertFalse(mask.canTarget)
            XCTAssertTrue(mask.accessibleState(.hidden, is: true))
            XCTAssertTrue(try XCTUnwrap(clip.children.first).canTarget)
        }
    }

    func testAGradientForegroundStylePaintsShapesAndTextTakesItsFirstColor() throws {
        try gtk {
            let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            let (window, hosting) = show(
                VStack { Rectangle().frame(width: 100, height: 20); Text("Hi") }.foregroundStyle(gradient),
                width: 160, height: 100)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(descendants(of: hosting.widget, GTK.Canvas.self).first)
            let image = try WidgetRenderer.render(canvas)
            // SwiftUI paints the rectangle with the gradient: red at the leading end, blue at
            // the trailing one.
            let leading = image.pixel(x: 1, y: 10)
            XCTAssertTrue(leading.red > 245 && leading.green < 70 && leading.blue < 60 && leading.alpha == 255, "\(leading)")
            XCTAssertGreaterThan(image.pixel(x: 99, y: 10).blue, 240)
            XCTAssertLessThan(image.pixel(x: 99, y: 10).red, 15)
            let label = try XCTUnwrap(descendants(of: hosting.widget, GTK.Label.self).first)
            let text = label.styleColor
            XCTAssertEqual(text.red, 1, accuracy: 0.01, "text takes the gradient's first color")
            XCTAssertEqual(text.blue, 0.188, accuracy: 0.01)
        }
    }

    func testClosingAWindowOfDrawingsReleasesEverything() {
        gtk {
            let baseline = LiveObjects.count
            let closures = LiveObjects.signalClosureCount
            do {
                let (window, hosting) = show(
                    VStack {
                        Circle().fill(.red).frame(width: 20, height: 20)
                        Canvas { context, size in
                            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.green))
                            context.draw(Text("x"), at: .zero)
                        }
                        Color.red.frame(width: 20, height: 20).clipShape(Circle())
                        Color.blue.frame(width: 20, height: 20).mask { Triangle() }
                    },
                    width: 120, height: 160)
                XCTAssertEqual(descendants(of: hosting.widget, GTK.Clip.self).count, 2)
                window.destroy()
            }
            XCTAssertTrue(MainLoop.run(until: { LiveObjects.count == baseline }), "still alive: \(LiveObjects.countsByType)")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
        }
    }
}

/// Shows `view` alone and renders its `GtkuiClip`.
@MainActor
private func renderClip<V: View>(_ view: V, name: String) throws -> RenderedImage {
    // In a stack, as views usually are: a frame's size is its widget's natural size there.
    let (window, hosting) = show(VStack { view }, width: 160, height: 120)
    defer { window.destroy() }
    let clip = try XCTUnwrap(descendants(of: hosting.widget, GTK.Clip.self).first)
    let image = try WidgetRenderer.render(clip)
    try image.writePNG(to: Artifacts.path(name))
    return image
}

/// Whether `pixel` is opaque and within 3 of the 8-bit color.
private func isColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), red: Int, green: Int, blue: Int) -> Bool {
    pixel.alpha > 250 && abs(Int(pixel.red) - red) <= 3 && abs(Int(pixel.green) - green) <= 3 && abs(Int(pixel.blue) - blue) <= 3
}
