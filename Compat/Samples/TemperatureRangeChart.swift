import Charts
import SwiftUI

struct DailyTemperature: Identifiable {
    let day: Date
    let low: Double
    let high: Double
    var id: Date { day }
}

let weekOfTemperatures: [DailyTemperature] = {
    let start = Calendar.current.date(from: DateComponents(year: 2024, month: 6, day: 3)) ?? Date()
    let ranges: [(Double, Double)] = [(12, 21), (14, 24), (15, 27), (13, 22), (11, 19), (12, 23), (16, 26)]
    return ranges.enumerated().map { index, range in
        DailyTemperature(
            day: Calendar.current.date(byAdding: .day, value: index, to: start) ?? start,
            low: range.0, high: range.1)
    }
}()

struct TemperatureRangeChart: View {
    let temperatures: [DailyTemperature]
    @State private var selectedDays: ClosedRange<Date>?

    private var warmest: Double { temperatures.map(\.high).max() ?? 0 }

    private var title: String {
        guard let selectedDays else { return "This week" }
        let days = temperatures.filter { selectedDays.contains($0.day) }
        guard let low = days.map(\.low).min(), let high = days.map(\.high).max() else { return "This week" }
        return "\(Int(low))° – \(Int(high))° over \(days.count) days"
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            Chart {
                ForEach(temperatures) { temperature in
                    BarMark(
                        x: .value("Day", temperature.day, unit: .day),
                        yStart: .value("Low", temperature.low),
                        yEnd: .value("High", temperature.high)
                    )
                    .foregroundStyle(by: .value("Reading", "Daily range"))
                    .annotation(position: .top, spacing: 2) {
                        if temperature.high == warmest {
                            HStack(spacing: 2) {
                                Circle()
                                    .fill(.red)
                                    .frame(width: 6, height: 6)
                                Text("\(Int(temperature.high))°")
                                    .font(.caption)
                            }
                        }
                    }
                }
                if let selectedDays {
                    RectangleMark(
                        xStart: .value("From", selectedDays.lowerBound),
                        xEnd: .value("To", selectedDays.upperBound),
                        yStart: .value("Bottom", 10.0),
                        yEnd: .value("Top", 28.0)
                    )
                    .foregroundStyle(.gray.opacity(0.2))
                }
            }
            .chartXSelection(range: $selectedDays)
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading) { value in
                    AxisValueLabel {
                        if let degrees = value.as(Double.self) {
                            Text("\(Int(degrees))°")
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .chartLegend(position: .bottom, alignment: .trailing, spacing: 12)
            .frame(height: 240)
            .chartBackground { proxy in
                GeometryReader { geometry in
                    if let plotFrame = proxy.plotFrame {
                        let frame = geometry[plotFrame]
                        Rectangle()
                            .fill(.orange.opacity(0.08))
                            .frame(width: frame.width, height: frame.height)
                            .offset(x: frame.minX, y: frame.minY)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    TemperatureRangeChart(temperatures: weekOfTemperatures)
}
