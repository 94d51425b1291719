import Foundation

/// Reads heart rate from an Apple Health export: `export.zip` as the Health app shares it
/// (read in place, the export's entry inflated as a stream, zip64 included) or its
/// `export.xml`, in constant memory whatever the size (exports reach several GB).
///
/// Every top-level `<Record type="HKQuantityTypeIdentifierHeartRate">` becomes a reading at
/// its `startDate`, from the source its `sourceName` names on the device its `device`
/// describes (see ``AppleHealthDevice``). The unit is `count/min` (also when absent) or
/// `count/s` (converted); any other unit is an error, as is a value that is not a number or a
/// date that does not exist. Records inside a `Correlation` are skipped: HealthKit repeats
/// them at the top level. Resting and walking heart rate and HRV records are counted in
/// ``counts`` but not imported (see ``AppleHealthRecordCounts``).
///
/// Defects of real exports are read: the malformed DTD of iOS 16, control characters such as
/// U+000B in attribute values, and spaces around `=` and inside values.
public struct AppleHealthReader: SampleFileReader {
    /// The file read, for messages.
    public let file: URL
    /// The export's entry in the zip archive, once found (`apple_health_export/export.xml`).
    public private(set) var entry: String?
    /// How many records of each heart-related kind were seen, after ``read(into:)``.
    public private(set) var counts = AppleHealthRecordCounts()
    private var input: Input

    private enum Input {
        case file
        case bytes([UInt8])
        case xml(any ByteSource)
    }

    /// A reader of the export `file`, an `export.zip` or an `export.xml` (told apart by content).
    public init(file: URL) {
        self.file = file
        input = .file
    }

    /// A reader of an export in memory (zip or XML), named `file` in messages: for fuzzing and tests.
    public init(bytes: [UInt8], file: URL) {
        self.file = file
        input = .bytes(bytes)
    }

    /// A reader of an `export.xml` coming from `source`, named `file` in messages.
    public init(xml source: some ByteSource, file: URL) {
        self.file = file
        input = .xml(source)
    }

    public mutating func read<Sink: SampleSink>(into sink: inout Sink) throws {
        counts = AppleHealthRecordCounts()
        switch input {
        case .file:
            let bytes = try FileBytes(file: file)
            var start = [UInt8](repeating: 0, count: 4)
            var count = 0
            try start.withUnsafeMutableBytes { buffer in
                while count < 4 {
                    let read = try bytes.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
                    if read == 0 { break }
                    count += read
                }
            }
            start.removeLast(4 - count)
            if Self.isZip(start) {
                try readZip(RandomAccessFile(file: file), into: &sink)
            } else {
                try readXML(ReplayedBytes(start, then: bytes), into: &sink)
            }
        case let .bytes(bytes):
            if Self.isZip(bytes) {
                try readZip(RandomAccessMemory(bytes), into: &sink)
            } else {
                try readXML(MemoryBytes(bytes), into: &sink)
            }
        case let .xml(source):
            try readXML(source, into: &sink)
        }
    }

    /// Whether `bytes` start like a zip archive (a local header, or the end record of an empty one).
    static func isZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B
            && ((bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6))
    }

    private mutating func readZip<Sink: SampleSink>(_ archive: any RandomAccessBytes, into sink: inout Sink) throws {
        let bytes = try AppleHealthArchive.exportEntry(in: archive, file: file)
        entry = bytes.entry.name
        try readXML(bytes, into: &sink)
    }

    private mutating func readXML<Sink: SampleSink>(_ source: some ByteSource, into sink: inout Sink) throws {
        var xml = XMLPullReader(source: source, file: file, entry: entry)
        var parser = AppleHealthRecordParser()
        defer { counts = parser.counts }
        try parser.parse(&xml, into: &sink)
    }
}

extension AppleHealthReader {
    /// The records of the export that are not heart-rate samples, for the import's summary.
    public var notes: [String] {
        counts.notImportedDescription.map { [$0] } ?? []
    }
}
