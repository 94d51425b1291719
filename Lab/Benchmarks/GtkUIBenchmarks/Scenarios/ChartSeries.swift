import CGtk
import CGtkBaseline
import Foundation
import GtkCharts
import GtkUI

/// A heart-rate series for the chart scenarios: a random walk, one sample a minute, the
/// same values for GtkCharts (as samples) and for C (as arrays of doubles).
@MainActor
final class ChartSeries {
    struct Sample: Identifiable {
        let id: Int
        let date: Date
        let bpm: Double
    }

    let samples: [Sample]
    /// The same values for C, at addresses that stay put while the series lives.
    let xs: UnsafeMutableBufferPointer<Double>
    let ys: UnsafeMutableBufferPointer<Double>

    init(count: Int, seed: UInt64) {
        var state = seed
        var bpm = 70.0
        var samples: [Sample] = []
        samples.reserveCapacity(count)
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        for index in 0..<count {
            // xorshift: cheap, deterministic noise.
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            bpm = min(180, max(40, bpm + Double(Int(state % 11)) - 5))
            samples.append(Sample(id: index, date: start.addingTimeInterval(Double(index) * 60), bpm: bpm))
        }
        self.samples = samples
        xs = .allocate(capacity: count)
        _ = xs.initialize(from: samples.lazy.map { $0.date.timeIntervalSinceReferenceDate })
        ys = .allocate(capacity: count)
        _ = ys.initialize(from: samples.lazy.map(\.bpm))
    }

    isolated deinit {
        xs.deallocate()
        ys.deallocate()
    }
}

/// The model the GtkCharts side shows.
final class ChartSeriesModel: ObservableObject {
    @Published var series: ChartSeries

    init(series: ChartSeries) { self.series = series }
}

/// A pink line chart without axes filling its window, as the C drawing area draws it.
struct SeriesChart: View {
    @ObservedObject var model: ChartSeriesModel

    var body: some View {
        Chart(model.series.samples) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
            .foregroundStyle(.pink)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
    }
}

/// The two windows of a chart scenario, made on first use: a hosted `Chart` and the C
/// drawing area, both 600×300, each showing one of two series of `count` points.
@MainActor
final class ChartWindows {
    let count: Int
    private(set) var series: [ChartSeries] = []
    private var model: ChartSeriesModel?
    private var swift: UnsafeMutablePointer<GtkWidget>?
    private var canvas: GTK.Widget?
    private var c: UnsafeMutablePointer<GtkWidget>?
    private var shown = (swift: 0, c: 0)

    init(count: Int) { self.count = count }

    private func makeSeries() {
        guard series.isEmpty else { return }
        series = [ChartSeries(count: count, seed: 0x9E37_79B9_7F4A_7C15), ChartSeries(count: count, seed: 0xD1B5_4A32_D192_ED03)]
    }

    /// The Swift window, and the chart's canvas in it.
    func swiftWindow() -> (UnsafeMutablePointer<GtkWidget>, GTK.Widget?) {
        if let swift { return (swift, canvas) }
        makeSeries()
        let model = ChartSeriesModel(series: series[0])
        let window = GTK.Window(title: "Chart", width: 600, height: 300)
        let hosting = HostingWidget(rootView: SeriesChart(model: model))
        window.child = hosting.widget
        window.present()
        cbaseline_wait_for_frame(window.widgetPointer)
        self.model = model
        swift = window.widgetPointer
        canvas = Self.find("GtkuiCanvas", in: window)
        return (window.widgetPointer, canvas)
    }

    func cWindow() -> UnsafeMutablePointer<GtkWidget> {
        if let c { return c }
        makeSeries()
        guard let window = cbaseline_chart_window() else { preconditionFailure("gtkui-bench: GTK made no window") }
        setC(series[0], on: window)
        cbaseline_wait_for_frame(window)
        c = window
        return window
    }

    /// Shows the other series through the model.
    func swapSwiftSeries() {
        shown.swift = 1 - shown.swift
        model?.series = series[shown.swift]
    }

    /// Shows the other series in the C window.
    func swapCSeries(on window: UnsafeMutablePointer<GtkWidget>) {
        shown.c = 1 - shown.c
        setC(series[shown.c], on: window)
    }

    private func setC(_ series: ChartSeries, on window: UnsafeMutablePointer<GtkWidget>) {
        // The series (kept in `self.series`) owns the points for as long as the window lives.
        cbaseline_chart_set_points(window, series.xs.baseAddress, series.ys.baseAddress, Int32(series.xs.count))
    }

    private static func find(_ typeName: String, in widget: GTK.Widget) -> GTK.Widget? {
        if widget.typeName == typeName { return widget }
        for child in widget.children {
            if let found = find(typeName, in: child) { return found }
        }
        return nil
    }
}
