import Foundation
import Testing
@testable import VitalsCore

/// `vitals` as a script sees it: exit statuses, standard output and error, files.
@Suite struct CommandLineTests {
    let scratch: Scratch
    let vitals: VitalsProcess

    init() throws {
        scratch = try Scratch()
        vitals = VitalsProcess(directory: scratch.url)
    }

    @Test func withoutASubcommandAndWithoutADisplayItSaysSoAndExitsFive() throws {
        let run = try vitals.run([])
        #expect(run.status == 5)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("vitals: cannot open a display"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func helpListsTheCommandsAndExitStatuses() throws {
        let run = try vitals.run(["--help"])
        #expect(run.status == 0)
        for text in ["import", "export", "stats", "EXIT STATUS", "  2    input error", "  3    storage error", "130"] {
            #expect(run.stdout.contains(text), "\(text)")
        }
    }

    @Test(arguments: [
        ["stats", "--days", "0"], ["export"], ["export", "--samples", "--conditions"], ["import"],
        ["frobnicate"], ["import", "x.csv", "--source", " "], ["stats", "--days", "many"],
    ])
    func usageErrorsExitWithOne(arguments: [String]) throws {
        let run = try vitals.run(arguments)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Usage:") || run.stderr.contains("Error:"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: vitals.defaultDatabase.path), "no database for a usage error")
    }

