import Foundation
import GtkCharts
import GtkUI
import VitalsCore

/// The Trends window: the daily average heart rate over the last 30, 90 or 365 days.
struct TrendsView: View {
    @ObservedObject var model: VitalsModel
    @State private var range = 30

    var body: some View {
        let interval = TrendRange.interval(days: range, calendar: model.calendar)
        let points = TrendRange.averages(of: model.days, in: interval, calendar: model.calendar)
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Daily Average").font(.title)
                Spacer()
                Picker("Range", selection: $range) {
                    Text("30 Days").tag(30)
                    Text("90 Days").tag(90)
                    Text("365 Days").tag(365)
                }
            }
            if points.isEmpty {
                Text("No heart-rate samples in the last \(range) days.").foregroundStyle(.secondary)
            }
            Chart(points) {
                LineMark(x: .value("Day", $0.date), y: .value("Average BPM", $0.bpm))
                PointMark(x: .value("Day", $0.date), y: .value("Average BPM", $0.bpm))
                    .symbolSize(16)
            }
            .chartXScale(domain: interval.start...interval.end)
            .foregroundStyle(.pink)
            .frame(minWidth: 480, maxWidth: .infinity, minHeight: 300, maxHeight: .infinity)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The days of a trend.
enum TrendRange {
    /// The last `days` days, today included.
    static func interval(days: Int, calendar: Calendar, now: Date = Date()) -> DateInterval {
        let today = CalendarDay(containing: now, in: calendar)
        let first = today.adding(days: -(days - 1), in: calendar)
        return DateInterval(start: first.interval(in: calendar).start, end: today.interval(in: calendar).end)
    }

    /// Each day's average in `interval`, at noon, oldest first.
    static func averages(of days: [DaySummary], in interval: DateInterval, calendar: Calendar) -> [ChartPoint] {
        days.compactMap { summary -> ChartPoint? in
            let noon = summary.day.noon(in: calendar)
            guard interval.contains(noon) else { return nil }
            return ChartPoint(date: noon, bpm: summary.average)
        }
        .sorted { $0.date < $1.date }
    }
}
