import CGtk
import Foundation
@testable import GtkCharts
import XCTest
@testable import GtkUI

/// Charts follow the theme: marks without a style of their own take its accent, axis
/// labels its text color, in the light and the dark style.
final class ThemeTests: ChartTestCase {
    /// Switches GTK to its dark style (or back) for the whole process.
    @MainActor
    static func setDark(_ dark: Bool) {
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
        g_value_set_boolean(&value, dark ? 1 : 0)
        g_object_set_property(
            UnsafeMutableRawPointer(gtk_settings_get_default())?.assumingMemoryBound(to: GObject.self),
            "gtk-application-prefer-dark-theme", &value)
        g_value_unset(&value)
    }

    func testAxisLabelsFollowTheDarkStyle() throws {
        try gtk {
            Self.setDark(true)
            defer { Self.setDark(false) }
            let (window, hosting) = show(HStack { DetailChartTests.DetailChart() }, width: 440, height: 260)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-dark.png"))
            // The y labels (at the right) are light on the dark theme.
            let light = image.points(in: 370...399, 0...199) { $0.alpha > 150 && $0.red > 180 && $0.green > 180 && $0.blue > 180 }
            XCTAssertGreaterThan(light.count, 20, "light axis labels")
            window.destroy()
        }
    }

    struct Sparklines: View {
        var body: some View {
            HStack(spacing: 8) {
                // No style: the accent.
                sparkline
                // A chosen foreground, on the chart or around it.
                sparkline.foregroundStyle(.primary)
                HStack { sparkline }.foregroundStyle(.pink)
            }
        }

        var sparkline: some View {
            Chart(SparklineTests.data) {
                LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                PointMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(width: 120, height: 40)
        }
    }

    func testMarksWithoutAStyleTakeTheAccentInLightAndDark() throws {
        try gtk {
            for dark in [false, true] {
                Self.setDark(dark)
                defer { Self.setDark(false) }
                let (window, hosting) = show(Sparklines(), width: 400, height: 60)
                let canvases = findAll("GtkuiCanvas", in: hosting.widget)
                XCTAssertEqual(canvases.count, 3)
                let style = dark ? "dark" : "light"
                try render(window).writePNG(to: artifactPath("chart-accent-\(style).png"))
                let colors = try canvases.map { try XCTUnwrap(Self.markColor(try render($0)), style) }
                let selection = try XCTUnwrap(canvases[0].themeColor(named: "theme_selected_bg_color"))
                let background = try XCTUnwrap(canvases[0].themeColor(named: "theme_bg_color"))
                let text = try XCTUnwrap(canvases[0].themeColor(named: "theme_fg_color"))

                let accent = colors[0]
                XCTAssertGreaterThan(accent.blue, accent.red + 0.3, "\(style): the accent is blue: \(accent)")
                XCTAssertGreaterThan(accent.blue, accent.green + 0.15, "\(style): \(accent)")
                XCTAssertGreaterThanOrEqual(AccentColor.contrast(accent, background), 2.9, "\(style): stands out")
                if dark {
                    // GTK 4.8's dark selection blue is too dark to draw with: lightened.
                    XCTAssertGreaterThan(AccentColor.luminance(accent), AccentColor.luminance(selection) + 0.05, "\(accent)")
                } else {
                    XCTAssertTrue(Self.close(accent, selection), "light: Adwaita's blue \(selection), drew \(accent)")
                }
                XCTAssertTrue(Self.close(colors[1], text), "\(style): .primary is the text color \(text), drew \(colors[1])")
                XCTAssertTrue(Self.close(colors[2], RGBA(bytes: 255, 45, 85)), "\(style): pink around the chart, drew \(colors[2])")
                window.destroy()
            }
        }
    }

    /// The color of most opaque pixels: the circles' insides.
    static func markColor(_ image: RenderedImage) -> RGBA? {
        var counts: [Int: Int] = [:]
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                guard pixel.alpha == 255 else { continue }
                counts[Int(pixel.red) << 16 | Int(pixel.green) << 8 | Int(pixel.blue), default: 0] += 1
            }
        }
        guard let key = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        return RGBA(bytes: UInt8(key >> 16), UInt8(key >> 8 & 0xff), UInt8(key & 0xff))
    }

    static func close(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02
    }
}
