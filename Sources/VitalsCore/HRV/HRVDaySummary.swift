/// A day's heart-rate variability, from its stored minutes: what the day window shows
/// beside the heart rate.
public struct HRVDaySummary: Hashable, Sendable {
    /// The local calendar day.
    public var day: CalendarDay
    /// The minutes with an RMSSD.
    public var minutes: Int
    /// The median of the minutes' RMSSD, in milliseconds (a median, as RMSSD is skewed: a
    /// few restless minutes would pull a mean up).
    public var medianRMSSD: Double
    /// How many of the minutes come from optical sensors (less reliable, see
    /// ``HRVMinute/fromOpticalSensor``).
    public var opticalMinutes: Int

    /// A day's figures.
    public init(day: CalendarDay, minutes: Int, medianRMSSD: Double, opticalMinutes: Int) {
        self.day = day
        self.minutes = minutes
        self.medianRMSSD = medianRMSSD
        self.opticalMinutes = opticalMinutes
    }
}
