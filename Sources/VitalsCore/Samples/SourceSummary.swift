import Foundation

/// One source of samples — a device, an app, a file format, the sample data — and what the
/// store holds from it.
public struct SourceSummary: Sendable, Hashable, Identifiable {
    /// The source's number in this database.
    public let id: Int64
    /// How its samples arrived.
    public let kind: SourceKind
    /// Its name as shown, such as "Forerunner 935" or "Apple Watch".
    public let name: String
    /// The device's own identifier (a Bluetooth address, a serial number), when known.
    public let device: String?
    /// How many samples are stored from it.
    public let sampleCount: Int
    /// The first and last stored sample's time; `nil` when none is stored.
    public let timeRange: ClosedRange<Date>?
}
