import Localization

/// Where a format reader puts the heart-rate readings it finds.
///
/// A reader parses its input and hands every reading to the sink with its time and source;
/// the sink decides what is plausible (``HeartRateSample/plausibleBeatsPerMinute``, times in
/// 1970–2099), counts what it refuses, and stores or collects the rest. Readers skip only
/// what their format defines as "no reading" (a FIT invalid value, Gadgetbridge's 255); they
/// throw ``ImportError`` when the input is structurally broken, and the import then stores
/// nothing of that file.
///
/// Readers are generic over the sink, so the store's sink and ``CollectedSamples`` (tests,
/// fuzzing) run the same parsing code at full speed.
public protocol SampleSink {
    /// The number under which samples of `source` are added; the same source gives the same
    /// number for the whole import.
    mutating func id(of source: SampleSource) throws -> Int
    /// Adds a reading of `beatsPerMinute` at `time` (milliseconds since 1970-01-01 UTC) from
    /// the source numbered `source`. An implausible value or time is refused and counted.
    mutating func add(time: Int64, beatsPerMinute: Double, source: Int) throws
    /// Tells how far the reader has come through its input, in bytes of the file (for a zip,
    /// bytes of the zip). Throws ``ImportError/cancelled(file:)`` when the import is to stop.
    mutating func advanced(to bytesRead: Int64) throws
}

/// Why a reading was refused.
public enum RefusalReason: Sendable, Hashable, CaseIterable, Comparable {
    /// The heart rate is outside ``HeartRateSample/plausibleBeatsPerMinute`` (or not finite).
    case heartRateOutOfRange
    /// The time is outside 1970–2099.
    case timeOutOfRange

    /// Says how many readings were refused for this reason, as a sentence part.
    public func describe(count: Int) -> String {
        switch self {
        case .heartRateOutOfRange:
            return String(localized: "\(count) values outside \(HeartRateSample.plausibleRangeText) BPM")
        case .timeOutOfRange:
            return String(localized: "\(count) values with a time outside 1970–2099")
        }
    }
}

/// The checks every sink applies before it keeps a reading.
public enum ReadingCheck {
    /// The first and last plausible times, in milliseconds since 1970 (1970–2099).
    public static let plausibleMilliseconds: ClosedRange<Int64> = 0...4_102_444_799_999

    /// Why `beatsPerMinute` at `time` is not kept, or nil when it is plausible.
    public static func refusal(time: Int64, beatsPerMinute: Double) -> RefusalReason? {
        if !HeartRateSample.plausibleBeatsPerMinute.contains(beatsPerMinute) {
            return .heartRateOutOfRange
        }
        if !plausibleMilliseconds.contains(time) {
            return .timeOutOfRange
        }
        return nil
    }
}
