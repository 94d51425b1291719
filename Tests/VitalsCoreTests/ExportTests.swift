import Foundation
import Testing
@testable import VitalsCore

/// CSV export: quoting, formula injection, atomic files, and a round trip through import.
@Suite struct ExportTests {
    let directory: TemporaryDirectory
    let store: VitalsStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("=1+2", "'=1+2"),
        ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tx", "'\tx"),
        ("\r\nx", "\"'\r\nx\""),
        ("=a,b", "\"'=a,b\""),
        ("'=x", "''=x"),
        ("'plain", "'plain"),
        ("", ""),
        ("a=b", "a=b"),
    ])
    func cellsAreQuotedAndFormulasMadeHarmless(text: String, cell: String) {
        #expect(CSVCell.escaped(text) == cell)
        // What the reader unquotes, `unescaped` turns back into the text.
        var unquoted = cell
        if unquoted.hasPrefix("\"") {
            unquoted = String(unquoted.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
        }
        #expect(CSVCell.unescaped(unquoted) == text)
    }

    @Test func samplesRoundTripThroughExportAndImport() throws {
        let samples = [
            sample(march15(0.25), 61.5, "watch"), sample(march15(60), 62, "=HYPERLINK(\"x\")"),
            sample(march15(86_400 * 400), 180, "a, \"quoted\" source"), sample(march15(120), 20, "csv"),
        ]
        try store.insertSamples(samples)
        let file = directory.file("samples.csv")
        #expect(try store.exportSamples(to: .file(file)) == 4)

        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("timestamp,bpm,source\n2024-03-15T00:00:00.250Z,61.5,watch\n"))
        #expect(text.contains("'=HYPERLINK"), "the formula is escaped")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let otherDirectory = try TemporaryDirectory()
        let other = try makeStore(in: otherDirectory)
        #expect(try other.importCSV(from: file).inserted == 4)
        #expect(try other.daySummaries() == store.daySummaries())
        for day in try store.daySummaries().map(\.day) {
            #expect(try other.samples(on: day) == store.samples(on: day))
        }
    }

    @Test func conditionsExportInListOrderWithEscapedCells() throws {
        let added = try store.addConditions(["Asthma", "=cmd|' /C calc'!A0", "Peanuts, tree nuts", "Ünïcödé 🫀 مرحبا"])
        try store.saveConditions([{ var flagged = added[0]; flagged.isFlagged = true; return flagged }()])
        let file = directory.file("conditions.csv")
        #expect(try store.exportConditions(to: .file(file)) == 4)

        let reader = try CSVReader(file: file)
        var rows: [[String]] = []
        while try reader.next() {
            rows.append(try (0..<reader.fieldCount).map { try reader.text($0) })
        }
        #expect(rows.first == ["id", "text", "flagged", "created", "updated"])
        #expect(rows.dropFirst().map { $0[0] } == added.map(\.id.uuidString))
        #expect(rows.dropFirst().map { $0[1] } == ["Asthma", "'=cmd|' /C calc'!A0", "Peanuts, tree nuts", "Ünïcödé 🫀 مرحبا"])
        #expect(rows.dropFirst().map { CSVCell.unescaped($0[1]) } == added.map(\.text))
        #expect(rows.dropFirst().map { $0[2] } == ["true", "false", "false", "false"])
        #expect(rows[1][3].hasSuffix("Z"))
    }

    @Test func aFailedExportLeavesTheExistingFileUnchanged() throws {
        let file = try directory.write("precious", to: "out.csv")
        // A destination in a folder that does not exist cannot be written…
        let nowhere = directory.url.appendingPathComponent("missing/out.csv")
        let error = #expect(throws: ExportError.self) { try store.exportSamples(to: .file(nowhere)) }
        #expect(error?.message.contains(nowhere.path) == true)
        // …and an export that succeeds replaces the file whole, leaving no temporary behind.
        try store.insertSamples([sample(march15(), 60)])
        try store.exportSamples(to: .file(file))
        #expect(try String(contentsOf: file, encoding: .utf8) == "timestamp,bpm,source\n2024-03-15T00:00:00Z,60,test\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasSuffix(".partial") }.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) != "precious")
    }
}
