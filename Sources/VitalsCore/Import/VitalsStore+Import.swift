import Foundation
import GRDB

extension VitalsStore {
    /// Imports heart-rate samples from a CSV file, in one transaction: every row or none.
    ///
    /// The file starts with a header naming the columns `timestamp` and `bpm` (any order,
    /// any case) and optionally `source`; other columns are ignored. Timestamps are ISO 8601
    /// or seconds since 1970 (see the README for the forms); heart rates are numbers in
    /// ``HeartRateSample/plausibleBeatsPerMinute``. Rows without a source column, or with an
    /// empty source, get `defaultSource`. A row whose timestamp and source are already stored
    /// is skipped as a duplicate. The file is streamed: memory does not grow with its size.
    ///
    /// - Parameter progress: Called on the importing thread after each chunk of the file
    ///   (every 256 KiB) and at the end; return ``ImportDecision/cancel`` to stop.
    /// - Throws: ``ImportError`` when the file is unreadable or malformed (naming the line),
    ///   or cancelled; ``StoreError`` when the database cannot be written. In every case
    ///   nothing from the file is stored.
    @discardableResult
    public func importCSV(
        from file: URL,
        defaultSource: String = HeartRateSample.importSource,
        progress: (ImportProgress) -> ImportDecision = { _ in .proceed }
    ) throws -> ImportSummary {
        try importFile(file, options: ImportOptions(format: .csv, defaultSource: defaultSource), progress: progress)
    }
}

/// A CSV file's samples, row by row.
struct CSVSampleImporter: SampleFileReader {
    let reader: CSVReader
    var timestamps: TimestampParser
    let defaultSource: String

    init(file: URL, timeZone: TimeZone, defaultSource: String) throws {
        self.reader = try CSVReader(file: file)
        self.timestamps = TimestampParser(timeZone: timeZone)
        self.defaultSource = defaultSource
    }

    mutating func read<Sink: SampleSink>(into sink: inout Sink) throws {
        let columns = try readHeader()
        while try reader.next() {
            try importRow(columns, into: &sink)
            try sink.advanced(to: reader.bytesRead)
        }
        try sink.advanced(to: reader.bytesRead)
    }

    private func readHeader() throws -> CSVHeader {
        guard try reader.next() else {
            throw ImportError.malformed(file: reader.file, line: 1, reason: .emptyFile)
        }
        return try CSVHeader(reader: reader)
    }

    private mutating func importRow<Sink: SampleSink>(_ columns: CSVHeader, into sink: inout Sink) throws {
        guard reader.fieldCount == columns.count else {
            throw malformed(.fieldCount(expected: columns.count, found: reader.fieldCount))
        }
        let time: Int64
        do {
            time = try reader.withField(columns.timestamp) { field throws(TimestampParser.Failure) in
                try timestamps.milliseconds(field)
            }
        } catch .invalid {
            throw try malformed(.invalidTimestamp(fieldText(columns.timestamp)))
        } catch let .outOfRange(hint) {
            throw try malformed(.timestampOutOfRange(fieldText(columns.timestamp), hint: hint))
        }
        let beatsPerMinute: Double
        do {
            beatsPerMinute = try reader.withField(columns.bpm) { field throws(HeartRateParser.Failure) in
                try HeartRateParser.beatsPerMinute(field)
            }
        } catch .notANumber {
            throw try malformed(.invalidHeartRate(fieldText(columns.bpm)))
        } catch let .outOfRange(value) {
            throw malformed(.heartRateOutOfRange(value.csvText))
        }
        var source = defaultSource
        if let column = columns.source {
            let text = try CSVCell.unescaped(reader.text(column)).trimmingCharacters(in: .whitespaces)
            if !text.isEmpty {
                source = text
            }
        }
        try sink.add(time: time, beatsPerMinute: beatsPerMinute, source: sink.id(of: SampleSource(name: source)))
    }

    private func fieldText(_ index: Int) throws -> String {
        String(decoding: reader.withField(index) { Array($0.prefix(80)) }, as: UTF8.self)
    }

    private func malformed(_ reason: ImportError.Reason) -> ImportError {
        .malformed(file: reader.file, line: reader.line, reason: reason)
    }
}
