import Foundation

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
