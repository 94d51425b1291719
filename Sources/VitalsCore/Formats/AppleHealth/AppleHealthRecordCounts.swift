import Foundation
import Localization

/// How many records of each heart-related kind an Apple Health export held, for the import
/// summary. Only heart-rate records become samples: resting and walking heart rate are daily
/// figures HealthKit computes from those samples, and HRV SDNN is a variability in
/// milliseconds, not a rate, so they are counted to say they were seen, never stored.
public struct AppleHealthRecordCounts: Sendable, Hashable {
    /// `HKQuantityTypeIdentifierHeartRate` records handed to the sink (kept or refused there).
    public var heartRate = 0
    /// `HKQuantityTypeIdentifierRestingHeartRate` records (not imported).
    public var restingHeartRate = 0
    /// `HKQuantityTypeIdentifierWalkingHeartRateAverage` records (not imported).
    public var walkingHeartRateAverage = 0
    /// `HKQuantityTypeIdentifierHeartRateVariabilitySDNN` records (not imported).
    public var heartRateVariability = 0
    /// `InstantaneousBeatsPerMinute` entries in the HRV records' beat-to-beat lists (not
    /// imported: their times are clock times in the phone's locale format, `7:42:27.35 PM`,
    /// and they repeat what the heart-rate records of the same minutes hold).
    public var beatToBeat = 0
    /// Records of every other type (steps, energy, sleep…), ignored.
    public var other = 0

    /// An export with nothing counted yet.
    public init() {}

    /// The records seen but not imported, as a sentence part ("3 resting heart rate and 12 HRV
    /// records were not imported"), or nil when there were none.
    public var notImportedDescription: String? {
        var parts: [String] = []
        if restingHeartRate > 0 {
            parts.append(String(localized: "\(restingHeartRate) resting heart rate",
                                comment: "A count of records, before “records were seen but not imported”."))
        }
        if walkingHeartRateAverage > 0 {
            parts.append(String(localized: "\(walkingHeartRateAverage) walking heart rate average",
                                comment: "A count of records, before “records were seen but not imported”."))
        }
        if heartRateVariability > 0 {
            parts.append(String(localized: "\(heartRateVariability) HRV (SDNN)",
                                comment: "A count of records, before “records were seen but not imported”."))
        }
        guard !parts.isEmpty else { return nil }
        let list = parts.formatted(.list(type: .and).locale(.session))
        return String(localized: "\(list) records were seen but not imported (they are not heart-rate samples)")
    }
}
