import Foundation
import Testing

/// `vitals sources` and `vitals delete`: what is stored from where, and taking it out.
@Suite struct SourcesAndDeletionTests {
    let scratch: Scratch
    let vitals: VitalsProcess

    init() throws {
        scratch = try Scratch()
        vitals = VitalsProcess(directory: scratch.url)
    }

    @Test func sourcesAreListedAndASourceOrARangeOfDaysCanBeDeleted() throws {
        // 2024-03-15 and -16 (UTC) from a watch, the 15th also from a strap.
        let file = try scratch.write("""
            timestamp,bpm,source
            2024-03-15T08:00:00Z,60,Forerunner 935
            2024-03-15T08:00:05Z,62.5,Polar H10
            2024-03-15T09:00:00Z,70,Forerunner 935
            2024-03-16T08:00:00Z,65,Forerunner 935

            """, to: "mixed.csv")
        #expect(try vitals.run(["import", file.path]).status == 0)
        let sources = try vitals.run(["sources"])
        #expect(sources.status == 0)
        let lines = sources.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(sources.stdout)")
        // Times as the locale writes them (`vitals` runs in the C locale, as this test does).
        let time = Date.FormatStyle(date: .numeric, time: .standard, locale: .current, timeZone: .gmt)
        let first = try Date("2024-03-15T08:00:00Z", strategy: .iso8601).formatted(time)
        let last = try Date("2024-03-16T08:00:00Z", strategy: .iso8601).formatted(time)
        #expect(lines[1].hasPrefix("Forerunner 935  csv") && lines[1].contains(" 3  \(first)  \(last)"), "\(lines[1])")
        #expect(lines[2].hasPrefix("Polar H10"), "\(lines[2])")

        let unknown = try vitals.run(["delete", "--source", "Garmin"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("no source named Garmin"))

        let strap = try vitals.run(["delete", "--source", "Polar H10"])
        #expect(strap.status == 0, "\(strap.stderr)")
        #expect(strap.stdout == "1 samples deleted.\n")
        let days = try vitals.run(["delete", "--from", "2024-03-16"])
        #expect(days.stdout == "1 samples deleted.\n")
        let left = try vitals.run(["export", "--samples"]).stdout
        #expect(left == """
            timestamp,bpm,source
            2024-03-15T08:00:00Z,60,Forerunner 935
            2024-03-15T09:00:00Z,70,Forerunner 935

            """)
    }

    @Test func checkFindsNoDamageAndRecountsFiguresThatDisagree() throws {
        #expect(try vitals.run(["import", scratch.samples([(60, "60"), (120, "70")], to: "two.csv").path]).status == 0)
        let sound = try vitals.run(["check"])
        #expect(sound.status == 0, "\(sound.stderr)")
        #expect(sound.stdout == "No damage; every figure agrees with the samples.\n")
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('UPDATE day SET total = total + 5'); c.commit()",
                            vitals.defaultDatabase.path]
        try sqlite.run()
        sqlite.waitUntilExit()
        let recounted = try vitals.run(["check"])
        #expect(recounted.stdout == "No damage; 1 figures disagreed with the samples and were recounted.\n", "\(recounted.stderr)")
        #expect(try vitals.run(["check"]).stdout.hasPrefix("No damage; every figure"))
    }

    @Test(arguments: [
        ["delete"], ["delete", "--source", "a", "--from", "2024-01-01"], ["delete", "--from", "yesterday"],
        ["delete", "--from", "2024-01-01", "--through", "2024-02-30"],
    ])
    func unclearDeletionsAreUsageErrors(arguments: [String]) throws {
        let run = try vitals.run(arguments)
        #expect(run.status == 1, "\(run.stderr)")
    }
}
