import Foundation

/// Keeps the RR-Intervals that are plausible beat-to-beat times and rejects artefacts
/// (missed or extra beats, ectopic beats, noise), one interval at a time, in time order.
///
/// The rule (also in docs/storage.md, "Heart-rate variability"):
/// 1. **Range**: an interval outside 300–2,000 ms (200–30 BPM) is rejected
///    (``FilteredRRInterval/Verdict-swift.enum/outOfRange``).
/// 2. **Deviation** (after Malik): an interval that differs by more than 20 % from the median
///    of the last 5 accepted intervals (fewer at the start) is rejected
///    (``FilteredRRInterval/Verdict-swift.enum/deviatesFromMedian``). With no accepted interval
///    yet, a plausible one is accepted.
/// 3. **Recovery**: when 5 intervals in a row (no accepted one between them) are rejected by
///    the deviation rule, the rhythm has changed or the reference began on an artefact: the
///    reference is cleared, and the next plausible interval starts a new one.
/// 4. **Chain**: a successive difference is only taken between two accepted intervals that
///    follow each other directly. A rejected interval, or a gap of more than 3 s since the
///    previous interval (of any verdict), breaks the chain: the next accepted interval has no
///    difference. A gap does not clear the reference, so an artefact right after a reconnection
///    is still caught.
///
/// Times should not decrease; a time before the previous interval's (a clock stepped back) or
/// one that is not finite is taken as the previous interval's time (1970 for the first).
public struct RRArtefactFilter: Sendable {
    /// The intervals accepted, in milliseconds: 300–2,000 (200 to 30 beats per minute).
    public static let plausibleMilliseconds: ClosedRange<Double> = 300...2_000
    /// The largest accepted difference from the reference median, as a fraction of it.
    public static let maximumDeviation = 0.2
    /// How many of the last accepted intervals the reference median is taken over.
    public static let referenceLength = 5
    /// After this many deviation rejections in a row, the reference is cleared.
    public static let deviationsBeforeReset = 5
    /// The longest time between two intervals, in seconds, that keeps the chain of
    /// successive differences.
    public static let maximumGap: TimeInterval = 3

    /// How many intervals were accepted.
    public private(set) var acceptedCount = 0
    /// How many intervals were rejected (artefacts).
    public private(set) var rejectedCount = 0

    /// The last accepted intervals, oldest first (at most ``referenceLength``).
    private var reference: [Double] = []
    /// The previous interval, when it was accepted: the chain's last link.
    private var chainEnd: Double?
    /// The previous interval's time, in seconds since 1970.
    private var previousTime: TimeInterval?
    private var deviationsInARow = 0

    /// A filter that has seen no interval.
    public init() {}

    /// Judges the interval of `milliseconds` whose closing beat was at `time`.
    public mutating func classify(_ milliseconds: Double, at time: Date) -> FilteredRRInterval {
        var seconds = time.timeIntervalSince1970
        if !seconds.isFinite {
            seconds = previousTime ?? 0
        } else if let previousTime, seconds < previousTime {
            seconds = previousTime
        }
        let gap = previousTime.map { seconds - $0 > Self.maximumGap } ?? false
        previousTime = seconds
        let time = Date(timeIntervalSince1970: seconds)
        if gap {
            chainEnd = nil
        }

        guard Self.plausibleMilliseconds.contains(milliseconds) else {
            return reject(milliseconds, at: time, as: .outOfRange)
        }
        if let median = Self.median(reference), abs(milliseconds - median) > Self.maximumDeviation * median {
            deviationsInARow += 1
            if deviationsInARow >= Self.deviationsBeforeReset {
                reference.removeAll(keepingCapacity: true)
                deviationsInARow = 0
            }
            return reject(milliseconds, at: time, as: .deviatesFromMedian)
        }

        deviationsInARow = 0
        acceptedCount += 1
        let difference = chainEnd.map { milliseconds - $0 }
        chainEnd = milliseconds
        if reference.count == Self.referenceLength {
            reference.removeFirst()
        }
        reference.append(milliseconds)
        return FilteredRRInterval(time: time, milliseconds: milliseconds, verdict: .accepted,
                                  successiveDifference: difference)
    }

    private mutating func reject(_ milliseconds: Double, at time: Date,
                                 as verdict: FilteredRRInterval.Verdict) -> FilteredRRInterval {
        rejectedCount += 1
        chainEnd = nil
        return FilteredRRInterval(time: time, milliseconds: milliseconds, verdict: verdict)
    }

    /// The median of at most ``referenceLength`` values (the mean of the middle two of an
    /// even count); `nil` for none.
    private static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
