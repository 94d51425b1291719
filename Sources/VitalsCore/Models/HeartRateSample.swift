import Foundation
import Localization

/// One heart-rate measurement: when, how fast, and where it came from.
///
/// The store keeps timestamps to the millisecond. Two samples with the same timestamp and the
/// same source are the same measurement: importing it again is skipped as a duplicate.
public struct HeartRateSample: Hashable, Sendable {
    /// When the heart rate was measured.
    public var timestamp: Date
    /// The heart rate, in beats per minute.
    public var beatsPerMinute: Double
    /// Where the sample came from: a device, `"csv"` for imported files without a source
    /// column, ``sampleDataSource`` for the sample data.
    public var source: String

    /// A sample measured at `timestamp`.
    public init(timestamp: Date, beatsPerMinute: Double, source: String) {
        self.timestamp = timestamp
        self.beatsPerMinute = beatsPerMinute
        self.source = source
    }
}

extension HeartRateSample {
    /// The heart rates the store accepts, in beats per minute: 20 to 300.
    ///
    /// Trained athletes rest near 30 and tachycardias rarely pass 250; a value outside this
    /// range is a unit mistake or a broken sensor, so an import that contains one is refused.
    public static let plausibleBeatsPerMinute: ClosedRange<Double> = 20...300

    /// The timestamps the store accepts: from 1970-01-01 up to (not including) 2100-01-01 UTC.
    ///
    /// Epoch milliseconds mistaken for seconds land far beyond this range and are refused.
    public static let plausibleTimestamps: Range<Date> =
        Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_102_444_800)

    /// The source of the sample data ("Add sample data"); "remove sample data" deletes
    /// exactly the samples with this source.
    public static let sampleDataSource = "sample"

    /// The source of imported rows when the CSV file has no `source` column.
    public static let importSource = "csv"

    /// Why this sample cannot be stored, or `nil` when it can.
    public var implausibility: String? {
        if !beatsPerMinute.isFinite {
            return String(localized: """
                the heart rate \(beatsPerMinute, format: .number.locale(.session)) is not a number
                """)
        }
        if !Self.plausibleBeatsPerMinute.contains(beatsPerMinute) {
            return String(localized: """
                the heart rate \(beatsPerMinute, format: .number.locale(.session)) is outside \
                \(Self.plausibleRangeText) BPM
                """)
        }
        if !Self.plausibleTimestamps.contains(timestamp) {
            return String(localized: "the time \(timestamp.messageText) is outside 1970–2099")
        }
        if source.isEmpty {
            return String(localized: "the source is empty")
        }
        return nil
    }

    static let plausibleRangeText =
        "\(Int(plausibleBeatsPerMinute.lowerBound))–\(Int(plausibleBeatsPerMinute.upperBound))"
}

extension Date {
    /// Whole milliseconds since 1970, the store's time unit (rounded to the nearest).
    var millisecondsSince1970: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded())
    }

    /// The date `milliseconds` after 1970-01-01 UTC.
    init(millisecondsSince1970 milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
