import Foundation
import Localization

/// Reads heart rate from a CSV file: Vitals' own `timestamp,bpm[,source]` files and the
/// dialects people have, streamed from a ``ByteSource`` in constant memory.
///
/// - Separator: `,` `;` or tab, detected from the header line (``CSVOptions/separator``
///   forces one). With `;` or tab, numbers may have a decimal comma (`72,5`).
/// - Columns: recognised by name (see ``CSVLayout``), or chosen with ``CSVOptions/columns``.
/// - Times: see ``TimestampParser`` (ISO 8601 and common date forms; seconds, milliseconds,
///   microseconds or nanoseconds since 1970 told apart by magnitude).
/// - OpenHRV recordings (`event,value,timestamp`): each `InterBeatInterval` row is one beat,
///   its value the milliseconds since the previous beat, so the heart rate at that row's
///   time is 60000 / value; other events (HRV, pacer, sensors, annotations) are skipped and
///   counted in ``notes``.
/// - Source: the row's source column (`source`, `sourceName`, `device`), else
///   ``CSVOptions/defaultSource``.
///
/// Every reading goes to the sink, which refuses and counts implausible heart rates and
/// times. A row with an empty heart-rate cell has no reading: it is skipped and counted in
/// ``notes``. Anything else that is not a reading (a heart rate that is not a number, a
/// time in no form read, a broken line) throws ``ImportError`` naming the line and column.
public struct CSVSampleReader: SampleFileReader {
    private let reader: CSVReader
    private let options: CSVOptions
    private var timestamps: TimestampParser
    private var joinBuffer: [UInt8] = []
    private var lastSourceBytes: [UInt8] = []
    private var lastSource: Int?
    private var defaultSource: Int?

    /// Data rows read (the header and blank lines not counted).
    public private(set) var rowsRead = 0
    /// Rows whose heart-rate cell is empty, skipped.
    public private(set) var rowsWithoutHeartRate = 0
    /// OpenHRV rows of events other than inter-beat intervals, skipped.
    public private(set) var otherEvents = 0

    /// A reader of `bytes`, the content of `file` (which names it in errors).
    public init(bytes: some ByteSource, file: URL, options: CSVOptions = CSVOptions()) {
        reader = CSVReader(bytes: bytes, file: file, separator: options.separator)
        self.options = options
        timestamps = TimestampParser(timeZone: options.timeZone, dateOrder: options.dateOrder)
    }

    /// A reader of `file`.
    ///
    /// - Throws: ``ImportError/unreadable(file:reason:)`` when it cannot be opened.
    public init(file: URL, options: CSVOptions = CSVOptions()) throws {
        try self.init(bytes: FileBytes(file: file), file: file, options: options)
    }

    /// After ``read(into:)``: rows skipped for having no reading, for the import's summary.
    public var notes: [String] {
        var notes: [String] = []
        if rowsWithoutHeartRate > 0 {
            notes.append(String(localized: "\(rowsWithoutHeartRate) rows without a heart rate, skipped"))
        }
        if otherEvents > 0 {
            notes.append(String(localized: """
                \(otherEvents) OpenHRV rows of other events (heart-rate variability, pacer, sensors, annotations), \
                not imported
                """))
        }
        return notes
    }

    public mutating func read<Sink: SampleSink>(into sink: inout Sink) throws {
        guard try reader.next() else {
            throw ImportError.malformed(file: reader.file, line: 1, reason: .emptyFile)
        }
        var names: [String] = []
        names.reserveCapacity(reader.fieldCount)
        for index in 0..<reader.fieldCount {
            names.append(try reader.text(index))
        }
        let layout = try CSVLayout(names: names, options: options, file: reader.file, line: reader.line)
        timestamps.decimalComma = reader.separator != .comma
        var reported = reader.sourceBytesRead
        try sink.advanced(to: reported)
        while try reader.next() {
            rowsRead += 1
            switch layout.kind {
            case .samples: try readSample(layout, into: &sink)
            case .openHRV: try readBeat(layout, into: &sink)
            }
            if reader.sourceBytesRead != reported {
                reported = reader.sourceBytesRead
                try sink.advanced(to: reported)
            }
        }
        try sink.advanced(to: reader.sourceBytesRead)
    }

    // MARK: - Rows

    private mutating func readSample<Sink: SampleSink>(_ layout: CSVLayout, into sink: inout Sink) throws {
        try checkFieldCount(layout)
        guard let beatsPerMinute = try number(layout.heartRate, named: layout.heartRateName) else {
            rowsWithoutHeartRate += 1
            return
        }
        let time = try time(layout)
        let source = try source(layout, &sink)
        try sink.add(time: time, beatsPerMinute: beatsPerMinute, source: source)
    }

