import Foundation
import VitalsCore
import XCTest
@testable import VitalsApp

/// The day rows' sparklines: the hours of each day, kept by the model until the next change.
final class DaySparklineTests: VitalsTestCase {
    func testEveryDayGetsItsOwnHourlyMeans() throws {
        try gtk {
            let folder = try freshTestFolder("vitals-sparkline-tests")
            defer { try? FileManager.default.removeItem(at: folder) }
            let database = folder.appendingPathComponent("vitals.sqlite")
            // 80 days, each with its own means at hours 2 and 14.
            let store = try VitalsStore.open(at: database)
            let today = CalendarDay(containing: Date(), in: store.calendar)
            var samples: [HeartRateSample] = []
            for offset in 0..<80 {
                let start = today.adding(days: -offset, in: store.calendar).interval(in: store.calendar).start
                for hour in [2, 14] {
                    samples.append(HeartRateSample(
                        timestamp: start.addingTimeInterval(Double(hour * 3600)),
                        beatsPerMinute: Double(60 + offset % 50 + hour), source: "test"))
                }
            }
            try store.insertSamples(samples)

            let model = VitalsModel(database: database, demoSource: FedHeartRateSource())
            XCTAssertEqual(model.days.map(\.day), (0..<80).map { today.adding(days: -$0, in: store.calendar) })
            for (offset, summary) in model.days.enumerated() {
                let start = summary.day.interval(in: store.calendar).start
                // One point per hour with samples, at the middle of the hour.
                let expected = [2, 14].map { hour in
                    ChartPoint(date: start.addingTimeInterval(Double(hour * 3600 + 1800)), bpm: Double(60 + offset % 50 + hour))
                }
                XCTAssertEqual(model.sparkline(of: summary.day), expected, "\(summary.day)")
                XCTAssertEqual(model.sparkline(of: summary.day), expected, "\(summary.day), kept")
            }
            XCTAssertNil(model.notice)
        }
    }
}
