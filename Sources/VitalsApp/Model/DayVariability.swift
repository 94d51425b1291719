import VitalsCore

/// A day's heart-rate variability for its window: the summary and one chart point per
/// recorded minute (the point's value is the RMSSD in milliseconds).
public struct DayVariability: Sendable, Equatable {
    /// The median RMSSD, the number of minutes, and how many came from optical sensors.
    public var summary: HRVDaySummary
    /// RMSSD by minute, oldest first.
    public var points: [ChartPoint]
}
