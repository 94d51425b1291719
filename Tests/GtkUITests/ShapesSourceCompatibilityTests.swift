// Imports only GtkUI and XCTest, as SwiftUI code imports only SwiftUI.
import XCTest
@testable import GtkUI

// Shapes, gradients and Canvas written as public SwiftUI sample code writes them; each must
// compile with only its import changed, and draw.

/// A star, as custom-shape tutorials draw one.
private struct Star: Shape {
    var corners: Int = 5
    var smoothness: Double = 0.45

    static var role: ShapeRole { .fill }

    func path(in rect: CGRect) -> Path {
        guard corners >= 2 else { return Path() }
        let center = CGPoint(x: rect.width / 2, y: rect.height / 2)
        var currentAngle = -CGFloat.pi / 2
        let angleAdjustment = .pi * 2 / Double(corners * 2)
        let innerX = center.x * smoothness
        let innerY = center.y * smoothness
        var path = Path()
        path.move(to: CGPoint(x: center.x * cos(currentAngle), y: center.y * sin(currentAngle)))
        var bottomEdge: Double = 0
        for corner in 0..<corners * 2 {
            let sinAngle = sin(currentAngle)
            let cosAngle = cos(currentAngle)
            let bottom: Double
            if corner.isMultiple(of: 2) {
                bottom = center.y * sinAngle
                path.addLine(to: CGPoint(x: center.x * cosAngle, y: bottom))
            } else {
                bottom = innerY * sinAngle
                path.addLine(to: CGPoint(x: innerX * cosAngle, y: bottom))
            }
            if bottom > bottomEdge { bottomEdge = bottom }
            currentAngle += angleAdjustment
        }
        let unusedSpace = (rect.height / 2 - bottomEdge) / 2
        let transform = CGAffineTransform(translationX: center.x, y: center.y + unusedSpace)
        return path.applying(transform)
    }
}

/// A progress ring: a faint track and a trimmed, round-capped gradient arc.
private struct ProgressRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center),
                    style: StrokeStyle(lineWidth: 12, lineCap: .round))
        }
        .frame(width: 120, height: 120)
    }
}

/// A card with a gradient behind it and rounded corners.
private struct GradientCard: View {
    var title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            Text("Resting heart rate")
                .font(.subheadline)
        }
        .padding()
        .background(LinearGradient(gradient: Gradient(colors: [.orange, .pink]), startPoint: .topLeading, endPoint: .bottomTrailing))
        .cornerRadius(12)
    }
}

/// The Landmarks tutorial's circle image, with an SF Symbol in place of the photo.
private struct CircleImage: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
    }
}

/// A sparkline drawn with Canvas.
private struct Sparkline: View {
    var values: [Double]

    var body: some View {
        Canvas { context, size in
            guard values.count > 1, let maximum = values.max(), maximum > 0 else { return }
            let step = size.width / CGFloat(values.count - 1)
            var path = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: CGFloat(index) * step, y: size.height * (1 - value / maximum))
                if index == 0 {
                    path.move(to: point)
                } else {
                    path.addLine(to: point)
                }
            }
            context.stroke(path, with: .color(.accentColor), lineWidth: 2)
            if let last = values.last {
                let dot = CGRect(x: size.width - 3, y: size.height * (1 - last / maximum) - 3, width: 6, height: 6)
                context.fill(Path(ellipseIn: dot), with: .color(.red))
            }
            context.draw(Text("\(Int(maximum))").font(.caption), at: CGPoint(x: 4, y: 0), anchor: .topLeading)
        }
        .frame(height: 60)
    }
}

/// A pie chart drawn with Canvas, as WWDC's "Add rich graphics to your SwiftUI app" draws
/// one: a context moved to the centre and turned to start at the top, one arc per slice.
private struct PieChart: View {
    var slices: [(Double, Color)]