    private mutating func readBeat<Sink: SampleSink>(_ layout: CSVLayout, into sink: inout Sink) throws {
        let isBeat = reader.withField(layout.event ?? 0) { field in
            field.trimmingSpaces.elementsEqual("InterBeatInterval".utf8)
        }
        guard isBeat else {
            // Sensor lists and annotations hold unquoted commas: their field count varies.
            otherEvents += 1
            return
        }
        try checkFieldCount(layout)
        guard let interval = try number(layout.heartRate, named: layout.heartRateName) else {
            throw invalid(String(localized: """
                the inter-beat interval (in the “\(layout.heartRateName)” column) is empty
                """))
        }
        let time = try time(layout)
        try sink.add(time: time, beatsPerMinute: 60_000 / interval, source: defaultSourceID(&sink))
    }

    private func checkFieldCount(_ layout: CSVLayout) throws {
        guard reader.fieldCount == layout.count else {
            throw ImportError.malformed(file: reader.file, line: reader.line,
                                        reason: .fieldCount(expected: layout.count, found: reader.fieldCount))
        }
    }

    // MARK: - Fields

    /// The number in column `column`; nil when the cell is empty.
    private func number(_ column: Int, named name: String) throws -> Double? {
        let decimalComma = timestamps.decimalComma
        let result = reader.withField(column) { field -> Result<Double, HeartRateParser.Failure>? in
            let text = field.trimmingSpaces
            guard !text.isEmpty else { return nil }
            return Result { () throws(HeartRateParser.Failure) in try HeartRateParser.number(text, decimalComma: decimalComma) }
        }
        do {
            return try result?.get()
        } catch {
            throw invalid(String(localized: "the “\(name)” value “\(fieldText(column))” is not a number"))
        }
    }

    /// The time of the row, from its time column or its date and time columns joined.
    private mutating func time(_ layout: CSVLayout) throws -> Int64 {
        let result: Result<Int64, TimestampParser.TimeFailure>
        var text: [UInt8] = []
        if let clock = layout.clock {
            var buffer = joinBuffer
            joinBuffer = []
            buffer.removeAll(keepingCapacity: true)
            reader.withField(layout.time) { buffer.append(contentsOf: $0.prefix(CSVReader.maximumRecordLength)) }
            buffer.append(UInt8(ascii: " "))
            reader.withField(clock) { buffer.append(contentsOf: $0) }
            result = buffer.withUnsafeBufferPointer { bytes in
                Result { () throws(TimestampParser.TimeFailure) in try timestamps.instant(bytes) }
            }
            if case .failure = result { text = buffer }
            joinBuffer = buffer
        } else {
            result = reader.withField(layout.time) { field in
                Result { () throws(TimestampParser.TimeFailure) in try timestamps.instant(field) }
            }
            if case .failure = result { text = reader.withField(layout.time) { Array($0) } }
        }
        switch result {
        case let .success(time):
            return time
        case let .failure(failure):
            throw invalid(Self.describe(failure, column: layout.timeName, text: Self.shortened(text)))
        }
    }

    /// Says why a time was refused.
    private static func describe(_ failure: TimestampParser.TimeFailure, column: String, text: String) -> String {
        switch failure {
        case .invalid:
            return String(localized: """
                the “\(column)” value “\(text)” is not a time Vitals reads (such as 2024-03-15T08:30:00Z, \
                2024-03-15 08:30:00, 15.03.2024 08:30 or seconds or milliseconds since 1970); choose the time \
                column with --columns TIME,BPM if this is not it
                """)
        case .ambiguousDayMonth:
            return String(localized: """
                the “\(column)” value “\(text)” could be day/month (3 April) or month/day (March 4), and no \
                earlier date in the file tells which; choose with --date-order dmy or --date-order mdy
                """)
        case let .againstDateOrder(order):
            return String(localized: """
                the “\(column)” value “\(text)” is no date in the order of the file's earlier dates \
                (\(order.example) for 03/04); choose the order with --date-order dmy or --date-order mdy
                """)
        }
    }

    /// The source of the row: its source column's text when it is not empty, else the default.
    private mutating func source<Sink: SampleSink>(_ layout: CSVLayout, _ sink: inout Sink) throws -> Int {
        guard let column = layout.source else { return try defaultSourceID(&sink) }
        let cached = lastSource
        let same = reader.withField(column) { $0.elementsEqual(lastSourceBytes) }
        if same, let cached {
            return cached
        }
        lastSourceBytes = reader.withField(column) { Array($0) }
        let name = try CSVCell.unescaped(reader.text(column)).trimmingSpaces
        let id = try name.isEmpty ? defaultSourceID(&sink) : sink.id(of: SampleSource(name: name))
        lastSource = id
        return id
    }

    private mutating func defaultSourceID<Sink: SampleSink>(_ sink: inout Sink) throws -> Int {
        if let defaultSource {
            return defaultSource
        }
        let id = try sink.id(of: SampleSource(name: options.defaultSource))
        defaultSource = id
        return id
    }

    private func fieldText(_ column: Int) -> String {
        Self.shortened(reader.withField(column) { Array($0) })
    }

    /// At most 80 bytes of `bytes` as text (invalid UTF-8 replaced).
    private static func shortened(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(80), as: UTF8.self)
        return bytes.count > 80 ? text + "…" : text
    }

    private func invalid(_ reason: String) -> ImportError {
        .invalid(file: reader.file, place: FilePlace(.line(reader.line)), reason: reason)
    }
}
