import Foundation

/// Heart-rate variability from a live sensor, in one place: the RR-Intervals of each
/// notification go through one ``RRArtefactFilter`` into a ``RollingRMSSD`` (for the live
/// view) and an ``HRVMinuteAggregator`` (for the store).
///
/// ```swift
/// var tracker = HRVTracker(fromOpticalSensor: false)
/// // For each notification of the Heart Rate Measurement characteristic:
/// let measurement = try HeartRateMeasurement(value: bytes)
/// let finished = tracker.add(measurement, receivedAt: Date())
/// if !finished.isEmpty { try store.recordHRV(finished, source: "Polar H10") }
/// show(tracker.rmssd)
/// // When the recording ends:
/// if let last = tracker.finish() { try store.recordHRV([last], source: "Polar H10") }
/// ```
///
/// Keep one tracker per sensor across short disconnections: the pause breaks the chain of
/// differences by itself (more than 3 s without an interval), and the minute it falls in is
/// completed once. Finishing at every disconnection would store that minute twice, the
/// second (from the part after the reconnection) replacing the first.
public struct HRVTracker: Sendable {
    /// The artefact filter, with its counts.
    public private(set) var filter = RRArtefactFilter()
    /// RMSSD over the last ``RollingRMSSD/window`` seconds.
    public private(set) var rolling: RollingRMSSD
    private var minutes: HRVMinuteAggregator

    /// A tracker whose rolling RMSSD spans `window` seconds, and whose minutes say
    /// `fromOpticalSensor`.
    public init(window: TimeInterval = 60, fromOpticalSensor: Bool = false) {
        rolling = RollingRMSSD(window: window)
        minutes = HRVMinuteAggregator(fromOpticalSensor: fromOpticalSensor)
    }

    /// RMSSD over the rolling window, in milliseconds; `nil` while it has too few differences.
    public var rmssd: Double? { rolling.rmssd }

    /// Adds the RR-Intervals of one notification received at `time`; returns the minutes it
    /// completed (to store).
    ///
    /// The intervals are the beats since the previous notification, oldest first: the last
    /// one is taken to end at `time`, each earlier one where the next began. A notification
    /// whose sensor reports no skin contact adds none (its intervals are not beats).
    public mutating func add(_ measurement: HeartRateMeasurement, receivedAt time: Date) -> [HRVMinute] {
        guard measurement.contact != .notDetected else {
            rolling.advance(to: time)
            return []
        }
        let intervals = measurement.rrMilliseconds
        var end = time
        var times: [Date] = Array(repeating: time, count: intervals.count)
        for index in intervals.indices.reversed() {
            times[index] = end
            end = end.addingTimeInterval(-intervals[index] / 1000)
        }
        var finished: [HRVMinute] = []
        for (interval, beat) in zip(intervals, times) {
            if let minute = add(milliseconds: interval, at: beat) {
                finished.append(minute)
            }
        }
        return finished
    }

    /// Adds one RR-Interval of `milliseconds` whose closing beat was at `time`; returns the
    /// minute it completed, if one is to be stored.
    public mutating func add(milliseconds: Double, at time: Date) -> HRVMinute? {
        let interval = filter.classify(milliseconds, at: time)
        rolling.add(interval)
        return minutes.add(interval)
    }

    /// Ends the current minute; returns it when it is to be stored.
    public mutating func finish() -> HRVMinute? {
        minutes.finish()
    }
}
