import Charts
import SwiftUI

struct StepCount: Identifiable {
    let day: Date
    let steps: Int
    var id: Date { day }
}

let weekOfSteps: [StepCount] = (0..<7).map { offset in
    StepCount(day: Date(timeIntervalSince1970: 1_700_000_000 + Double(offset) * 86_400), steps: [4_200, 7_800, 6_100, 9_400, 3_900, 11_200, 8_000][offset])
}

struct StepsChart: View {
    var body: some View {
        Chart(weekOfSteps) { count in
            AreaMark(x: .value("Day", count.day, unit: .day), y: .value("Steps", count.steps))
                .foregroundStyle(.blue.opacity(0.2))
                .interpolationMethod(.catmullRom)
            LineMark(x: .value("Day", count.day, unit: .day), y: .value("Steps", count.steps))
                .interpolationMethod(.catmullRom)
                .symbol(.circle)
            RuleMark(y: .value("Goal", 8_000))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
        }
        .chartYScale(domain: 0...12_000)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated))
            }
        }
        .frame(height: 220)
        .padding()
    }
}

#Preview {
    StepsChart()
}
