import Foundation
import VitalsCore

/// Imports the same CSV file with `VitalsStore.importCSV` and with `sqlite3 .import`.
///
/// The baseline does less: sqlite3 stores the two columns as text in a plain table, while
/// Vitals parses timestamps and heart rates, checks them, skips duplicates and keeps the
/// per-day summaries. Both use WAL with synchronous=NORMAL and one transaction.
struct ImportBenchmark {
    let rows: Int
    let repetitions: Int
    let directory: URL

    func run(into report: inout Report) throws {
        let file = directory.appendingPathComponent("import.csv")
        try writeCSV(to: file)
        var vitals: [Timing] = []
        var sqlite: [Timing] = []
        for repetition in 0..<repetitions {
            let ours = directory.appendingPathComponent("vitals-\(repetition).sqlite")
            let theirs = directory.appendingPathComponent("sqlite3-\(repetition).sqlite")
            // Alternate which goes first, so drift affects both.
            let order = repetition.isMultiple(of: 2) ? [true, false] : [false, true]
            for vitalsTurn in order {
                if vitalsTurn {
                    vitals.append(try importWithVitals(file, into: ours))
                } else {
                    sqlite.append(try importWithSQLite(file, into: theirs))
                }
            }
            for database in [ours, theirs] {
                for suffix in ["", "-wal", "-shm"] {
                    try? FileManager.default.removeItem(atPath: database.path + suffix)
                }
            }
        }
        let name = "import \(rows.formatted())-row CSV (baseline: sqlite3 .import)"
        let ours = vitals.median
        let theirs = sqlite.median
        report.add(name, "wall ms", vitals: ours.wall, baseline: theirs.wall)
        report.add("", "CPU ms", vitals: ours.cpu, baseline: theirs.cpu)
        report.add("", "rows/s", vitals: Double(rows) / ours.wall * 1000, baseline: Double(rows) / theirs.wall * 1000,
                   decimals: 0)
    }

    private func importWithVitals(_ file: URL, into database: URL) throws -> Timing {
        let store = try VitalsStore.open(at: database, options: .init(timeZone: TimeZone(identifier: "UTC") ?? .current))
        var imported = 0
        let timing = try Timing.measure {
            imported = try store.importCSV(from: file).inserted
        }
        guard imported == rows else {
            throw BenchmarkError("Vitals imported \(imported) of \(rows) rows")
        }
        return timing
    }

    private func importWithSQLite(_ file: URL, into database: URL) throws -> Timing {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [
            database.path, "PRAGMA journal_mode = WAL;", "PRAGMA synchronous = NORMAL;",
            ".mode csv", ".import \(file.path) sample", "SELECT count(*) FROM sample;",
        ]
        let output = Pipe()
        process.standardOutput = output
        let timing = try Timing.measure(children: true) {
            try process.run()
            process.waitUntilExit()
        }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0, printed.hasSuffix("\(rows)\n") else {
            throw BenchmarkError("sqlite3 .import failed: \(printed)")
        }
        return timing
    }

    /// One sample a minute from 2020-01-01 (≈ 1,440 a day), ISO 8601 timestamps.
    private func writeCSV(to file: URL) throws {
        var text = "timestamp,bpm\n"
        text.reserveCapacity(rows * 28)
        var generator = SeededGenerator(seed: 1)
        let formatter = ISO8601DateFormatter()
        let start = 1_577_836_800.0
        for row in 0..<rows {
            text += formatter.string(from: Date(timeIntervalSince1970: start + Double(row) * 60))
            text += ",\(Int.random(in: 50...150, using: &generator))\n"
        }
        try Data(text.utf8).write(to: file)
    }
}

/// A benchmark run that went wrong.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