    @Test func importStatsAndExport() throws {
        // Two samples at noon yesterday and one five days ago: the same days whatever the time of the run.
        // `vitals` runs in UTC (see ``VitalsProcess``).
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        let now = Date()
        let noonYesterday = utc.startOfDay(for: now).addingTimeInterval(-12 * 3_600)
        let noon = Int(now.timeIntervalSince(noonYesterday))
        let file = try scratch.samples([(noon + 100, "60"), (noon, "70"), (noon + 4 * 86_400, "80")], to: "good.csv")
        let imported = try vitals.run(["import", file.path])
        #expect(imported.status == 0)
        #expect(imported.stdout.hasPrefix("\(file.path) (CSV): 3 readings, 3 imported, 0 duplicates skipped\n"
                                          + "  csv: 3 samples, "))
        #expect(imported.stderr.isEmpty, "no progress line when standard error is not a terminal")
        let attributes = try FileManager.default.attributesOfItem(atPath: vitals.defaultDatabase.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600, "the database is in XDG_DATA_HOME, private")

        let again = try vitals.run(["import", file.path])
        #expect(again.stdout == "\(file.path) (CSV): 3 readings, 0 imported, 3 duplicates skipped\n"
                                + "  csv: 0 samples, 3 duplicates\n")

        let stats = try vitals.run(["stats", "--days", "2"])
        #expect(stats.status == 0)
        let lines = stats.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true)
                == ["day", "samples", "min", "avg", "max", "resting", "latest"])
        // Days as the locale writes them (`vitals` runs in the C locale, as this test does).
        let yesterday = noonYesterday.formatted(
            Date.FormatStyle(date: .numeric, time: .omitted, locale: .current, calendar: utc, timeZone: utc.timeZone))
        #expect(lines.count == 3, "\(stats.stdout)")
        let row = try #require(lines.first { $0.hasPrefix(yesterday) }, "\(stats.stdout)")
        #expect(row.split(separator: " ").prefix(6) == [Substring(yesterday), "2", "60", "65", "70", "60"])
        #expect(lines.last == "1 of the last 2 days have samples; 3 samples in all.")

        let export = try vitals.run(["export", "--samples"])
        #expect(export.status == 0)
        #expect(export.stdout.hasPrefix("timestamp,bpm,source\n"))
        #expect(export.stdout.split(separator: "\n").count == 4)

        // Round trip into another database named with --database.
        let exported = scratch.url.appendingPathComponent("exported.csv")
        let written = try vitals.run(["export", "--samples", "-o", exported.path])
        #expect(written.stdout == "3 samples written to \(exported.path)\n")
        let other = scratch.url.appendingPathComponent("other.sqlite")
        #expect(try vitals.run(["import", "--database", other.path, exported.path]).status == 0)
        #expect(try vitals.run(["export", "--samples", "--database", other.path]).stdout == export.stdout)
    }

    @Test func aFolderIsImportedFileByFileWithTheColumnsChosenAndTheRestListedAsSkipped() throws {
        let folder = scratch.url.appendingPathComponent("export")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "Zeitpunkt;Puls\n2024-03-15T08:30:00Z;72\n2024-03-15T08:31:00Z;73,5\n"
            .write(to: folder.appendingPathComponent("pulse.csv"), atomically: true, encoding: .utf8)
        try "<ClinicalDocument/>\n".write(to: folder.appendingPathComponent("export_cda.xml"), atomically: true, encoding: .utf8)
        let skipped = try vitals.run(["import", folder.path])
        #expect(skipped.status == 2, "nothing to import without the columns")
        #expect(skipped.stdout.contains("Skipped \(folder.path)/pulse.csv: a CSV file without time and heart-rate columns."))
        #expect(skipped.stdout.contains("Skipped \(folder.path)/export_cda.xml: XML whose root element is <ClinicalDocument>."))

        let run = try vitals.run(["import", "--columns", "Zeitpunkt,Puls", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\(folder.path)/pulse.csv (CSV): 2 readings, 2 imported, 0 duplicates skipped"))
        #expect(run.stdout.contains("Skipped \(folder.path)/export_cda.xml"))
    }

    @Test func aMalformedFileIsReportedWithItsLineAndImportedNotAtAllWhileOthersAre() throws {
        let bad = try scratch.samples([(300, "61"), (200, "62"), (100, "sixty")], to: "bad.csv")
        let good = try scratch.samples([(50, "63"), (40, "64")], to: "good.csv")
        let missing = scratch.url.appendingPathComponent("missing.csv")
        let run = try vitals.run(["import", bad.path, good.path, missing.path])
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("\(good.path) (CSV): 2 readings, 2 imported, 0 duplicates skipped\n"))
        #expect(run.stderr.contains("vitals: \(bad.path), line 4: the “bpm” value “sixty” is not a number. "
                                    + "Nothing from this file was imported."))
        #expect(run.stderr.contains("vitals: \(missing.path) cannot be read: No such file or directory."))
        let export = try vitals.run(["export", "--samples"])
        #expect(export.stdout.split(separator: "\n").count == 3, "only the good file's rows: \(export.stdout)")
    }

    @Test func conditionsExportEscapesFormulas() throws {
        let store = try VitalsStore.open(at: vitals.defaultDatabase)
        try store.addConditions(["Asthma", "=HYPERLINK(\"http://x\")", "a, b"])
        let run = try vitals.run(["export", "--conditions"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "id,text,flagged,created,updated")
        #expect(lines.count == 4)
        #expect(lines[2].contains(",\"'=HYPERLINK(\"\"http://x\"\")\",false,"))
        #expect(lines[3].contains(",\"a, b\",false,"))
    }

    @Test func theDatabaseVariableAndOptionChooseTheFile() throws {
        let file = try scratch.samples([(10, "60")], to: "one.csv")
        let variable = scratch.url.appendingPathComponent("variable.sqlite")
        var withVariable = vitals
        withVariable.environment["VITALS_DATABASE"] = variable.path
        #expect(try withVariable.run(["import", file.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: variable.path))
        #expect(!FileManager.default.fileExists(atPath: vitals.defaultDatabase.path))
        let option = scratch.url.appendingPathComponent("option.sqlite")
        #expect(try withVariable.run(["import", "--database", option.path, file.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: option.path))
    }

    @Test func anExportThatCannotBeWrittenExitsWithFour() throws {
        let run = try vitals.run(["export", "--samples", "-o", scratch.url.appendingPathComponent("no/such/dir.csv").path])
        #expect(run.status == 4)
        #expect(run.stderr.contains("Cannot write"))
    }

    @Test func statsSaysWhenTheLastDaysHaveNoSamples() throws {
        let old = try scratch.samples([(40 * 86_400, "60")], to: "old.csv")
        #expect(try vitals.run(["import", old.path]).status == 0)
        let run = try vitals.run(["stats"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("No samples in the last 7 days"))
        #expect(run.stdout.contains("The latest day with samples is "))
        #expect(try vitals.run(["stats", "--days", "60"]).stdout.contains("1 of the last 60 days have samples"))
    }

    @Test func ctrlCDuringAnImportRollsItBackAndExits130() throws {
        let rows = (0..<300_000).map { "\(1_600_000_000 + $0),\(60 + $0 % 50)" }.joined(separator: "\n")
        let big = try scratch.write("timestamp,bpm\n" + rows + "\n", to: "big.csv")
        let arguments = ["import", "--progress", big.path]
        let running = try vitals.start(arguments)
        let deadline = Date().addingTimeInterval(60)
        while !running.stderrSoFar.contains("Importing big.csv: "), running.process.isRunning, Date() < deadline {
            usleep(5_000)
        }
        running.process.interrupt()
        let run = try running.wait()
        #expect(run.status == 130, "\(run.stderr)")
        #expect(run.stderr.contains("Importing big.csv: "), "the progress line")
        #expect(run.stderr.contains("The import of \(big.path) was cancelled. Nothing from this file was imported."))
        #expect(run.stdout.isEmpty)
        #expect(try VitalsStore.open(at: vitals.defaultDatabase).sampleCount() == 0)
    }
}
