import Foundation

/// What one local calendar day of heart-rate samples adds up to.
///
/// The store keeps these up to date on every import, insert and delete, so the day list
/// reads one row per day whatever the number of samples.
public struct DaySummary: Identifiable, Hashable, Sendable {
    /// The day.
    public let day: CalendarDay
    /// How many samples the day has (at least one: days without samples have no summary).
    public let sampleCount: Int
    /// The lowest heart rate of the day, in beats per minute.
    public let minimum: Double
    /// The highest heart rate of the day.
    public let maximum: Double
    /// The mean of the day's samples.
    public let average: Double
    /// An estimate of the resting heart rate: the 10th percentile of the day's samples,
    /// to the nearest whole beat per minute (the rate the heart is at or below for a tenth of
    /// the samples, which discounts the odd low glitch that the minimum would take).
    public let restingEstimate: Double
    /// The latest sample of the day.
    public let latestTimestamp: Date
    /// The heart rate of the latest sample of the day.
    public let latestBeatsPerMinute: Double

    /// The day identifies the summary.
    public var id: CalendarDay { day }

    /// A summary with these figures.
    public init(
        day: CalendarDay, sampleCount: Int, minimum: Double, maximum: Double, average: Double,
        restingEstimate: Double, latestTimestamp: Date, latestBeatsPerMinute: Double
    ) {
        self.day = day
        self.sampleCount = sampleCount
        self.minimum = minimum
        self.maximum = maximum
        self.average = average
        self.restingEstimate = restingEstimate
        self.latestTimestamp = latestTimestamp
        self.latestBeatsPerMinute = latestBeatsPerMinute
    }
}
