import Foundation
import GRDB
import Testing
import StoreTestSupport

/// Opening the database from separate `vitals` processes: damage, races, newer files.
@Suite struct DatabaseOpeningTests {
    let scratch: Scratch
    let vitals: VitalsProcess

    init() throws {
        scratch = try Scratch()
        vitals = VitalsProcess(directory: scratch.url)
    }

    @Test func aDamagedDataPageIsRecoveredByTheNextCommand() throws {
        let file = try scratch.samples((0..<6000).map { (10 + $0 * 60, "\(50 + $0 % 60)") }, to: "many.csv")
        #expect(try vitals.run(["import", file.path]).status == 0)
        try PageDamage.damageLargestTable(of: vitals.defaultDatabase)

        let stats = try vitals.run(["stats"])
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(stats.stderr.contains("was damaged. Vitals moved it to "), "\(stats.stderr)")
        #expect(stats.stderr.contains("copied what it could still read"), "\(stats.stderr)")
        let export = try vitals.run(["export", "--samples"])
        #expect(export.status == 0, "\(export.stderr)")
        let rows = export.stdout.split(separator: "\n").count - 1
        #expect(rows > 0 && rows < 6000, "a page of samples lost, the rest kept: \(rows)")
        let again = try vitals.run(["stats"])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
    }

    @Test func processesCreatingTheSameNewDatabaseAtOnceAllSucceed() throws {
        for group in 0..<100 {
            let database = scratch.url.appendingPathComponent("group-\(group)/vitals.sqlite")
            let go = scratch.url.appendingPathComponent("go-\(group)")
            #expect(mkfifo(go.path, 0o600) == 0)
            // Four processes that wait on the FIFO `go`, so that they open the new file together.
            let runs = try (0..<4).map { _ in
                try vitals.start(["stats", "--database", database.path], after: go)
            }
            usleep(30_000)
            let writer = open(go.path, O_WRONLY)
            usleep(5_000)
            close(writer)
            for finished in try runs.map({ try $0.wait() }) {
                #expect(finished.status == 0, "group \(group): \(finished.stderr)")
            }
        }
    }

    @Test func aDatabaseFromANewerVitalsIsReadButNeverChanged() throws {
        let file = try scratch.samples([(5, "60")], to: "one.csv")
        #expect(try vitals.run(["import", file.path]).status == 0)
        let queue = try DatabaseQueue(path: vitals.defaultDatabase.path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
        }
        try queue.close()
        let before = try Data(contentsOf: vitals.defaultDatabase)

        let stats = try vitals.run(["stats"])
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("1 samples in all."), "\(stats.stdout)")
        let refusal = "was made by a newer Vitals (schema v9: from the future); this version cannot change it"
        #expect(stats.stderr.contains(refusal), "\(stats.stderr)")
        let run = try vitals.run(["import", try scratch.samples([(9, "61")], to: "two.csv").path])
        #expect(run.status == 3)
        #expect(run.stderr.contains(refusal), "\(run.stderr)")
        #expect(try Data(contentsOf: vitals.defaultDatabase) == before)
    }
}

extension VitalsProcess {
    /// Starts `vitals arguments` through a shell that first opens the FIFO `barrier` for
    /// reading, which waits until a writer opens it: processes started so begin together.
    func start(_ arguments: [String], after barrier: URL) throws -> Running {
        try launch(URL(fileURLWithPath: "/bin/sh"),
                   ["-c", ": < \"$0\"; exec \"$@\"", barrier.path, Self.binary.path] + arguments)
    }
}
