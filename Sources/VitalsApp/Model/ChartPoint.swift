import Foundation
import VitalsCore

/// One point of a heart-rate chart: a time and a value.
public struct ChartPoint: Identifiable, Hashable, Sendable {
    public var date: Date
    public var bpm: Double
    public var id: Date { date }

    public init(date: Date, bpm: Double) {
        self.date = date
        self.bpm = bpm
    }
}

extension ChartPoint {
    /// The point of an hour's mean, at the middle of the hour.
    init(hour: HourlyAverage) {
        self.init(date: hour.start.addingTimeInterval(1800), bpm: hour.beatsPerMinute)
    }
}
