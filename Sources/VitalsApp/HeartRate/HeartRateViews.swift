import Foundation
import GtkCharts
import GtkUI

/// The seed's title row: "Heart Rate" with a heart, pink and bold, an optional note (the
/// day, or where live values come from) and the time of the latest sample on the right.
struct HeartRateTitleView: View {
    var note: String?
    var time: Date?

    var body: some View {
        HStack(spacing: 8) {
            Label("Heart Rate", systemImage: "heart.fill")
                .foregroundStyle(.pink)
                .fontWeight(.bold)
            if let note {
                // Cut short in a narrow window (the row's sentence says it all).
                Text(note).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer()
            if let time {
                Text(time, style: .time).foregroundStyle(.secondary)
            }
        }
    }
}

/// The seed's value: the big number with "BPM" beside it ("–" before the first value),
/// and what the number is ("latest": the day's last sample, as the day window's title says;
/// "now" for the live value).
struct HeartRateBPMView: View {
    var beatsPerMinute: Int?
    var caption: String?

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text(beatsPerMinute.map { "\($0)" } ?? "–").font(.system(size: 36, weight: .semibold))
            Text("BPM").font(.headline).foregroundStyle(.secondary)
            if let caption {
                Text(caption).font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

/// The seed's sparkline: a pink line with a circle symbol at each point, no axes;
/// described to screen readers by what its points stand for.
struct HeartRateSparkline: View {
    var points: [ChartPoint]
    var descriptor: HeartRateChartDescriptor

    var body: some View {
        Chart {
            ForEach(points) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                .symbol(.circle)
                .symbolSize(12)
        }
        .accessibilityChartDescriptor(descriptor)
        .foregroundStyle(.pink)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(width: 140, height: 44)
    }
}

/// A heart-rate cell: the title row above the value and its sparkline.
struct HeartRateCell: View {
    var note: String?
    var time: Date?
    var beatsPerMinute: Int?
    /// What the big number is: "latest", "now".
    var caption: String?
    var points: [ChartPoint]
    var chartDescriptor: HeartRateChartDescriptor

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HeartRateTitleView(note: note, time: time)
            HStack(spacing: 12) {
                HeartRateBPMView(beatsPerMinute: beatsPerMinute, caption: caption)
                Spacer()
                HeartRateSparkline(points: points, descriptor: chartDescriptor)
            }
        }
    }
}

/// The live cell: follows ``HeartData`` by itself, so only this row changes with each
/// measurement. Says where the values come from (the sensor, with its battery, or the demo
/// sensor), what keeps it from measuring ("Connecting…", "no skin contact"), and the
/// heart-rate variability. Activating the row opens the Sensors window.
///
/// The row reads as one sentence that follows each value (``LiveSentence``), given to
/// `namesRow`; a lost sensor or skin contact is announced.
struct LiveHeartRateCell: View {
    @ObservedObject var data: HeartData
    let names: DayNames
    /// Names the list's row with the live sentence.
    var namesRow: @MainActor (String) -> Void = { _ in }

    var body: some View {
        let spoken = LiveSentence(data)
        VStack(alignment: .leading, spacing: 6) {
            HeartRateCell(
                note: note, time: data.measured,
                beatsPerMinute: data.measured == nil ? nil : data.beatsPerMinute, caption: String(localized: "now"), points: data.recent,
                chartDescriptor: HeartRateChartDescriptor(live: data.recent, names: names))
            Text(detail).font(.caption).foregroundStyle(.secondary).lineLimit(nil)
        }
        .onChange(of: spoken, initial: true) { previous, current in
            namesRow(current.sentence)
            if let message = current.announcement(after: previous) {
                AccessibilityNotification.Announcement(message).post()
            }
        }
    }

    /// "Live · Polar H10 6F2B1A21 · battery 87 %".
    private var note: String {
        var parts = [String(localized: "Live"), data.sourceName]
        if let battery = data.batteryPercentage { parts.append(String(localized: "battery \(battery) %")) }
        return parts.joined(separator: " · ")
    }

    /// The state, contact and HRV: "no skin contact", "HRV (RMSSD) 42 ms".
    private var detail: String {
        if let status = data.status { return status }
        if data.isDemo { return String(localized: "Simulated values, not recorded. Open this row to choose a sensor.") }
        var parts: [String] = []
        if data.contact == .notDetected { parts.append(String(localized: "No skin contact")) }
        if let rmssd = data.rmssd {
            let milliseconds = Int(rmssd.rounded())
            parts.append(data.isOptical
                ? String(localized: "HRV (RMSSD) \(milliseconds) ms, optical: less reliable")
                : String(localized: "HRV (RMSSD) \(milliseconds) ms"))
        } else if data.contact != .notDetected {
            parts.append(String(localized: "Recording"))
        }
        return parts.joined(separator: " · ")
    }
}

/// An afternoon's hourly means, for the previews: a resting night rising into the day.
private let previewPoints: [ChartPoint] = {
    let midnight = Date(timeIntervalSince1970: 1_795_651_200)  // 26 Nov 2026, 00:00 UTC
    return (0..<24).map { hour in
        let bpm = 66 + 12 * sin(Double(hour - 9) / 24 * 2 * .pi) + Double(hour % 3)
        return ChartPoint(date: midnight.addingTimeInterval(Double(hour) * 3600 + 1800), bpm: bpm)
    }
}()

#Preview("Day", traits: .fixedLayout(width: 420, height: 110)) {
    HeartRateCell(
        note: "Thu, 26 Nov 2026", time: previewPoints.last?.date, beatsPerMinute: 64, caption: "latest",
        points: previewPoints,
        chartDescriptor: HeartRateChartDescriptor(live: previewPoints, names: DayNames(calendar: .current)))
        .padding()
}

#Preview("No value yet", traits: .sizeThatFitsLayout) {
    HeartRateBPMView(beatsPerMinute: nil, caption: "now")
        .padding()
}
