import Foundation
import Glibc
import Testing

/// `vitals import` killed with SIGKILL at random moments: after each kill the database passes
/// `PRAGMA integrity_check`, holds the file wholly or not at all, and every stored figure
/// equals a `GROUP BY` over the stored samples — checked by an independent Python reader of
/// the database (Tests/Oracles/check_store.py).
///
/// CI runs 50 kills over a file of 150,000 rows (the debug build imports it in 2–4 s); `VITALS_CRASH_ROWS` and `VITALS_CRASH_KILLS`
/// make it longer (the README's fault-testing command).
@Suite(.serialized) struct CrashConsistencyTests {
    private static let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Oracles/check_store.py")

    /// The oracle's sample count, or a recorded issue with its differences.
    private func check(_ database: URL, after what: String) throws -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.oracle.path, database.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, printed.hasPrefix("ok ") else {
            Issue.record("after \(what): \(printed)")
            return nil
        }
        return Int(printed.dropFirst(3).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private func environmentNumber(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    @Test func killedImportsLeaveTheFileWhollyOrNotAtAllAndEveryFigureRight() throws {
        let scratch = try Scratch()
        let vitals = VitalsProcess(directory: scratch.url)
        let rows = environmentNumber("VITALS_CRASH_ROWS", default: 150_000)
        let kills = environmentNumber("VITALS_CRASH_KILLS", default: 50)
        // Before: three days from two sources; the big file: a sample a second, two sources,
        // after them.
        var base = "timestamp,bpm,source\n"
        for minute in 0..<(3 * 1_440) {
            base += "\(1_700_000_000 + minute * 60),\(55 + minute % 60),watch\n"
            if minute % 7 == 0 { base += "\(1_700_000_000 + minute * 60 + 13),\(60 + minute % 40).5,strap\n" }
        }
        #expect(try vitals.run(["import", scratch.write(base, to: "base.csv").path]).status == 0)
        let database = vitals.defaultDatabase
        let baseCount = try #require(try check(database, after: "the first import"))
        let pristine = scratch.url.appendingPathComponent("pristine.sqlite")
        try FileManager.default.copyItem(at: database, to: pristine)

        var big = "timestamp,bpm,source\n"
        big.reserveCapacity(rows * 24)
        for row in 0..<rows {
            big += "\(1_710_000_000 + row),\(50 + row % 97),\(row % 5 == 0 ? "strap" : "watch")\n"
        }
        let file = try scratch.write(big, to: "big.csv")
        big = ""

        // How long a whole import takes here, into a copy.
        var timing = vitals
        timing.environment["VITALS_DATABASE"] = scratch.url.appendingPathComponent("timing.sqlite").path
        let started = Date()
        #expect(try timing.run(["import", file.path]).status == 0)
        let duration = Date().timeIntervalSince(started)

        var generator = SystemRandomNumberGenerator()
        var (absent, present) = (0, 0)
        for kill in 0..<kills {
            let running = try vitals.start(["import", file.path])
            usleep(UInt32(Double.random(in: 0..<duration * 1.1, using: &generator) * 1_000_000))
            Glibc.kill(running.process.processIdentifier, SIGKILL)
            let finished = try running.wait()
            let count = try check(database, after: "kill \(kill) (status \(finished.status))")
            if count == baseCount {
                absent += 1
            } else if count == baseCount + rows {
                present += 1
                // Back to the state before, for the next kill.
                for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database.path + suffix) }
                try FileManager.default.removeItem(at: database)
                try FileManager.default.copyItem(at: pristine, to: database)
            } else if let count {
                Issue.record("kill \(kill): \(count) samples, neither \(baseCount) nor \(baseCount + rows)")
                break
            } else {
                break
            }
        }
        #expect(absent + present == kills)
        #expect(absent > 0, "some kills landed during an import")
    }
}
