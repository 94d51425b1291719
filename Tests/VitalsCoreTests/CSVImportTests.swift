import Foundation
import Glibc
import Testing
@testable import VitalsCore
import StoreTestSupport

/// Importing CSV files: the forms accepted, and every malformed file refused whole.
@Suite struct CSVImportTests {
    let directory: TemporaryDirectory
    let store: VitalsStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    @Test func isoTimestampsInEveryAcceptedForm() throws {
        let file = try directory.write("""
            timestamp,bpm
            2024-03-15T08:30:00Z,61
            2024-03-15T09:30:00+01:00,62
            2024-03-15 08:31:00Z,63
            2024-03-15T08:32Z,64
            2024-03-15T03:33:00.250-05:00,65
            2024-03-15T08:34:00.5+0000,66
            2024-03-15T08:35:00,67
            2024-03-15t08:36:00z,68

            """, to: "iso.csv")
        let summary = try store.importCSV(from: file)
        #expect((summary.readings, summary.inserted, summary.duplicates) == (8, 7, 1))
        #expect(summary.format == .csv && summary.refused.isEmpty && !summary.isDryRun)
        #expect(summary.sources.map(\.name) == [HeartRateSample.importSource])
        let samples = try store.samples(on: march15Day)
        let base = 8 * 3600 + 30 * 60
        #expect(samples.map(\.timestamp) == [
            march15(Double(base)), march15(Double(base + 60)), march15(Double(base + 120)),
            march15(Double(base + 180) + 0.25), march15(Double(base + 240) + 0.5),
            march15(Double(base + 300)), march15(Double(base + 360)),
        ])
        // 09:30+01:00 is 08:30Z, the same instant and source as the first row.
        #expect(samples.first?.beatsPerMinute == 61)
        #expect(samples.allSatisfy { $0.source == "csv" })
    }

    @Test func aTimestampWithoutOffsetIsLocalTimeInTheStoresZone() throws {
        let berlinDirectory = try TemporaryDirectory()
        let berlin = try makeStore(in: berlinDirectory, timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        // Clocks went back at 03:00 on 2024-10-27 in Berlin: 01:30 is +02:00, 12:00 is +01:00.
        let file = try directory.write("timestamp,bpm\n2024-10-27T01:30:00,60\n2024-10-27T12:00:00,61\n", to: "local.csv")
        try berlin.importCSV(from: file)
        let samples = try berlin.samples(on: try #require(CalendarDay("2024-10-27")))
        #expect(samples.map(\.timestamp) == [
            try #require(ISO8601DateFormatter().date(from: "2024-10-26T23:30:00Z")),
            try #require(ISO8601DateFormatter().date(from: "2024-10-27T11:00:00Z")),
        ])
    }

    @Test func epochSecondsAndFractions() throws {
        let file = try directory.write("bpm,timestamp\n70,1710460800\n71.5,1710460860.75\n", to: "epoch.csv")
        try store.importCSV(from: file)
        #expect(try store.samples(on: march15Day) == [
            sample(march15(), 70, "csv"), sample(march15(60.75), 71.5, "csv"),
        ])
    }

    @Test func aBOMCRLFQuotesSourcesExtraColumnsAndBlankLines() throws {
        let text = "\u{FEFF}Timestamp , BPM,Source,note\r\n"
            + "2024-03-15T00:00:00Z,60,watch,\"a, b\"\r\n"
            + "\r\n"
            + "\"2024-03-15T00:01:00Z\",\"61\",\"chest \"\"strap\"\"\",\"two\r\nlines\"\r\n"
            + "2024-03-15T00:02:00Z,62,,x\r\n"
            + "2024-03-15T00:03:00Z,63,'=formula,x"
        let file = try directory.write(text, to: "mixed.csv")
        let summary = try store.importCSV(from: file)
        #expect(summary.readings == 4)
        #expect(try store.samples(on: march15Day) == [
            sample(march15(0), 60, "watch"), sample(march15(60), 61, "chest \"strap\""),
            sample(march15(120), 62, "csv"), sample(march15(180), 63, "=formula"),
        ])
    }

    @Test func aHeaderOnlyFileImportsNothingWithoutError() throws {
        let file = try directory.write("timestamp,bpm\n", to: "header.csv")
        let summary = try store.importCSV(from: file)
        #expect((summary.readings, summary.inserted, summary.duplicates) == (0, 0, 0))
        #expect(summary.sources.isEmpty)
    }

    @Test(arguments: [
        // (file contents, line, reason)
        ("", 1, ImportError.Reason.emptyFile),
        ("\u{FEFF}\n\n", 1, .emptyFile),
        ("timestamp,bpm,bpm\n", 1, .repeatedColumn("bpm")),
        ("timestamp,bpm\n1710460800,60\n1710460860\n", 3, .fieldCount(expected: 2, found: 1)),
        ("timestamp,bpm\n1710460800,60,7\n", 2, .fieldCount(expected: 2, found: 3)),
        ("timestamp,bpm\n1710460800,\"60\n", 2, .unterminatedQuote),
        ("timestamp,bpm\n1710460800,6\"0\n", 2, .strayQuote),
        ("timestamp,bpm\n1710460800,\"60\"x\n", 2, .strayQuote),
    ])
    func malformedFilesNameTheLineAndReasonAndImportNothing(text: String, line: Int, reason: ImportError.Reason) throws {
        // Good rows come first in most files: they must not be stored either.
        let file = try directory.write(text, to: "bad.csv")
        let error = #expect(throws: ImportError.self) { try store.importCSV(from: file) }
        #expect(error == .malformed(file: file, line: line, reason: reason))
        #expect(error?.message.hasPrefix("\(file.path), line \(line): ") == true)
        #expect(error?.message.hasSuffix("Nothing from this file was imported.") == true)
        #expect(try store.sampleCount() == 0)
        #expect(try store.daySummaries().isEmpty)
    }

    @Test(arguments: [
        // (file contents, line, text the message quotes)
        ("time,heart\n1,2\n", 1, "heart"),
        ("timestamp,bpm\n1710460800,60\n1710460800,abc\n", 3, "abc"),
        ("timestamp,bpm\n1710460800,NaN\n", 2, "NaN"),
        ("timestamp,bpm\n1710460800,0x50\n", 2, "0x50"),
        ("timestamp,bpm\n\n\nyesterday,60\n", 4, "yesterday"),
        ("timestamp,bpm\n2024-02-30T00:00:00Z,60\n", 2, "2024-02-30T00:00:00Z"),
        ("timestamp,bpm\n2024-03-15T25:00:00Z,60\n", 2, "2024-03-15T25:00:00Z"),
        // Lines count physical lines, a quoted line break included.
        ("timestamp,bpm,note\r\n1710460800,60,n\r\n1710460860,61,\"a\r\nb\"\r\n1710460920,x,n\r\n", 5, "x"),
    ])
    func valuesThatAreNotTimesOrNumbersNameTheLineAndImportNothing(text: String, line: Int, quoted: String) throws {
        let file = try directory.write(text, to: "bad.csv")
        let error = #expect(throws: ImportError.self) { try store.importCSV(from: file) }
        guard case let .invalid(_, place, reason) = error else {
            Issue.record("expected .invalid, got \(String(describing: error))")
            return
        }
        guard case let .line(found, _) = place.position else {
            Issue.record("expected a line, got \(place)")
            return
        }
        #expect(found == line)
        #expect(reason.contains(quoted), "the message quotes the value: \(reason)")
        #expect(error?.message.hasSuffix("Nothing from this file was imported.") == true)
        #expect(try store.sampleCount() == 0)
    }

    @Test func aFileCannotWriteIntoTheSampleDataSource() throws {
        let file = try directory.write("timestamp,bpm,source\n1710460800,60,sample\n", to: "named-sample.csv")
        let summary = try store.importCSV(from: file)
        #expect(summary.sources.map(\.name) == ["sample (imported)"])
        #expect(try !store.hasSampleData(), "Remove Sample Data would not take it")
    }

    @Test func aPipeNeedsItsFormatNamed() throws {
        let fifo = directory.file("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let error = #expect(throws: ImportError.self) { try store.importFile(fifo) }
        #expect(error?.message.contains("--format") == true)
    }

    @Test func implausibleValuesAreRefusedAndCountedWhileTheRestIsStored() throws {
        let file = try directory.write("""
            timestamp,bpm
            1710460800,60
            1710460860,19.9
            1710460920,301
            1710460980,-60
            1969-12-31T23:59:59Z,60
            2100-01-01T00:00:00Z,60
            1710461040,61
            1710461100000,62

            """, to: "some-refused.csv")
        let summary = try store.importCSV(from: file)
        #expect(summary.inserted == 3, "60, 61 and 62 (its time in milliseconds)")
        #expect(summary.refused == [.heartRateOutOfRange: 3, .timeOutOfRange: 2])
        #expect(summary.refusalText == "3 values outside 20–300 BPM, 2 values with a time outside 1970–2099")
        #expect(summary.sources.first?.refused == summary.refused)
        #expect(try store.sampleCount() == 3)
    }

    @Test func invalidUTF8InASourceIsMalformed() throws {
        let file = directory.file("latin1.csv")
        try Data("timestamp,bpm,source\n1710460800,60,caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: file)
        #expect(throws: ImportError.malformed(file: file, line: 2, reason: .invalidText)) {
            try store.importCSV(from: file)
        }
    }

    @Test func aHugeLineIsRefusedWithoutReadingItWhole() throws {
        let file = try directory.write(
            "timestamp,bpm\n1710460800,60\n1710460860," + String(repeating: "9", count: 1_000_000) + "\n",
            to: "huge.csv")
        #expect(throws: ImportError.malformed(file: file, line: 3, reason: .lineTooLong(limit: CSVReader.maximumRecordLength))) {
            try store.importCSV(from: file)
        }
        #expect(try store.sampleCount() == 0)
    }

    @Test func missingAndUnreadableFiles() throws {
        let missing = directory.file("missing.csv")
        #expect(throws: ImportError.unreadable(file: missing, reason: "No such file or directory")) {
            try store.importCSV(from: missing)
        }
        #expect(throws: ImportError.unreadable(file: directory.url, reason: "it is a folder")) {
            try store.importCSV(from: directory.url)
        }
    }

    @Test func progressIsReportedByChunkAndTheImportCanBeCancelled() throws {
        let rows = 40_000
        let text = "timestamp,bpm\n" + (0..<rows).map { "\(1_710_460_800 + $0 * 10),\(60 + $0 % 40)" }.joined(separator: "\n")
        let file = try directory.write(text, to: "big.csv")
        let size = Int64(text.utf8.count)

        var reports: [ImportProgress] = []
        let summary = try store.importCSV(from: file) { progress in
            reports.append(progress)
            return .proceed
        }
        #expect(summary.inserted == rows)
        #expect(reports.count >= 3, "a report per 256 KiB chunk and one at the end")
        #expect(reports.map(\.bytesRead) == reports.map(\.bytesRead).sorted())
        #expect(reports.last == ImportProgress(file: file, readings: rows, bytesRead: size, totalBytes: size))
        #expect(reports.last?.fractionCompleted == 1)

        let otherDirectory = try TemporaryDirectory()
        let other = try makeStore(in: otherDirectory)
        var calls = 0
        #expect(throws: ImportError.cancelled(file: file)) {
            try other.importCSV(from: file) { _ in
                calls += 1
                return calls == 2 ? .cancel : .proceed
            }
        }
        #expect(calls == 2)
        #expect(try other.sampleCount() == 0, "a cancelled import stores nothing")
        #expect(try other.importCSV(from: file).inserted == rows, "and the store is usable after it")
    }

    @Test func importingTheSameFileTwiceAddsNothingTheSecondTime() throws {
        let file = try directory.write("timestamp,bpm,source\n1710460800,60,a\n1710460800,61,b\n1710460860,62,a\n", to: "twice.csv")
        #expect(try store.importCSV(from: file).inserted == 3)
        let again = try store.importCSV(from: file)
        #expect((again.readings, again.inserted, again.duplicates) == (3, 0, 3))
        #expect(again.sources.map(\.name) == ["a", "b"])
        #expect(again.sources.map(\.duplicates) == [2, 1])
        #expect(try store.daySummary(of: march15Day)?.sampleCount == 3)
    }

    @Test func aReadOnlyStoreRefusesAnImport() throws {
        let file = try directory.write("timestamp,bpm\n1710460800,60\n", to: "ok.csv")
        let lock = try WriteLock(on: store.database)
        defer { lock.release() }
        let readOnly = try makeStore(in: directory)
        #expect(throws: StoreError.databaseLocked(database: store.database)) { try readOnly.importCSV(from: file) }
    }
}
