import Foundation
import GRDB
import Testing
@testable import VitalsCore

/// What `vitals` does when the database cannot be used as is: real files, permissions and locks.
@Suite struct StorageFailureTests {
    let scratch: Scratch
    let vitals: VitalsProcess

    init() throws {
        scratch = try Scratch()
        vitals = VitalsProcess(directory: scratch.url)
    }

    private func importOne(_ runner: VitalsProcess) throws -> VitalsProcess.Finished {
        try runner.run(["import", scratch.samples([(5, "60")], to: "one-\(UUID().uuidString).csv").path])
    }

    @Test func anUnwritableDataDirectorySaysWhatToDoAndChangesNothing() throws {
        let data = scratch.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        #expect(chmod(data.path, 0o555) == 0)
        var runner = vitals
        runner.unprivileged = true

        let run = try importOne(runner)
        #expect(run.status == 3)
        #expect(run.stderr.contains("vitals: Vitals cannot create its database in \(data.path)/vitals"), "\(run.stderr)")
        #expect(run.stderr.contains("chmod u+w"))
        let stats = try runner.run(["stats"])
        #expect(stats.status == 3, "nothing to read")
        #expect(!FileManager.default.fileExists(atPath: vitals.defaultDatabase.path))
    }

    @Test func aDatabaseInAReadOnlyFolderIsReadButNotChanged() throws {
        #expect(try importOne(vitals).status == 0)
        let folder = vitals.defaultDatabase.deletingLastPathComponent()
        // Readable by anyone, writable by no one (root aside, hence `unprivileged`).
        #expect(chmod(vitals.defaultDatabase.path, 0o444) == 0)
        #expect(chmod(folder.path, 0o555) == 0)
        #expect(chmod(folder.deletingLastPathComponent().path, 0o755) == 0)
        var runner = vitals
        runner.unprivileged = true

        let stats = try runner.run(["stats"])
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(stats.stdout.contains("1 samples in all."))
        #expect(stats.stderr.contains("vitals: note: the database is open read-only."))
        #expect(try runner.run(["export", "--samples"]).stdout.split(separator: "\n").count == 2)

        let run = try importOne(runner)
        #expect(run.status == 3)
        #expect(run.stderr.contains("Vitals can read but not change \(vitals.defaultDatabase.path)"), "\(run.stderr)")
        #expect(try vitals.run(["export", "--samples"]).stdout.split(separator: "\n").count == 2, "nothing added")
    }

    @Test func aDatabaseLockedByAnotherProgram() throws {
        #expect(try importOne(vitals).status == 0)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: vitals.defaultDatabase.path, configuration: configuration)
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        defer { try? other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }

        let run = try importOne(vitals)
        #expect(run.status == 3)
        #expect(run.stderr.contains("Another program is changing \(vitals.defaultDatabase.path)"), "\(run.stderr)")
        let stats = try vitals.run(["stats"])
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("1 samples in all."), "reads go on while another program writes")
    }

    @Test func aDamagedDatabaseIsMovedAsideAndReported() throws {
        let database = scratch.url.appendingPathComponent("broken.sqlite")
        try Data(repeating: 0x5A, count: 10_000).write(to: database)
        let run = try vitals.run(["stats", "--database", database.path])
        #expect(run.status == 0)
        #expect(run.stderr.contains("vitals: warning: \(database.path) was damaged. Vitals moved it to "), "\(run.stderr)")
        #expect(run.stdout.hasPrefix("No samples in the last 7 days"))
        let backups = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
            .filter { $0.hasPrefix("broken.corrupt-") && $0.hasSuffix(".sqlite") }
        #expect(backups.count == 1)
        #expect(try importOne(vitals.with(database: database)).status == 0)
    }
}

extension VitalsProcess {
    /// This runner with `VITALS_DATABASE` set.
    func with(database: URL) -> VitalsProcess {
        var runner = self
        runner.environment["VITALS_DATABASE"] = database.path
        return runner
    }
}

@Suite struct UnreadableDatabaseTests {
    @Test func anUnreadableDatabaseIsNamedAndLeftAlone() throws {
        let scratch = try Scratch()
        var vitals = VitalsProcess(directory: scratch.url)
        let file = try scratch.samples([(5, "60")], to: "one.csv")
        #expect(try vitals.run(["import", file.path]).status == 0)
        let folder = vitals.defaultDatabase.deletingLastPathComponent()
        #expect(chmod(folder.path, 0o777) == 0 && chmod(folder.deletingLastPathComponent().path, 0o755) == 0)
        #expect(chmod(vitals.defaultDatabase.path, 0o000) == 0)
        vitals.unprivileged = true
        let run = try vitals.run(["stats"])
        #expect(run.status == 3)
        #expect(run.stderr.contains("Vitals cannot read \(vitals.defaultDatabase.path) (Permission denied)"), "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["vitals.sqlite"], "not mistaken for a damaged file")
    }
}
