import Foundation
import GtkCharts
import GtkUI
import VitalsCore

/// The Trends window: each day's heart rate over 30, 90 or 365 days — the band from the
/// day's minimum to its maximum, its average, and its resting rate dashed — on an axis
/// that stays put while the range changes, with earlier and later ranges a click away.
struct TrendsView: View {
    @ObservedObject var model: VitalsModel
    @State private var range = 30
    /// How many ranges back from the one ending today.
    @State private var rangesBack = 0

    var body: some View {
        let calendar = model.calendar
        let interval = TrendRange.interval(days: range, rangesBack: rangesBack, calendar: calendar)
        let days = TrendRange.days(of: model.days, in: interval, calendar: calendar)
        let earliest = model.days.map(\.day).min()
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 8) {
                Text("Daily Heart Rate").font(.title).accessibilityHeading(.h1)
                Spacer()
                Picker("Range", selection: $range) {
                    Text("30 Days").tag(30)
                    Text("90 Days").tag(90)
                    Text("365 Days").tag(365)
                }
            }
            HStack(spacing: 8) {
                Button {
                    rangesBack += 1
                } label: {
                    Image(systemName: "chevron.left")
                }
                .accessibilityLabel("Earlier")
                .help("Earlier")
                .disabled(earliest.map { $0.interval(in: calendar).start >= interval.start } ?? true)
                Text(TrendRange.title(of: interval, calendar: calendar))
                Button {
                    rangesBack -= 1
                } label: {
                    Image(systemName: "chevron.right")
                }
                .accessibilityLabel("Later")
                .help("Later")
                .disabled(rangesBack == 0)
                Spacer()
                Text("Band: lowest to highest · line: average · dashed: resting")
                    .font(.caption).foregroundStyle(.secondary)
            }
            if days.isEmpty {
                Text("No heart-rate samples in these days.").foregroundStyle(.secondary)
            }
            Chart {
                ForEach(days) { day in
                    AreaMark(x: .value("Day", day.date), yStart: .value("BPM", day.minimum), yEnd: .value("BPM", day.maximum))
                        .foregroundStyle(.pink)
                        .opacity(0.2)
                }
                ForEach(days) { day in
                    LineMark(x: .value("Day", day.date), y: .value("BPM", day.average), series: .value("Series", "Average"))
                        .foregroundStyle(.pink)
                }
                ForEach(days) { day in
                    LineMark(x: .value("Day", day.date), y: .value("BPM", day.resting), series: .value("Series", "Resting"))
                        .foregroundStyle(.green)
                        .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                }
            }
            .chartXScale(domain: interval.start...interval.end)
            .chartYScale(domain: TrendRange.scale(of: model.days))
            .frame(minWidth: 320, maxWidth: .infinity, minHeight: 300, maxHeight: .infinity)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// One day of a trend, placed at its noon.
struct TrendDay: Identifiable, Equatable {
    let date: Date
    let minimum: Double
    let average: Double
    let maximum: Double
    let resting: Double
    var id: Date { date }
}

/// The days of a trend.
enum TrendRange {
    /// `days` days ending today, or ending `rangesBack` such ranges earlier.
    static func interval(days: Int, rangesBack: Int = 0, calendar: Calendar, now: Date = Date()) -> DateInterval {
        let last = CalendarDay(containing: now, in: calendar).adding(days: -days * max(rangesBack, 0), in: calendar)
        let first = last.adding(days: -(days - 1), in: calendar)
        return DateInterval(start: first.interval(in: calendar).start, end: last.interval(in: calendar).end)
    }

    /// The days of `summaries` in `interval`, oldest first.
    static func days(of summaries: [DaySummary], in interval: DateInterval, calendar: Calendar) -> [TrendDay] {
        summaries.compactMap { summary -> TrendDay? in
            let noon = summary.day.noon(in: calendar)
            guard interval.contains(noon) else { return nil }
            return TrendDay(
                date: noon, minimum: summary.minimum, average: summary.average, maximum: summary.maximum,
                resting: summary.restingEstimate)
        }
        .sorted { $0.date < $1.date }
    }

    /// The heart-rate axis: every day's minimum to maximum, whatever range is shown,
    /// rounded out to tens — so it stays put as the range changes.
    static func scale(of summaries: [DaySummary]) -> ClosedRange<Double> {
        guard let low = summaries.map(\.minimum).min(), let high = summaries.map(\.maximum).max() else { return 40...120 }
        let lower = (low / 10).rounded(.down) * 10
        return lower...max(lower + 10, (high / 10).rounded(.up) * 10)
    }

    /// "27 Oct 2026 – 25 Nov 2026".
    static func title(of interval: DateInterval, calendar: Calendar) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = .session
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: interval.start, to: interval.end.addingTimeInterval(-1))
    }
}
