import Charts
import SwiftUI

struct ProjectTask: Identifiable {
    let id = UUID()
    let name: String
    let start: Int
    let end: Int
}

let projectTasks: [ProjectTask] = [
    ProjectTask(name: "Design", start: 0, end: 4),
    ProjectTask(name: "Build", start: 3, end: 10),
    ProjectTask(name: "Test", start: 8, end: 13),
    ProjectTask(name: "Launch", start: 13, end: 14),
]

struct ProjectTimeline: View {
    @State private var hoveredWeek: Int?

    var body: some View {
        Chart {
            ForEach(projectTasks) { task in
                BarMark(
                    xStart: .value("Start", task.start),
                    xEnd: .value("End", task.end),
                    y: .value("Task", task.name)
                )
                .foregroundStyle(by: .value("Task", task.name))
                .annotation(position: .overlay) {
                    Text("\(task.end - task.start)w")
                        .font(.caption)
                        .foregroundStyle(.white)
                }
            }
            RectangleMark(
                xStart: .value("Start", 6),
                xEnd: .value("End", 7),
                yStart: .value("Task", "Design"),
                yEnd: .value("Task", "Launch")
            )
            .foregroundStyle(.yellow.opacity(0.3))
        }
        .chartLegend(.hidden)
        .chartXAxis {
            AxisMarks(position: .top, values: .stride(by: 2)) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let week = value.as(Int.self) {
                        Text("W\(week)")
                    }
                }
            }
        }
        .chartOverlay { proxy in
            Rectangle().fill(.clear).contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in
                            hoveredWeek = proxy.value(atX: value.location.x, as: Int.self)
                        }
                        .onEnded { _ in hoveredWeek = nil }
                )
        }
        .frame(height: 200)
        .padding()
    }
}

#Preview {
    ProjectTimeline()
}
