import Foundation
import Localization

/// Heart-rate variability over one UTC minute of one source, as stored: RMSSD over the
/// minute's successive differences, with how many intervals were kept and rejected.
///
/// Built by ``HRVMinuteAggregator``; stored by ``VitalsStore/recordHRV(_:source:kind:)``.
public struct HRVMinute: Hashable, Sendable {
    /// The least number of successive differences that makes a minute worth storing (and
    /// a rolling RMSSD worth showing): fewer give an RMSSD dominated by chance.
    public static let minimumDifferences = 10

    /// The start of the minute: a whole UTC minute (seconds since 1970 a multiple of 60).
    public var minute: Date
    /// The root mean square of the minute's successive differences, in milliseconds.
    public var rmssd: Double
    /// The RR-Intervals accepted in the minute.
    public var intervals: Int
    /// The RR-Intervals rejected as artefacts in the minute.
    public var artefacts: Int
    /// Whether the intervals come from an optical sensor that smooths them (a watch or arm
    /// band saying so), which makes RMSSD less reliable than a chest strap's ECG timing.
    /// Set by the caller, who knows the device; carried and stored as is.
    public var fromOpticalSensor: Bool

    /// A minute's figures.
    public init(minute: Date, rmssd: Double, intervals: Int, artefacts: Int, fromOpticalSensor: Bool = false) {
        self.minute = minute
        self.rmssd = rmssd
        self.intervals = intervals
        self.artefacts = artefacts
        self.fromOpticalSensor = fromOpticalSensor
    }

    /// The RMSSD values the store accepts, in milliseconds: accepted intervals lie within
    /// 300–2,000 ms, so no successive difference (nor their root mean square) reaches 2,000.
    public static let plausibleRMSSD: ClosedRange<Double> = 0...2_000

    /// Why this minute cannot be stored, or `nil` when it can.
    public var implausibility: String? {
        let seconds = minute.timeIntervalSince1970
        if !HeartRateSample.plausibleTimestamps.contains(minute) {
            // The number, not the date: a date this far off (or not a number) is not written.
            return String(localized: """
                the minute \(seconds, format: .number.locale(.session)) s after 1970 is outside 1970–2099
                """)
        }
        if seconds.truncatingRemainder(dividingBy: 60) != 0 {
            return String(localized: "the time \(minute.messageText) is not the start of a minute")
        }
        if !Self.plausibleRMSSD.contains(rmssd) {
            return String(localized: """
                the RMSSD \(rmssd, format: .number.locale(.session)) ms of the minute \(minute.messageText) is outside \
                0–2000 ms
                """)
        }
        if intervals < 0 || artefacts < 0 {
            return String(localized: """
                the minute \(minute.messageText) has a negative count of intervals (\(intervals)) or artefacts \
                (\(artefacts))
                """)
        }
        return nil
    }

    /// The minute's start in seconds since 1970, as stored (of a plausible minute only).
    var storedMinute: Int64 {
        Int64(minute.timeIntervalSince1970)
    }
}
