import Foundation
import GtkCharts
import GtkUI
import VitalsCore

/// A day's window: the day's chart with axes and hover, its minimum, maximum, average and
/// resting rate (a dashed rule on the chart), its heart-rate variability when a sensor
/// recorded RR intervals, and its samples hour by hour.
struct DayDetailView: View {
    @ObservedObject var model: VitalsModel
    @Binding var day: CalendarDay?

    var body: some View {
        if let day, let summary = model.summary(of: day) {
            DayDetail(
                title: model.dayNames.long(day), summary: summary,
                samples: model.samples(on: day), variability: model.variability(on: day), names: model.dayNames)
            // The window says which day it shows (every Day window was titled "Day").
            .navigationTitle(model.dayNames.long(day))
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    DayStepper(day: $day, days: model.days.map(\.day))
                }
            }
        } else {
            Text(day.map { "No heart-rate samples on \($0)." } ?? "No day chosen.")
                .foregroundStyle(.secondary)
                .padding(24)
        }
    }
}

/// The contents of a day's window.
struct DayDetail: View {
    let title: String
    let summary: DaySummary
    let samples: [HeartRateSample]
    let variability: DayVariability?
    let names: DayNames

    var body: some View {
        let points = samples.map { ChartPoint(date: $0.timestamp, bpm: $0.beatsPerMinute) }
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .firstTextBaseline) {
                Text(title).font(.title).accessibilityHeading(.h1)
                Spacer()
                Text("\(summary.sampleCount) samples").foregroundStyle(.secondary)
            }
            HStack(spacing: 24) {
                DayFigure(title: String(localized: "Minimum"), value: summary.minimum)
                DayFigure(title: String(localized: "Maximum"), value: summary.maximum)
                DayFigure(title: String(localized: "Average"), value: summary.average)
                DayFigure(title: String(localized: "Resting"), value: summary.restingEstimate)
            }
            Chart {
                ForEach(points) { point in
                    LineMark(x: .value("Time", point.date), y: .value("BPM", point.bpm))
                }
                RuleMark(y: .value("Resting", summary.restingEstimate))
                    .foregroundStyle(.green)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
            }
            .accessibilityChartDescriptor(HeartRateChartDescriptor(detail: summary, points: points, names: names))
            .foregroundStyle(.pink)
            .frame(minWidth: 300, maxWidth: .infinity, minHeight: 260)
            if let variability {
                DayVariabilityView(variability: variability)
            }
            Text("Samples by Hour").font(.headline).accessibilityHeading(.h2)
            HourlySampleTable(rows: HourlySampleRow.rows(of: samples, calendar: names.calendar), time: names.time)
                .frame(maxWidth: .infinity, minHeight: 200, maxHeight: .infinity)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// One of a day's figures: a caption over a value in BPM.
struct DayFigure: View {
    let title: String
    let value: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text("\(Int(value.rounded())) BPM").font(.title3).fontWeight(.semibold)
        }
        // Read as one element: "Minimum, 50 BPM".
        .accessibilityElement(children: .combine)
    }
}

/// A day's heart-rate variability: the median RMSSD of its recorded minutes and their chart.
struct DayVariabilityView: View {
    let variability: DayVariability

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text("Heart-Rate Variability").font(.headline)
                Text(detail).foregroundStyle(.secondary)
            }
            Chart {
                ForEach(variability.points) { point in
                    LineMark(x: .value("Time", point.date), y: .value("RMSSD", point.bpm))
                }
                .symbol(.circle)
                .symbolSize(12)
            }
            .foregroundStyle(.teal)
            .frame(minWidth: 300, maxWidth: .infinity, minHeight: 120)
            .accessibilityLabel("Heart-rate variability, RMSSD by minute: \(detail)")
        }
    }

    /// "37 minutes with a median RMSSD of 42 ms (optical sensor: less reliable)".
    private var detail: String {
        let summary = variability.summary
        let median = Int(summary.medianRMSSD.rounded())
        // The minutes come first: the first whole number chooses the plural form.
        return summary.opticalMinutes > 0
            ? String(localized: "\(summary.minutes) minutes with a median RMSSD of \(median) ms (optical sensor: less reliable)")
            : String(localized: "\(summary.minutes) minutes with a median RMSSD of \(median) ms")
    }
}