    var body: some View {
        Canvas { context, size in
            let total = slices.reduce(0) { $0 + $1.0 }
            context.translateBy(x: size.width * 0.5, y: size.height * 0.5)
            var pieContext = context
            pieContext.rotate(by: .degrees(-90))
            let radius = min(size.width, size.height) * 0.48
            var startAngle = Angle.zero
            for (value, color) in slices {
                let angle = Angle(degrees: 360 * (value / total))
                let endAngle = startAngle + angle
                let path = Path { p in
                    p.move(to: .zero)
                    p.addArc(center: .zero, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
                    p.closeSubpath()
                }
                pieContext.fill(path, with: .color(color))
                pieContext.stroke(path, with: .color(.white), lineWidth: 2)
                startAngle = endAngle
            }
            var label = context
            label.opacity = 0.8
            let text = label.resolve(Text("Total").font(.caption))
            let measured = text.measure(in: size)
            label.draw(text, at: CGPoint(x: 0, y: radius - measured.height), anchor: .top)
        }
        .frame(width: 100, height: 100)
    }
}

private struct Badges: View {
    var body: some View {
        HStack(spacing: 12) {
            Star(corners: 5, smoothness: 0.45)
                .fill(.yellow)
                .frame(width: 60, height: 60)
            RoundedRectangle(cornerRadius: 25, style: .continuous)
                .fill(Color.red.gradient)
                .frame(width: 80, height: 50)
            Capsule()
                .fill(.blue.gradient)
                .frame(width: 80, height: 30)
            Ellipse()
                .fill(RadialGradient(colors: [.white, .mint], center: .center, startRadius: 2, endRadius: 40))
                .frame(width: 60, height: 40)
            Text("New")
                .padding(8)
                .background(.green, in: Capsule())
            Text("Tag")
                .padding(6)
                .background(Color.yellow)
                .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.gray, lineWidth: 1))
            Text("7")
                .padding(10)
                .background(Circle().fill(Color.purple))
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
                .strokeBorder(.orange, style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
                .frame(width: 60, height: 40)
        }
    }
}

private struct Showcase: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                ProgressRing(progress: 0.7)
                CircleImage()
                GradientCard(title: "62 BPM")
            }
            HStack {
                Sparkline(values: [60, 72, 65, 90, 80, 68, 75])
                PieChart(slices: [(2, .red), (1, .green), (1, .blue)])
            }
            Badges()
        }
        .padding()
    }
}

final class ShapesSourceCompatibilityTests: GtkTestCase {
    func testSampleCodeWithShapesGradientsAndCanvasDraws() throws {
        try gtk {
            let (window, hosting) = show(Showcase(), width: 620, height: 360)
            defer { window.destroy() }
            let image = try WidgetRenderer.render(window)
            try image.writePNG(to: Artifacts.path("shapes-sample-code.png"))
            // Every shape and gradient above is a canvas of its own.
            let canvases = descendants(of: hosting.widget, GTK.Canvas.self)
            XCTAssertEqual(canvases.count, 14)
            // The yellow star is drawn: it has yellow pixels and leaves its frame's corner empty.
            guard let star = canvases.first(where: { $0.width == 60 && $0.height == 60 }) else {
                return XCTFail("no 60 × 60 star canvas")
            }
            let starImage = try WidgetRenderer.render(star)
            XCTAssertGreaterThan(count(starImage) { $0.0 > 240 && $0.1 > 180 && $0.2 < 40 && $0.3 > 240 }, 300)
            XCTAssertEqual(starImage.pixel(x: 2, y: 58).alpha, 0)
            // The pie starts at the top and turns clockwise: the first half (red) is the right
            // half, then green (bottom left), then blue (top left).
            guard let pie = canvases.first(where: { $0.width == 100 && $0.height == 100 }) else {
                return XCTFail("no 100 × 100 pie canvas")
            }
            let pieImage = try WidgetRenderer.render(pie)
            let right = pieImage.pixel(x: 80, y: 50)
            let bottomLeft = pieImage.pixel(x: 25, y: 70)
            let topLeft = pieImage.pixel(x: 25, y: 30)
            XCTAssertTrue(right.red > 240 && right.green < 100, "\(right)")
            XCTAssertTrue(bottomLeft.green > 150 && bottomLeft.red < 100, "\(bottomLeft)")
            XCTAssertTrue(topLeft.blue > 200 && topLeft.red < 50, "\(topLeft)")
        }
    }
}
