import Foundation
import GRDB
import Localization

/// Reads heart rate from a Gadgetbridge database export (the SQLite file Gadgetbridge's
/// "Export database" writes, usually named `Gadgetbridge`).
///
/// - Tables: every table with `TIMESTAMP`, `DEVICE_ID` and `HEART_RATE` columns except daily
///   summaries (see ``GadgetbridgeSchema``), each read in `TIMESTAMP`, `DEVICE_ID` order.
/// - Time: activity-sample tables count seconds since 1970 (greenDAO `int`), the newer
///   time-sample tables (`*_HEART_RATE_SAMPLE`, `HUAMI_HEART_RATE_MANUAL_SAMPLE`)
///   milliseconds (`long`). The unit is decided per table by the magnitude of its values: if
///   most timestamps are at least 10¹¹ the table counts milliseconds. The few values of the
///   other magnitude, if any, end outside 1970–2099 and the sink refuses and counts them.
/// - Heart rate: `HEART_RATE` values 255 (an unsigned byte's "no reading"), 0, negative
///   values (−1, Huawei's "not measured") and NULL are Gadgetbridge's markers for "no reading"
///   and skipped; every other value goes to the sink, which refuses implausible ones (1–19,
///   above 300) and counts them.
/// - Source: the `DEVICE` row of `DEVICE_ID`: `SampleSource(name: NAME, device: IDENTIFIER)`
///   (the Bluetooth address); a device missing from `DEVICE` is "Gadgetbridge device N".
/// - Progress: rows read, scaled to the file size (rows read × file bytes ÷ all sample rows),
///   reported every 4096 rows; it only grows.
///
/// The database is opened read-only and immutable (see ``GadgetbridgeDatabase``). A file that
/// is not SQLite, or SQLite without Gadgetbridge's tables, throws
/// ``ImportError/unsupportedFormat(file:found:)``; a damaged database or a value of the wrong
/// type throws ``ImportError/invalid(file:place:reason:)``.
public struct GadgetbridgeReader: SampleFileReader {
    /// Rows between progress reports.
    static let progressRows: Int64 = 4096

    private let file: URL
    private let opening: () throws -> DatabaseQueue
    private let size: Int64

    /// A reader of the database file `file`.
    public init(file: URL) {
        self.file = file
        opening = { try GadgetbridgeDatabase.open(file: file) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
    }

    /// A reader of a database held in memory (fuzzing, tests); `file` names it in errors.
    public init(bytes: [UInt8], file: URL) {
        self.file = file
        opening = { try GadgetbridgeDatabase.open(bytes: bytes, file: file) }
        size = Int64(bytes.count)
    }

    public mutating func read<Sink: SampleSink>(into sink: inout Sink) throws {
        let queue = try opening()
        var table: String?
        do {
            try queue.read { db in
                let schema: GadgetbridgeSchema
                do {
                    schema = try GadgetbridgeSchema(db)
                } catch let error as GadgetbridgeSchemaError {
                    throw describe(error)
                }
                var progress = Progress(total: schema.sampleTables.reduce(0) { $0 + $1.rows }, size: size)
                var sources: [Int64: Int] = [:]
                for sampleTable in schema.sampleTables {
                    table = sampleTable.name
                    try read(sampleTable, devices: schema.devices, sources: &sources, progress: &progress, db: db,
                             into: &sink)
                }
            }
        } catch let error as DatabaseError {
            throw GadgetbridgeDatabase.failure(error, file: file, table: table)
        }
        try sink.advanced(to: size)
    }

    /// Reads the readings of one table.
    private func read<Sink: SampleSink>(
        _ table: GadgetbridgeSchema.SampleTable, devices: [Int64: SampleSource], sources: inout [Int64: Int],
        progress: inout Progress, db: Database, into sink: inout Sink
    ) throws {
        let quoted = table.name.quotedDatabaseIdentifier
        let rows = try Row.fetchCursor(db, sql: """
            SELECT TIMESTAMP, DEVICE_ID, HEART_RATE FROM \(quoted) ORDER BY TIMESTAMP, DEVICE_ID
            """)
        var number: Int64 = 0
        while let row = try rows.next() {
            number += 1
            try progress.advance(sink: &sink)
            let heartRate: Double?
            do {
                heartRate = try GadgetbridgeValue.heartRate(row[2])
            } catch {
                throw invalid(table.name, row: number, "HEART_RATE", row[2], expectsInteger: false)
            }
            guard let beatsPerMinute = heartRate else { continue }
            guard let stamp = GadgetbridgeValue.integer(row[0]) else {
                throw invalid(table.name, row: number, "TIMESTAMP", row[0], expectsInteger: true)
            }
            guard let device = GadgetbridgeValue.integer(row[1]) else {
                throw invalid(table.name, row: number, "DEVICE_ID", row[1], expectsInteger: true)
            }
            let source: Int
            if let known = sources[device] {
                source = known
            } else {
                source = try sink.id(of: devices[device] ?? SampleSource(name: GadgetbridgeSchema.fallbackName(device)))
                sources[device] = source
            }
            let (time, overflow) = table.isMilliseconds ? (stamp, false) : stamp.multipliedReportingOverflow(by: 1000)
            try sink.add(time: overflow ? .max : time, beatsPerMinute: beatsPerMinute, source: source)
        }
    }

    private func invalid(_ table: String, row: Int64, _ column: String, _ value: DatabaseValue,
                         expectsInteger: Bool) -> ImportError {
        let found = GadgetbridgeValue.describe(value)
        return .invalid(file: file, place: FilePlace(.row(table: table, id: row)), reason: expectsInteger
            ? String(localized: "\(column) is \(found), not an integer (rows counted in TIMESTAMP order)")
            : String(localized: "\(column) is \(found), not a number (rows counted in TIMESTAMP order)"))
    }

    private func describe(_ error: GadgetbridgeSchemaError) -> ImportError {
        switch error {
        case .notGadgetbridge(hasSampleTables: false):
            return .unsupportedFormat(file: file, found: String(localized: """
                an SQLite database that is not a Gadgetbridge export (it has no DEVICE table and no heart-rate \
                sample table)
                """))
        case .notGadgetbridge(hasSampleTables: true):
            return .unsupportedFormat(file: file, found: String(localized: """
                an SQLite database with heart-rate sample tables but no DEVICE table, so not a Gadgetbridge export
                """))
        case .noSampleTables:
            return .invalid(file: file, place: FilePlace(.whole), reason: String(localized: """
                the Gadgetbridge database has no table with TIMESTAMP, DEVICE_ID and HEART_RATE columns
                """))
        case .deviceColumns:
            return .invalid(file: file, place: FilePlace(.whole), reason: String(localized: """
                the DEVICE table lacks its _id, NAME or IDENTIFIER column
                """))
        }
    }

    /// Rows read so far, told to the sink as bytes of the file.
    private struct Progress {
        let total: Int64
        let size: Int64
        var rows: Int64 = 0

        init(total: Int64, size: Int64) {
            self.total = max(total, 1)
            self.size = size
        }

        mutating func advance<Sink: SampleSink>(sink: inout Sink) throws {
            rows += 1
            if rows % GadgetbridgeReader.progressRows == 0 {
                let fraction = min(Double(rows) / Double(total), 1)
                try sink.advanced(to: Int64(fraction * Double(size)))
            }
        }
    }
}
