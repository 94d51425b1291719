import Foundation
import Localization

/// Why a Heart Rate Measurement value (Bluetooth characteristic 0x2A37) cannot be read: it
/// ends inside a field its flags announce.
///
/// A notification refused with one of these is dropped; the next one is read on its own.
public enum HeartRateMeasurementError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The value has no bytes, not even the flags.
    case empty
    /// The value ends inside the heart rate (1 byte, or 2 when the flags say 16 bits).
    case truncatedHeartRate
    /// The flags announce the Energy Expended field, but fewer than 2 bytes follow the heart rate.
    case truncatedEnergyExpended
    /// The flags announce RR-Intervals, but the bytes after the other fields (`count`) are
    /// not a whole number of 2-byte intervals.
    case oddRRIntervalBytes(count: Int)

    /// What is wrong with the value, in a sentence.
    public var description: String {
        switch self {
        case .empty:
            return String(localized: "The heart rate measurement is empty (it has no flags byte).")
        case .truncatedHeartRate:
            return String(localized: "The heart rate measurement ends inside its heart rate value.")
        case .truncatedEnergyExpended:
            return String(localized: """
                The heart rate measurement announces the energy expended but ends before its 2 bytes.
                """)
        case let .oddRRIntervalBytes(count):
            return String(localized: """
                The heart rate measurement has \(count) bytes of RR-Intervals, not a whole number of 2-byte intervals.
                """)
        }
    }

    public var errorDescription: String? { description }
}
