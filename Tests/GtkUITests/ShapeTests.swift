import XCTest
@testable import GtkUI

/// Shapes drawn through GtkSnapshot: what SwiftUI draws for the same code, checked pixel by
/// pixel on each shape's own canvas (rendered alone, so a pixel's place is the shape's).
final class ShapeTests: GtkTestCase {
    /// A triangle pointing up, as SwiftUI samples write custom shapes.
    private struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    private struct Gallery: View {
        var body: some View {
            VStack {
                HStack {
                    Circle().fill(.red).frame(width: 60, height: 60)
                    Circle().fill(.red).frame(width: 100, height: 60)
                    Rectangle().foregroundStyle(.green).frame(width: 40, height: 40)
                    Circle().frame(width: 30, height: 30)
                }
                RoundedRectangle(cornerRadius: 8)
                    .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 200, height: 60)
                HStack {
                    Rectangle().stroke(Color.blue, lineWidth: 4).frame(width: 60, height: 60)
                    Rectangle().strokeBorder(Color.blue, lineWidth: 4).frame(width: 60, height: 60)
                    Capsule().stroke(Color.blue, lineWidth: 2).frame(width: 80, height: 30)
                    Triangle().fill(.red).frame(width: 60, height: 60)
                    Circle().trim(from: 0, to: 0.5).stroke(.red, lineWidth: 6).frame(width: 60, height: 60)
                }
                HStack {
                    RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
                        .frame(width: 100, height: 100)
                    Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                        .frame(width: 100, height: 100)
                    Ellipse().strokeBorder(Color.red.gradient, style: StrokeStyle(lineWidth: 6, dash: [8, 4]))
                        .frame(width: 100, height: 60)
                }
            }
            .padding()
        }
    }

    func testShapesAreDrawnAsSwiftUIDrawsThem() throws {
        try gtk {
            let (window, hosting) = show(Gallery(), width: 560, height: 400)
            defer { window.destroy() }
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("shapes.png"))
            let canvases = descendants(of: hosting.widget, GTK.Canvas.self)
            XCTAssertEqual(canvases.count, 13)
            guard canvases.count == 13 else { return }
            let images = try canvases.map { try WidgetRenderer.render($0) }

            // SwiftUI: a red circle in a 60 × 60 frame is red at its centre, nothing at the
            // frame's corners.
            XCTAssertEqual(images[0].width, 60)
            XCTAssertTrue(isRed(images[0].pixel(x: 30, y: 30)))
            XCTAssertEqual(images[0].pixel(x: 3, y: 3).alpha, 0)
            // In a 100 × 60 frame the circle is 60 wide, centred: nothing at x = 10.
            XCTAssertTrue(isRed(images[1].pixel(x: 50, y: 30)))
            XCTAssertEqual(images[1].pixel(x: 10, y: 30).alpha, 0)
            XCTAssertTrue(isRed(images[1].pixel(x: 22, y: 30)))
            // A shape as a view is filled with the foreground style…
            let green = images[2].pixel(x: 20, y: 20)
            XCTAssertTrue(green.green > 150 && green.red < 100 && green.alpha == 255, "\(green)")
            // …which is the text color when nothing sets it.
            let text = canvases[3].styleColor
            let dot = images[3].pixel(x: 15, y: 15)
            XCTAssertEqual(Int(dot.red), Int((text.red * 255).rounded()), accuracy: 2)
            XCTAssertEqual(dot.alpha, UInt8((text.alpha * 255).rounded()))

            // A leading-to-trailing gradient is red at the left, blue at the right, and the
            // rounded corners are cut.
            let left = images[4].pixel(x: 10, y: 30)
            let right = images[4].pixel(x: 190, y: 30)
            XCTAssertTrue(left.red > 200 && left.blue < 60, "\(left)")
            XCTAssertTrue(right.blue > 200 && right.red < 60, "\(right)")
            XCTAssertEqual(images[4].pixel(x: 0, y: 0).alpha, 0)

            // stroke centres the line on the outline: a 4-wide line covers x 0…1 inside a
            // 60-wide frame (the other half is outside). strokeBorder keeps it inside: x 0…3.
            XCTAssertTrue(isBlue(images[5].pixel(x: 1, y: 30)))
            XCTAssertEqual(images[5].pixel(x: 3, y: 30).alpha, 0)
            XCTAssertEqual(images[5].pixel(x: 30, y: 30).alpha, 0, "a stroke does not fill")
            XCTAssertTrue(isBlue(images[6].pixel(x: 1, y: 30)))
            XCTAssertTrue(isBlue(images[6].pixel(x: 3, y: 30)))
            XCTAssertEqual(images[6].pixel(x: 5, y: 30).alpha, 0)
            // A capsule's stroke follows its round ends: none in the frame's corner.
            XCTAssertTrue(isBlue(images[7].pixel(x: 40, y: 0)))
            XCTAssertEqual(images[7].pixel(x: 1, y: 1).alpha, 0)
            XCTAssertEqual(images[7].pixel(x: 40, y: 15).alpha, 0)

            // A custom shape's path: the triangle covers the bottom centre, not the top corners.
            XCTAssertTrue(isRed(images[8].pixel(x: 30, y: 50)))
            XCTAssertEqual(images[8].pixel(x: 5, y: 5).alpha, 0)
            // A circle's trim starts at its right end and goes clockwise on screen: half of it
            // is the lower half.
            XCTAssertTrue(isRed(images[9].pixel(x: 30, y: 57)))
            XCTAssertEqual(images[9].pixel(x: 30, y: 3).alpha, 0)

            // A radial gradient from white in the centre to black 50 points out.
            let centre = images[10].pixel(x: 50, y: 50)
            let corner = images[10].pixel(x: 2, y: 2)
            XCTAssertTrue(centre.red > 240 && centre.blue > 240, "\(centre)")
            XCTAssertTrue(corner.red < 10 && corner.alpha == 255, "\(corner)")
            // An angular gradient from red at 0° (right) clockwise to blue at 360°: just below
            // the right end is red, just above it blue.
            let below = images[11].pixel(x: 92, y: 53)
            let above = images[11].pixel(x: 92, y: 47)
            XCTAssertTrue(below.red > 200 && below.blue < 60, "\(below)")
            XCTAssertTrue(above.blue > 200 && above.red < 60, "\(above)")
            // A dashed gradient border: somewhere along the top edge a dash, somewhere a gap.
            let top = (0..<100).map { images[12].pixel(x: $0, y: 2) }
            XCTAssertTrue(top.contains { $0.alpha > 200 && $0.red > 200 })
            XCTAssertTrue(top[30..<70].contains { $0.alpha == 0 }, "the dashes leave gaps")
            XCTAssertEqual(images[12].pixel(x: 50, y: 30).alpha, 0)
        }
    }

    func testShapesTakeTheSpaceTheyAreOfferedAndAreDecoration() throws {
        try gtk {
            let (window, hosting) = show(VStack { Text("Title"); Circle().fill(.red) }, width: 200, height: 200)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(descendants(of: hosting.widget, GTK.Canvas.self).first)
            // SwiftUI: the circle takes what the text leaves of the window.
            XCTAssertEqual(canvas.width, 200)
            XCTAssertGreaterThan(canvas.height, 150)
            XCTAssertTrue(canvas.accessibleState(.hidden, is: true), "a shape is decoration")

            // A fixed frame smaller than a shape's natural size (10 × 10) sizes it: a status dot.
            let (dots, dotsHosting) = show(HStack { Circle().fill(.green).frame(width: 6, height: 6); Text("Online") }, width: 160, height: 60)
            defer { dots.destroy() }
            let dot = try XCTUnwrap(descendants(of: dotsHosting.widget, GTK.Canvas.self).first)
            XCTAssertEqual(dot.width, 6)
            XCTAssertEqual(dot.height, 6)

            let (named, namedHosting) = show(Circle().accessibilityLabel("Status"), width: 100, height: 100)
            defer { named.destroy() }
            let namedCanvas = try XCTUnwrap(descendants(of: namedHosting.widget, GTK.Canvas.self).first)
            XCTAssertTrue(namedCanvas.accessibleState(.hidden, is: false), "a named shape is read")
        }
    }

    /// Degenerate input draws nothing wrong and raises no GTK critical (the tests run with
    /// fatal criticals): empty paths and gradients, negative and huge sizes, NaN, infinite
    /// rectangles, reversed trims, a context scaled to nothing.
    func testDegenerateShapesDrawWithoutCriticals() throws {
        try gtk {
            let view = VStack {
                HStack {
                    Circle().frame(width: 0, height: 0)
                    Rectangle().fill(LinearGradient(colors: [], startPoint: .top, endPoint: .top)).frame(width: 10, height: 10)
                    Rectangle().fill(RadialGradient(colors: [.red], center: .center, startRadius: 10, endRadius: 0))
                        .frame(width: 10, height: 10)
                    Rectangle().fill(AngularGradient(colors: [.red], center: .center, startAngle: .degrees(720), endAngle: .zero))
                        .frame(width: 10, height: 10)
                    Path().stroke(.red)
                    Capsule().stroke(.red, style: StrokeStyle(lineWidth: -3, dash: [0, 0])).frame(width: 10, height: 10)
                    Capsule().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [-1, 4])).frame(width: 10, height: 10)
                }
                HStack {
                    Circle().trim(from: 0.8, to: 0.2).stroke(.blue).frame(width: 10, height: 10)
                    RoundedRectangle(cornerRadius: -5).fill(.red).frame(width: 10, height: 10)
                    Rectangle().inset(by: 500).fill(.red).frame(width: 10, height: 10)
                    Ellipse().strokeBorder(.red, lineWidth: 1000).frame(width: 10, height: 10)
                    Path { $0.addLines([]) }.fill(.red)
                    Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).fill(.red)
                    Canvas { context, _ in
                        context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), with: .color(.red))
                        context.stroke(Path(ellipseIn: .infinite), with: .color(.blue))
                        context.fill(Path(ellipseIn: .null), with: .color(.blue))
                        var flat = context
                        flat.scaleBy(x: 0, y: 0)
                        flat.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
                        flat.draw(Text(""), at: .zero)
                        var clipped = context
                        clipped.clip(to: Path())
                        clipped.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
                    }
                    .frame(width: 20, height: 20)
                    Color.red.frame(width: 10, height: 10).clipShape(Path())
                    Color.red.frame(width: 10, height: 10).mask { EmptyView() }
                }
            }
            let (window, _) = show(view, width: 300, height: 120)
            defer { window.destroy() }
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("shapes-degenerate.png"))
        }
    }

    func testPathGeometry() {
        var path = Path()
        XCTAssertTrue(path.isEmpty)
        XCTAssertNil(path.currentPoint)
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // clockwise: false turns with growing angles: clockwise on screen, from the right end
        // down to the bottom.
        XCTAssertEqual(path.currentPoint?.x ?? 0, 50, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint?.y ?? 0, 60, accuracy: 1e-9)
        XCTAssertEqual(path.boundingRect.minX, 50, accuracy: 1e-6)
        XCTAssertEqual(path.boundingRect.maxX, 60, accuracy: 1e-6)
        XCTAssertEqual(path.boundingRect.maxY, 60, accuracy: 1e-6)

        var other = Path()
        other.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // The other way round: three quarters, through the top and the left.
        XCTAssertEqual(other.boundingRect.minY, 40, accuracy: 1e-6)
        XCTAssertEqual(other.boundingRect.minX, 40, accuracy: 1e-6)

        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(circle.boundingRect.width, 20, accuracy: 1e-6)
        XCTAssertTrue(circle.contains(CGPoint(x: 10, y: 10)))
        XCTAssertFalse(circle.contains(CGPoint(x: 1, y: 1)))
        let half = circle.trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(half.boundingRect.minY, 10, accuracy: 0.01, "the first half is the lower half")
        XCTAssertEqual(half.boundingRect.maxY, 20, accuracy: 0.01)
        XCTAssertTrue(circle.trimmedPath(from: 0.6, to: 0.4).isEmpty)

        let built = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
            path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 5, y: 15), control2: CGPoint(x: 2, y: 15))
            path.closeSubpath()
        }
        var elements: [Path.Element] = []
        built.forEach { elements.append($0) }
        XCTAssertEqual(elements.count, 5)
        XCTAssertEqual(built.boundingRect.maxX, 15, accuracy: 1e-6, "a quad curve reaches halfway to its control point")
        XCTAssertEqual(built.offsetBy(dx: 5, dy: 0).boundingRect.minX, 5, accuracy: 1e-9)
        XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: 1e-12)

        // Shape transforms move the outline in the frame.
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        XCTAssertEqual(Rectangle().offset(x: 5, y: -2).path(in: frame).boundingRect, CGRect(x: 5, y: -2, width: 40, height: 20))
        let turned = Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect
        XCTAssertEqual(turned.width, 20, accuracy: 1e-9, "a quarter turn about the centre swaps the sides")
        XCTAssertEqual(turned.midX, 20, accuracy: 1e-9)
        XCTAssertEqual(Rectangle().scale(0.5).path(in: frame).boundingRect.width, 20, accuracy: 1e-9)
        XCTAssertEqual(Rectangle().scale(x: 2, anchor: .topLeading).path(in: frame).boundingRect.maxX, 80, accuracy: 1e-9)
        XCTAssertEqual(Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5).boundingRect,
                       CGRect(x: 0, y: 0, width: 40, height: 20))
    }
}

private func isRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
    pixel.alpha > 240 && pixel.red > 230 && pixel.green < 100 && pixel.blue < 100
}

private func isBlue(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
    pixel.alpha > 200 && pixel.blue > 200 && pixel.red < 60
}
