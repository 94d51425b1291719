import XCTest
@testable import GtkUI

/// `GeometryReader`: it takes the space it is offered, places its content at the top-leading
/// corner, and evaluates the content again when GTK allocates it a new size.
final class GeometryReaderTests: GtkTestCase {
    /// A reader in a frame: a red bar half as wide and a quarter as high as the reader, and
    /// a label with the reader's size.
    struct Halves: View {
        var width: CGFloat
        var height: CGFloat
        var body: some View {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
            }
            .frame(width: width, height: height)
        }
    }

    func testTheContentFollowsTheReadersSize() throws {
        try gtk {
            let (window, hosting) = show(Halves(width: 200, height: 120), width: 300, height: 200)
            defer { window.destroy() }
            let reader = try XCTUnwrap(descendants(of: hosting.widget, GTK.CustomLayout.self).first)
            XCTAssertEqual(reader.width, 200, "the reader takes the whole frame")
            XCTAssertEqual(reader.height, 120)
            XCTAssertEqual(labelTexts(in: reader), ["200x120"])
            // SwiftUI: the bar at the top-leading corner, 100 × 30; the label there too.
            let bar = try XCTUnwrap(reader.children.first?.bounds(in: reader))
            XCTAssertTrue(bar == (0, 0, 100, 30), "\(bar)")
            let label = try XCTUnwrap(reader.children.last?.bounds(in: reader))
            XCTAssertEqual(label.x, 0)
            XCTAssertEqual(label.y, 0)
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("geometry-reader-200.png"))

            hosting.rootView = Halves(width: 260, height: 80)
            settle(window)
            XCTAssertEqual(labelTexts(in: reader), ["260x80"], "evaluated again for the new size")
            let resized = try XCTUnwrap(reader.children.first?.bounds(in: reader))
            XCTAssertTrue(resized == (0, 0, 130, 20), "\(resized)")
        }
    }

    func testAReaderTakesTheSpaceLeftInAStack() throws {
        try gtk {
            let view = VStack(spacing: 0) {
                Color.blue.frame(height: 50)
                GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
            }
            let (window, hosting) = show(view, width: 300, height: 200)
            defer { window.destroy() }
            XCTAssertEqual(labelTexts(in: hosting.widget), ["300x150"])
        }
    }

    /// Frames in the local, global and a named coordinate space.
    struct Frames: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(height: 40)
                GeometryReader { proxy in
                    let local = proxy.frame(in: .local)
                    let global = proxy.frame(in: .global)
                    let card = proxy.frame(in: .named("card"))
                    Text("\(Int(local.minY)) \(Int(global.minX)),\(Int(global.minY)) \(Int(card.minX)),\(Int(card.minY)) \(Int(card.width))")
                }
            }
            .coordinateSpace(name: "card")
            .padding(10)
        }
    }

    func testFramesInCoordinateSpaces() throws {
        try gtk {
            let (window, hosting) = show(Frames(), width: 300, height: 200)
            defer { window.destroy() }
            // The reader is 40 below the card's top, the card 10 inside the window's content.
            XCTAssertEqual(labelTexts(in: hosting.widget), ["0 10,50 0,40 280"])
        }
    }

    func testAProxyOutsideAnyNamedSpaceUsesTheGlobalFrame() throws {
        try gtk {
            let view = GeometryReader { proxy in
                Text("\(Int(proxy.frame(in: .named("nowhere")).minY)) \(proxy.safeAreaInsets == EdgeInsets() ? "no insets" : "insets")")
            }
            .padding(.top, 30)
            let (window, hosting) = show(view, width: 200, height: 100)
            defer { window.destroy() }
            XCTAssertEqual(labelTexts(in: hosting.widget), ["30 no insets"])
        }
    }

    /// SwiftUI's progress ring from the compatibility samples: a gray track, a green arc
    /// from 12 o'clock to 72 %, and "72%" in the middle, 140 points square.
    struct ProgressRing: View {
        var progress: Double
        var body: some View {
            GeometryReader { proxy in
                let side = min(proxy.size.width, proxy.size.height)
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.3), lineWidth: 10)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("\(Int(progress * 100))%")
                        .font(.system(size: max(side / 5, 1), weight: .bold))
                }
                .frame(width: side, height: side)
            }
            .frame(width: 140, height: 140)
            .padding()
        }
    }

    func testAProgressRingDrawsAtTheReadersSize() throws {
        try gtk {
            let (window, hosting) = show(ProgressRing(progress: 0.72), width: 200, height: 200)
            defer { window.destroy() }
            XCTAssertEqual(labelTexts(in: hosting.widget), ["72%"])
            let reader = try XCTUnwrap(descendants(of: hosting.widget, GTK.CustomLayout.self).first)
            XCTAssertEqual(reader.width, 140)
            let ring = try XCTUnwrap(reader.children.first)
            XCTAssertEqual(ring.width, 140, "the ZStack is framed to the reader's side")
            let image = try WidgetRenderer.render(reader)
            // The arc starts at 12 o'clock and runs clockwise past 3 o'clock: green at the top
            // and the right, only the gray track at 9 o'clock (72 % stops short of it).
            let top = image.pixel(x: 72, y: 5)
            XCTAssertTrue(top.green > 120 && top.red < 100, "green at the top: \(top)")
            let right = image.pixel(x: 135, y: 70)
            XCTAssertTrue(right.green > 120 && right.red < 100, "green at 3 o'clock: \(right)")
            let left = image.pixel(x: 5, y: 70)
            XCTAssertFalse(left.green > 120 && left.red < 100, "no green at 9 o'clock: \(left)")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("geometry-progress-ring.png"))
        }
    }

    func testFlippingSizesStopAfterAFewReports() {
        var reports = GeometryReports()
        let a = CGSize(width: 100, height: 50), b = CGSize(width: 120, height: 50)
        XCTAssertTrue(reports.shouldReport(a))
        XCTAssertFalse(reports.shouldReport(a), "the same size again is not news")
        var passed = 0
        for step in 0..<20 where reports.shouldReport(step % 2 == 0 ? b : a) { passed += 1 }
        XCTAssertEqual(passed, 1 + GeometryReports.maximumFlips, "the first change, then a few flips")
        XCTAssertTrue(reports.shouldReport(CGSize(width: 300, height: 50)), "a new size passes again")
        XCTAssertTrue(reports.shouldReport(a))
    }
}
