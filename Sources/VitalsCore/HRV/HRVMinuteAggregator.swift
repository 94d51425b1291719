import Foundation

/// Turns a stream of filtered RR-Intervals into one ``HRVMinute`` per UTC minute, for storage.
///
/// An interval belongs to the minute its time falls in, and so does its successive difference
/// (a difference across a minute's start counts in the later minute). A minute's RMSSD is
/// taken over its differences; its `intervals` and `artefacts` count its accepted and rejected
/// intervals. A minute with fewer than ``HRVMinute/minimumDifferences`` differences is not
/// returned (it is not stored).
///
/// Intervals come in time order (``RRArtefactFilter`` ensures it); one with a time before the
/// current minute counts in the current minute, and one with a time outside 1970–2099 is
/// ignored.
public struct HRVMinuteAggregator: Sendable {
    private struct Minute: Sendable {
        var start: Int64
        var sumOfSquares = 0.0
        var differences = 0
        var accepted = 0
        var rejected = 0
    }

    /// Stamped on every minute (``HRVMinute/fromOpticalSensor``).
    public let fromOpticalSensor: Bool
    private var current: Minute?

    /// An aggregator whose minutes say `fromOpticalSensor`.
    public init(fromOpticalSensor: Bool = false) {
        self.fromOpticalSensor = fromOpticalSensor
    }

    /// Adds `interval`; returns the previous minute when this interval starts a new one and
    /// that minute has enough differences to be stored.
    public mutating func add(_ interval: FilteredRRInterval) -> HRVMinute? {
        guard HeartRateSample.plausibleTimestamps.contains(interval.time) else { return nil }
        let seconds = Int64(interval.time.timeIntervalSince1970.rounded(.down))
        let start = max(seconds - seconds % 60, current?.start ?? .min)
        var finished: HRVMinute?
        if let current, current.start != start {
            finished = minute(current)
            self.current = nil
        }
        var minute = current ?? Minute(start: start)
        if interval.isAccepted {
            minute.accepted += 1
        } else {
            minute.rejected += 1
        }
        if let difference = interval.successiveDifference, difference.isFinite {
            minute.sumOfSquares += difference * difference
            minute.differences += 1
        }
        current = minute
        return finished
    }

    /// Ends the current minute (the stream stopped: a disconnection, the end of a recording);
    /// returns it when it has enough differences to be stored.
    public mutating func finish() -> HRVMinute? {
        defer { current = nil }
        return current.flatMap(minute)
    }

    private func minute(_ minute: Minute) -> HRVMinute? {
        guard minute.differences >= HRVMinute.minimumDifferences else { return nil }
        return HRVMinute(
            minute: Date(timeIntervalSince1970: TimeInterval(minute.start)),
            rmssd: (minute.sumOfSquares / Double(minute.differences)).squareRoot(),
            intervals: minute.accepted, artefacts: minute.rejected, fromOpticalSensor: fromOpticalSensor)
    }
}
