import Foundation
import GtkCharts
import GtkUI
import VitalsCore

/// A heart-rate chart for screen readers, in whole BPM: a sparkline's points are hourly
/// means of a day (or the live values of the last two minutes), so the description gives
/// the real count and range of the samples behind them, not the points' own; a day's
/// chart gives its samples' span and its resting rate.
struct HeartRateChartDescriptor: AXChartDescriptorRepresentable {
    /// "Heart rate through Saturday 21 November 2026".
    var title: String
    /// "1,440 samples; minimum 50, maximum 91, average 68 BPM".
    var summary: String
    /// What one point is: "Hourly mean", "Value".
    var seriesName: String
    let points: [ChartPoint]
    /// Writes a time of day ("7:15 PM", or "7 h" for a day's row, whose many sparklines
    /// are described as each row is bound and cannot afford a date format each).
    var time: @MainActor (Date) -> String

    /// A day's sparkline of hourly means, in its row (which names the day).
    @MainActor
    init(day summary: DaySummary, points: [ChartPoint], names: DayNames) {
        title = String(localized: "Heart rate through the day")
        let count = summary.sampleCount
        self.summary = String(localized: """
            \(count) samples; minimum \(Int(summary.minimum.rounded())), \
            maximum \(Int(summary.maximum.rounded())), average \(Int(summary.average.rounded())) BPM
            """)
        seriesName = String(localized: "Hourly mean")
        self.points = points
        let calendar = names.calendar
        time = { String(localized: "\(calendar.component(.hour, from: $0)) h", comment: "An hour of the day in a chart's description: 7 h") }
    }

    /// A day's chart of its samples, with its resting rate.
    @MainActor
    init(detail summary: DaySummary, points: [ChartPoint], names: DayNames) {
        self.init(day: summary, points: points, names: names)
        title = String(localized: "Heart rate through \(names.long(summary.day))")
        time = { names.time($0) }
        if let first = points.first?.date, let last = points.last?.date {
            self.summary = String(localized: """
                \(self.summary), resting \(Int(summary.restingEstimate.rounded())) BPM; \
                from \(names.time(first)) to \(names.time(last))
                """)
        }
        seriesName = String(localized: "Sample")
    }

    /// The live sparkline of the latest values.
    @MainActor
    init(live points: [ChartPoint], names: DayNames) {
        title = String(localized: "Live heart rate, the last two minutes")
        let values = points.map { Int($0.bpm.rounded()) }
        summary = values.isEmpty
            ? String(localized: "No values yet")
            : String(localized: "\(values.count) values; minimum \(values.min() ?? 0), maximum \(values.max() ?? 0) BPM")
        seriesName = String(localized: "Value")
        self.points = points
        time = { names.time($0) }
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let dates = points.map(\.date.timeIntervalSinceReferenceDate)
        let values = points.map(\.bpm)
        let time = self.time
        let xAxis = AXNumericDataAxisDescriptor(
            title: String(localized: "Time"), range: (dates.min() ?? 0)...(dates.max() ?? 0), gridlinePositions: []
        ) { seconds in
            MainActor.assumeIsolated { time(Date(timeIntervalSinceReferenceDate: seconds)) }
        }
        let yAxis = AXNumericDataAxisDescriptor(
            title: String(localized: "Heart rate"), range: (values.min() ?? 0)...(values.max() ?? 0), gridlinePositions: []
        ) { String(localized: "\(Int($0.rounded())) BPM") }
        let series = AXDataSeriesDescriptor(
            name: seriesName, isContinuous: true,
            dataPoints: points.map { AXDataPoint(x: $0.date.timeIntervalSinceReferenceDate, y: $0.bpm) })
        return AXChartDescriptor(title: title, summary: summary, xAxis: xAxis, yAxis: yAxis, series: [series])
    }
}
