import Foundation
import Glibc
import GRDB
import Testing
@testable import VitalsCore

/// `vitals export -o` onto links, devices and limits, and what read-only commands say about
/// access they do not need.
@Suite struct OutputAndAccessTests {
    let scratch: Scratch
    let vitals: VitalsProcess

    init() throws {
        scratch = try Scratch()
        vitals = VitalsProcess(directory: scratch.url)
    }

    private var partialFiles: [String] {
        (FileManager.default.enumerator(atPath: scratch.url.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".partial") }
    }

    @Test func exportThroughALinkToDevStdoutWritesTheCSVToStandardOutput() throws {
        #expect(try vitals.run(["import", scratch.samples([(5, "60")], to: "one.csv").path]).status == 0)
        // A link of our own to /dev/stdout: the export goes where standard output goes (here a file).
        let link = scratch.url.appendingPathComponent("out.csv")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/stdout")
        let run = try vitals.run(["export", "--samples", "-o", link.path])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2 && lines.first == "timestamp,bpm,source", "\(run.stdout)")
        #expect(run.stderr == "1 samples written to \(link.path)\n", "the summary stays out of the CSV")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/stdout")
        #expect(partialFiles.isEmpty)
    }

    @Test func aFileSizeLimitIsReportedAndLeavesNoTemporaryFile() throws {
        let rows = (0..<5_000).map { (secondsAgo: $0 * 60, bpm: "60") }
        #expect(try vitals.run(["import", scratch.samples(rows, to: "many.csv").path]).status == 0)
        let output = try scratch.write("precious", to: "out.csv")
        // The export (~170 KB) passes a 64 KiB limit: SIGXFSZ (in its default disposition,
        // whatever the test runner's) used to kill vitals mid-write.
        let run = try vitals.run(through: ["/usr/bin/env", "--default-signal=XFSZ", "/usr/bin/prlimit", "--fsize=65536", "--"],
                                 ["export", "--samples", "-o", output.path])
        #expect(run.status == 4, "\(run.stderr)")
        #expect(run.stderr.contains("Cannot write \(output.path): the file is too large"), "\(run.stderr)")
        #expect(run.stderr.contains("An existing file there was left unchanged."))
        #expect(try String(contentsOf: output, encoding: .utf8) == "precious")
        #expect(partialFiles.isEmpty)
    }

    @Test func aMissingExportFolderIsNamedWithoutClaimingAnExistingFile() throws {
        let folder = scratch.url.appendingPathComponent("no/such")
        let run = try vitals.run(["export", "--samples", "-o", folder.appendingPathComponent("out.csv").path])
        #expect(run.status == 4)
        #expect(run.stderr.contains("the folder \(folder.path) does not exist."), "\(run.stderr)")
        #expect(!run.stderr.contains("An existing file"))
    }

    @Test func readCommandsDuringAnotherProgramsWriteNeitherWaitForItNorWarn() throws {
        #expect(try vitals.run(["import", scratch.samples([(5, "60")], to: "one.csv").path]).status == 0)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: vitals.defaultDatabase.path, configuration: configuration)
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        defer { try? other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }

        let stats = try vitals.run(["stats"])
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("1 samples in all."))
        #expect(stats.stderr.isEmpty, "no read-only note: stats needs no write access")
        let export = try vitals.run(["export", "--samples"])
        #expect(export.status == 0)
        #expect(export.stdout.split(separator: "\n").count == 2)
        #expect(export.stderr.isEmpty)
    }

    @Test(.enabled(if: VitalsProcess.canMountPrivately, "needs unshare and mount (root)"))
    func aDatabaseOnAReadOnlyFileSystemIsNotToldToChmod() throws {
        #expect(try vitals.run(["import", scratch.samples([(5, "60")], to: "one.csv").path]).status == 0)
        let folder = vitals.defaultDatabase.deletingLastPathComponent().path
        let second = try scratch.samples([(10, "61")], to: "two.csv")
        let run = try vitals.run(through: ["/usr/bin/unshare", "--mount", "/bin/sh", "-c",
                                           VitalsProcess.readOnlyMount + " && shift && exec \"$@\"", "sh", folder],
                                 ["import", second.path])
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("read-only"), "\(run.stderr)")
        #expect(run.stderr.contains("file system"))
        #expect(run.stderr.contains("--database"))
        #expect(!run.stderr.contains("chmod"))
    }
}
