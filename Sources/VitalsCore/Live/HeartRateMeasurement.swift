/// One notification of a Bluetooth LE heart-rate sensor: the value of the Heart Rate
/// Measurement characteristic (0x2A37) of the Heart Rate Service (0x180D), read as the
/// Bluetooth Heart Rate Service specification lays it out.
///
/// The value is, in order:
/// 1. **Flags** (1 byte):
///    - bit 0: the heart rate's format, 0 = 8 bits, 1 = 16 bits little-endian;
///    - bits 1–2: sensor contact: bit 2 says whether the sensor reports contact at all
///      (0: ``Contact-swift.enum/notSupported``, whatever bit 1 says), bit 1 whether it has it;
///    - bit 3: the Energy Expended field is present;
///    - bit 4: RR-Intervals are present;
///    - bits 5–7: reserved, ignored.
/// 2. **Heart rate** in beats per minute (`UInt8` or `UInt16`).
/// 3. **Energy Expended** (`UInt16`, kilojoules since the sensor's last reset), if flagged.
/// 4. **RR-Intervals**, if flagged: every remaining byte pair, each a `UInt16` in 1/1024 s,
///    oldest first.
///
/// Leniencies, so that a usable heart rate is not dropped for a detail:
/// - The RR flag with no bytes after the other fields is read as no intervals (a strap that
///   saw no beat completed since its last notification).
/// - Without the RR flag, bytes after the last flagged field are ignored, as are the
///   reserved flag bits: both are the specification's room for additions.
///
/// A value that ends inside a flagged field, or whose RR bytes are odd in number, is refused
/// with a ``HeartRateMeasurementError``; reading never traps, whatever the bytes.
public struct HeartRateMeasurement: Hashable, Sendable {
    /// Whether the sensor touches the skin, as far as it can tell.
    public enum Contact: Hashable, Sendable {
        /// The sensor does not report contact (flag bit 2 clear).
        case notSupported
        /// The sensor reports contact, and has none: its heart rate is not a reading.
        case notDetected
        /// The sensor reports contact, and has it.
        case detected
    }

    /// The heart rate, in beats per minute. 0 means "no reading": some straps send 0 while
    /// they have no contact.
    public var beatsPerMinute: Int
    /// The sensor's skin contact.
    public var contact: Contact
    /// The energy expended since the sensor's last reset, in kilojoules, when the value has
    /// it (65,535 once the sensor's count is full).
    public var energyExpended: Int?
    /// The RR-Intervals (times between successive beats) as sent, oldest first, in units of
    /// 1/1024 second.
    public var rrIntervals: [UInt16]

    /// ``rrIntervals`` in milliseconds.
    public var rrMilliseconds: [Double] {
        rrIntervals.map(Self.milliseconds(ofRRInterval:))
    }

    /// The Heart Rate Service's UUID (0x180D) in full, lowercase, as BlueZ writes UUIDs.
    public static let serviceUUID = "0000180d-0000-1000-8000-00805f9b34fb"
    /// The Heart Rate Measurement characteristic's UUID (0x2A37) in full, lowercase.
    public static let characteristicUUID = "00002a37-0000-1000-8000-00805f9b34fb"

    /// A measurement with the given fields (for sources that are not Bluetooth, and tests).
    public init(beatsPerMinute: Int, contact: Contact = .notSupported, energyExpended: Int? = nil,
                rrIntervals: [UInt16] = []) {
        self.beatsPerMinute = beatsPerMinute
        self.contact = contact
        self.energyExpended = energyExpended
        self.rrIntervals = rrIntervals
    }

    /// Reads the characteristic's value (the bytes of one notification or read).
    ///
    /// - Throws: ``HeartRateMeasurementError`` when the value is empty, ends inside a field
    ///   its flags announce, or has an odd number of RR-Interval bytes.
    public init(value: some Collection<UInt8>) throws(HeartRateMeasurementError) {
        let bytes = Array(value)
        guard let flags = bytes.first else { throw .empty }
        var offset = 1

        let sixteenBits = flags & 0x01 != 0
        let width = sixteenBits ? 2 : 1
        guard bytes.count - offset >= width else { throw .truncatedHeartRate }
        beatsPerMinute = sixteenBits ? Int(bytes.uint16(at: offset)) : Int(bytes[offset])
        offset += width

        switch (flags & 0x04 != 0, flags & 0x02 != 0) {
        case (false, _): contact = .notSupported
        case (true, false): contact = .notDetected
        case (true, true): contact = .detected
        }

        if flags & 0x08 != 0 {
            guard bytes.count - offset >= 2 else { throw .truncatedEnergyExpended }
            energyExpended = Int(bytes.uint16(at: offset))
            offset += 2
        } else {
            energyExpended = nil
        }

        rrIntervals = []
        if flags & 0x10 != 0 {
            let remaining = bytes.count - offset
            guard remaining.isMultiple(of: 2) else { throw .oddRRIntervalBytes(count: remaining) }
            rrIntervals.reserveCapacity(remaining / 2)
            while offset < bytes.count {
                rrIntervals.append(bytes.uint16(at: offset))
                offset += 2
            }
        }
    }

    /// An RR-Interval of `units` 1/1024 s, in milliseconds.
    public static func milliseconds(ofRRInterval units: UInt16) -> Double {
        Double(units) * 1000 / 1024
    }
}
