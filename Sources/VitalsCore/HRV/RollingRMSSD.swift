import Foundation

/// RMSSD (the root mean square of successive RR-Interval differences) over a sliding time
/// window, for the live view: fed the filtered intervals in time order, it answers in
/// constant time and adds each interval in amortised constant time.
///
/// The window holds the successive differences whose later interval's time is after the
/// latest time seen minus ``window`` (the interval `(latest − window, latest]`). A running sum
/// of the squared differences is kept beside a queue of them; a difference leaving the window
/// is subtracted, never re-read. The sum is recomputed from the queue each time the queue is
/// compacted (after half of it has left), which costs amortised constant time and keeps
/// rounding from accumulating.
public struct RollingRMSSD: Sendable {
    private struct Entry: Sendable {
        var time: TimeInterval
        var square: Double
    }

    /// The window's length, in seconds.
    public let window: TimeInterval
    /// The differences needed in the window for an RMSSD (``HRVMinute/minimumDifferences``).
    public let minimumDifferences: Int

    private var entries: [Entry] = []
    /// The first entry still in the window.
    private var head = 0
    private var sumOfSquares = 0.0
    private var latest = -Double.infinity

    /// An empty window of `window` seconds (60 by default) that gives an RMSSD once it holds
    /// `minimumDifferences` differences.
    public init(window: TimeInterval = 60, minimumDifferences: Int = HRVMinute.minimumDifferences) {
        self.window = window
        self.minimumDifferences = max(1, minimumDifferences)
    }

    /// The successive differences in the window.
    public var differenceCount: Int { entries.count - head }

    /// RMSSD over the window, in milliseconds; `nil` until it holds ``minimumDifferences``.
    public var rmssd: Double? {
        guard differenceCount >= minimumDifferences else { return nil }
        return (max(0, sumOfSquares) / Double(differenceCount)).squareRoot()
    }

    /// Adds `interval` (its successive difference, if it has one) and moves the window's end
    /// to its time. An interval with a time that is not finite is ignored.
    public mutating func add(_ interval: FilteredRRInterval) {
        let time = interval.time.timeIntervalSince1970
        guard time.isFinite else { return }
        if let difference = interval.successiveDifference, difference.isFinite {
            entries.append(Entry(time: time, square: difference * difference))
            sumOfSquares += difference * difference
        }
        advance(toSeconds: time)
    }

    /// Moves the window's end to `time` (when no interval has come for a while: a strap lost
    /// contact); differences that leave the window are dropped. Never moves it back.
    public mutating func advance(to time: Date) {
        advance(toSeconds: time.timeIntervalSince1970)
    }

    private mutating func advance(toSeconds time: TimeInterval) {
        guard time.isFinite else { return }
        latest = max(latest, time)
        let start = latest - window
        while head < entries.count, entries[head].time <= start {
            sumOfSquares -= entries[head].square
            head += 1
        }
        if head == entries.count {
            entries.removeAll(keepingCapacity: true)
            head = 0
            sumOfSquares = 0
        } else if head >= 64, head * 2 >= entries.count {
            entries.removeFirst(head)
            head = 0
            sumOfSquares = entries.reduce(0) { $0 + $1.square }
        }
    }
}
