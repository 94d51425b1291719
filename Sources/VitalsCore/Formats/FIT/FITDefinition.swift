/// A FIT definition message: the layout of the data messages of one local message type.
struct FITDefinition {
    /// The global message number (20 `record`, 55 `monitoring`, 0 `file_id` …).
    var globalNumber: UInt16
    /// Whether multi-byte values are big-endian (architecture 1) rather than little-endian.
    var bigEndian: Bool
    /// Bytes of a data message after its record header (fields and developer fields).
    var dataSize: Int
    /// The standard fields, in order (developer fields are only counted in ``dataSize``).
    var fields: [FITField]
    /// Field 253, the timestamp, when the message has it.
    var timestamp: FITField?
    /// The heart rate: `record` field 3, `monitoring` field 27.
    var heartRate: FITField?
    /// `monitoring` field 26, timestamp_16.
    var timestamp16: FITField?

    /// Global message numbers the reader looks into.
    enum Message {
        static let fileID: UInt16 = 0
        static let record: UInt16 = 20
        static let deviceInfo: UInt16 = 23
        static let activity: UInt16 = 34
        static let monitoring: UInt16 = 55
        static let timestampCorrelation: UInt16 = 162
    }

    /// The field numbered `number`, if defined.
    func field(_ number: UInt8) -> FITField? {
        fields.first { $0.number == number }
    }


    /// Parses a definition from `bytes` (after the record header: reserved byte,
    /// architecture, global number, field count, field definitions, then, with `developer`,
    /// the developer field count and definitions). Returns nil for an architecture other
    /// than 0 or 1.
    init?(_ bytes: UnsafeRawBufferPointer, developer: Bool) {
        let architecture = bytes[1]
        guard architecture <= 1 else { return nil }
        bigEndian = architecture == 1
        globalNumber = bigEndian
            ? UInt16(bytes[2]) << 8 | UInt16(bytes[3])
            : UInt16(bytes[3]) << 8 | UInt16(bytes[2])
        let count = Int(bytes[4])
        var fields: [FITField] = []
        fields.reserveCapacity(count)
        var offset = 0
        for index in 0..<count {
            let base = 5 + 3 * index
            let size = Int(bytes[base + 1])
            fields.append(FITField(number: bytes[base], offset: offset, size: size, baseType: bytes[base + 2] & 0x1F))
            offset += size
        }
        if developer {
            let base = 5 + 3 * count
            for index in 0..<Int(bytes[base]) {
                offset += Int(bytes[base + 2 + 3 * index])
            }
        }
        dataSize = offset
        self.fields = fields
        timestamp = fields.first { $0.number == 253 }
        switch globalNumber {
        case Message.record:
            heartRate = fields.first { $0.number == 3 }
        case Message.monitoring:
            heartRate = fields.first { $0.number == 27 }
            timestamp16 = fields.first { $0.number == 26 }
        default:
            break
        }
    }
}
