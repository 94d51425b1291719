import Foundation

/// One RR-Interval as the artefact filter (``RRArtefactFilter``) judged it: kept or rejected,
/// and, when kept right after another kept interval, the successive difference that RMSSD is
/// made of.
public struct FilteredRRInterval: Hashable, Sendable {
    /// What the filter decided.
    public enum Verdict: Hashable, Sendable {
        /// A plausible beat-to-beat interval: it counts.
        case accepted
        /// Outside ``RRArtefactFilter/plausibleMilliseconds`` (a missed or extra beat, noise).
        case outOfRange
        /// More than ``RRArtefactFilter/maximumDeviation`` away from the median of the
        /// intervals accepted just before it (an ectopic beat or its compensatory pause).
        case deviatesFromMedian
    }

    /// When the beat that ends the interval happened (never before the previous interval's).
    public var time: Date
    /// The interval, in milliseconds.
    public var milliseconds: Double
    /// Kept or rejected, and why.
    public var verdict: Verdict
    /// This interval minus the accepted one just before it, in milliseconds, when both were
    /// accepted with no gap between them; `nil` otherwise (the chain starts again here).
    public var successiveDifference: Double?

    /// An interval judged `verdict`.
    public init(time: Date, milliseconds: Double, verdict: Verdict, successiveDifference: Double? = nil) {
        self.time = time
        self.milliseconds = milliseconds
        self.verdict = verdict
        self.successiveDifference = successiveDifference
    }

    /// Whether the interval counts (``Verdict-swift.enum/accepted``).
    public var isAccepted: Bool { verdict == .accepted }
}
