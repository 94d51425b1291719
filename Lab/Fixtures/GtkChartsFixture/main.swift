import CGtk
import Foundation
import GtkCharts
import GtkUI

// `GtkChartsFixture DIRECTORY`: shows three charts in a window on the display GTK opens
// (tests run it with GDK_SCALE=2, which GTK reads only when it opens the display), then
// writes each chart rendered at the window's scale factor N — the device pixels the display
// shows — as `chart-points@Nx.png`, `chart-sparkline@Nx.png` and `chart-detail@Nx.png` in
// DIRECTORY, and prints `scale N`. Exits 1, saying why on stderr, when it cannot.

/// The samples of GtkChartsTests' sparkline: 60, 80, 70, 100, 90 BPM, ten minutes apart.
struct Sample: Identifiable {
    let id: Int
    let date: Date
    let bpm: Double
}

let samples = [60.0, 80, 70, 100, 90].enumerated().map {
    Sample(id: $0, date: Date(timeIntervalSinceReferenceDate: 700_000_000 + Double($0) * 600), bpm: $1)
}

/// Circles only; the Vitals sparkline (line and circles); a chart with a y axis (1-pixel
/// gridlines) and a 1-point resting rule.
struct Charts: View {
    var body: some View {
        HStack(spacing: 8) {
            Chart(samples) { PointMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                .foregroundStyle(.pink)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 120, height: 40)
            Chart(samples) {
                LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                PointMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
            }
            .foregroundStyle(.pink)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(width: 120, height: 40)
            Chart {
                ForEach(samples) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                RuleMark(y: .value("Resting", 65))
                    .foregroundStyle(.green)
                    .lineStyle(StrokeStyle(lineWidth: 1))
            }
            .foregroundStyle(.pink)
            .chartXAxis(.hidden)
            .frame(width: 200, height: 100)
        }
    }
}

@MainActor
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("GtkChartsFixture: \(message)\n".utf8))
    exit(1)
}

@MainActor
func canvases(in widget: GTK.Widget) -> [GTK.Widget] {
    (widget.typeName == "GtkuiCanvas" ? [widget] : []) + widget.children.flatMap(canvases(in:))
}

@MainActor
func run() {
    guard CommandLine.arguments.count == 2 else { fail("usage: GtkChartsFixture DIRECTORY") }
    let directory = URL(fileURLWithPath: CommandLine.arguments[1])
    GtkRuntime.initializeOrExit()
    let window = GTK.Window(title: "GtkCharts fixture", width: 480, height: 120)
    let hosting = HostingWidget(rootView: Charts())
    window.child = hosting.widget
    window.present()
    let charts = canvases(in: hosting.widget)
    guard charts.count == 3, MainLoop.run(until: { charts.allSatisfy { $0.isMapped && $0.width > 0 } }) else {
        fail("the charts were not shown")
    }
    var painted = false
    guard window.afterNextPaint({ painted = true }), MainLoop.run(until: { painted }) else {
        fail("the window was not painted")
    }
    let scale = Int(gtk_widget_get_scale_factor(window.widgetPointer))
    for (chart, name) in zip(charts, ["points", "sparkline", "detail"]) {
        do {
            try WidgetRenderer.render(chart, scale: Double(scale))
                .writePNG(to: directory.appendingPathComponent("chart-\(name)@\(scale)x.png").path)
        } catch {
            fail("\(name): \(error)")
        }
    }
    print("scale \(scale)")
    window.destroy()
}

MainActor.assumeIsolated { run() }
