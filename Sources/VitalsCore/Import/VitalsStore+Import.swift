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
        let reader = try CSVReader(file: file)
        return try write { db in
            var importer = try CSVSampleImporter(reader: reader, db: db, timeZone: timeZone,
                                                 defaultSource: defaultSource)
            return try importer.run(progress: progress)
        }
    }
}

/// One file's import inside the store's write transaction.
private struct CSVSampleImporter {
    let reader: CSVReader
    var writer: SampleWriter
    var timestamps: TimestampParser
    let defaultSource: String
    var rowsRead = 0

    init(reader: CSVReader, db: Database, timeZone: TimeZone, defaultSource: String) throws {
        self.reader = reader
        self.writer = try SampleWriter(db: db, timeZone: timeZone, kind: .csv)
        self.timestamps = TimestampParser(timeZone: timeZone)
        self.defaultSource = defaultSource
    }

    mutating func run(progress: (ImportProgress) -> ImportDecision) throws -> ImportSummary {
        let columns = try readHeader()
        var lastReport = reader.bytesRead
        while try reader.next() {
            rowsRead += 1
            try importRow(columns)
            if reader.bytesRead - lastReport >= 256 * 1024 {
                lastReport = reader.bytesRead
                try report(to: progress)
            }
        }
        try writer.finish()
        try report(to: progress)
        return ImportSummary(file: reader.file, rowsRead: rowsRead, inserted: writer.inserted,
                             duplicates: writer.duplicates)
    }

    private func report(to progress: (ImportProgress) -> ImportDecision) throws {
        let now = ImportProgress(file: reader.file, rowsRead: rowsRead, bytesRead: reader.bytesRead,
                                 totalBytes: reader.totalBytes)
        if progress(now) == .cancel {
            throw ImportError.cancelled(file: reader.file)
        }
    }

    private func readHeader() throws -> CSVHeader {
        guard try reader.next() else {
            throw ImportError.malformed(file: reader.file, line: 1, reason: .emptyFile)
        }
        return try CSVHeader(reader: reader)
    }

    private mutating func importRow(_ columns: CSVHeader) throws {
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
        try writer.add(time: time, beatsPerMinute: beatsPerMinute, source: source)
    }

    private func fieldText(_ index: Int) throws -> String {
        String(decoding: reader.withField(index) { Array($0.prefix(80)) }, as: UTF8.self)
    }

    private func malformed(_ reason: ImportError.Reason) -> ImportError {
        .malformed(file: reader.file, line: reader.line, reason: reason)
    }
}
