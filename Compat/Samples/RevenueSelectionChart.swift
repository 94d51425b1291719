import Charts
import SwiftUI

struct ChannelRevenue: Identifiable {
    let id = UUID()
    let day: Int
    let channel: String
    let revenue: Double
}

let channelRevenue: [ChannelRevenue] = (1...7).flatMap { day in
    [
        ChannelRevenue(day: day, channel: "Online", revenue: Double(120 + day * 15)),
        ChannelRevenue(day: day, channel: "Store", revenue: Double(200 - day * 10)),
    ]
}

struct RevenueSelectionChart: View {
    @State private var selectedDay: Int?

    var body: some View {
        VStack(alignment: .leading) {
            Text(selectedDay.map { "Day \($0)" } ?? "Revenue by channel")
                .font(.headline)
            Chart {
                ForEach(channelRevenue) { item in
                    AreaMark(
                        x: .value("Day", item.day),
                        y: .value("Revenue", item.revenue)
                    )
                    .foregroundStyle(by: .value("Channel", item.channel))
                }
                if let selectedDay {
                    RuleMark(x: .value("Selected", selectedDay))
                        .foregroundStyle(.gray)
                        .annotation(position: .top, alignment: .center) {
                            Text("Day \(selectedDay)")
                                .font(.caption)
                        }
                }
            }
            .chartXSelection(value: $selectedDay)
            .chartLegend(position: .trailing)
            .frame(height: 220)
        }
        .padding()
    }
}

#Preview {
    RevenueSelectionChart()
}
