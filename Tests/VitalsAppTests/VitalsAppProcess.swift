import Foundation
import Glibc
import XCTest
@testable import GtkUI
import GtkTestSupport

/// The built `vitals` program running its GUI as a process of its own on the tests' display,
/// over data, state and config folders of its own (settings in memory), as a person starts it.
///
/// A test drives it with real input (``KeySynthesizer``, ``PointerSynthesizer``) and reads
/// its data with another process, `vitals export`. What the program shows cannot be read
/// from here, so a test waits for it to settle (``waitUntilIdle(quiet:timeout:)``) before
/// it types, and checks what the program did through its database.
@MainActor
final class VitalsAppProcess {
    /// The `vitals` binary, beside the test bundle in the products directory.
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vitals")
    }

    let folder: URL
    let process = Process()
    private let output: URL

    /// Starts `vitals` over the data in `folder` (its `data`, `state` and `config` folders),
    /// the pointer at `point`, where its main window will be (see ``waitUntilShown(timeout:)``).
    init(folder: URL, pointerAt point: (x: Int32, y: Int32), arguments: [String] = []) throws {
        self.folder = folder
        _ = PointerSynthesizer.move(to: point)
        windowBefore = PointerSynthesizer.windowUnderPointer
        output = folder.appendingPathComponent("vitals-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = Self.environment(folder: folder)
        let log = try FileHandle(forWritingTo: output)
        process.standardOutput = log
        process.standardError = log
        try process.run()
    }

    /// This process's environment (display, session bus, schema folder, G_DEBUG) with the
    /// XDG folders in `folder` and settings kept in memory.
    static func environment(folder: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["VITALS_DATABASE"] = nil
        for (name, subfolder) in [("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"), ("XDG_CONFIG_HOME", "config")] {
            environment[name] = folder.appendingPathComponent(subfolder).path
        }
        environment["GSETTINGS_BACKEND"] = "memory"
        return environment
    }

    /// Waits until a new window is on screen under the pointer (where it was put when the
    /// program started), then until the program is idle: its window is painted and ready.
    func waitUntilShown(timeout: Duration = .seconds(60)) -> Bool {
        let shown = MainLoop.run(until: {
            let window = PointerSynthesizer.windowUnderPointer
            return window != 0 && window != windowBefore
        }, timeout: timeout)
        return shown && waitUntilIdle(timeout: timeout)
    }

    /// The top-level X window the pointer was over when the program started (none: 0).
    private let windowBefore: UInt

    /// What the program wrote on standard output and error so far.
    var log: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// Waits until the program's main thread has slept, using no CPU, for `quiet`: it has
    /// handled what it was sent and painted the result. Its main thread's state and CPU
    /// time come from `/proc`; a thread that waits for the CPU on a busy machine is not
    /// asleep, so a loaded machine makes this wait longer, not wrong.
    @discardableResult
    func waitUntilIdle(quiet: Duration = .milliseconds(300), timeout: Duration = .seconds(60)) -> Bool {
        let clock = ContinuousClock()
        var quietSince: ContinuousClock.Instant?
        var last: (sleeping: Bool, cpu: Int)?
        var nextSample = clock.now
        return MainLoop.run(until: {
            guard process.isRunning, clock.now >= nextSample else { return false }
            nextSample = clock.now.advanced(by: .milliseconds(50))
            let sample = Self.mainThread(of: process.processIdentifier)
            defer { last = sample }
            guard let sample, sample.sleeping, let last, last.sleeping, last.cpu == sample.cpu else {
                quietSince = nil
                return false
            }
            let since = quietSince ?? clock.now
            quietSince = since
            return clock.now - since >= quiet
        }, timeout: timeout)
    }

    /// Whether the main thread of `pid` sleeps, and its CPU time in clock ticks.
    private static func mainThread(of pid: Int32) -> (sleeping: Bool, cpu: Int)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")")
        else { return nil }
        // After the command's closing parenthesis: state, ppid, …; utime and stime are the
        // 14th and 15th fields of the line.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return (fields[0] == "S", user + system)
    }

    /// Waits for the program to end by itself; returns its exit status, or `nil` when it
    /// still runs after `timeout` (it is then killed) or a signal ended it.
    func waitForExit(timeout: Duration = .seconds(60)) -> Int32? {
        let ended = MainLoop.run(until: { !process.isRunning }, timeout: timeout)
        guard ended else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    /// Ends the program if it still runs (a test that failed half way).
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// What `vitals sources` (another process, headless) prints for the data in `folder`.
    static func storedSources(in folder: URL) throws -> String {
        let sources = Process()
        sources.executableURL = binary
        sources.arguments = ["sources"]
        var environment = Self.environment(folder: folder)
        environment["DISPLAY"] = nil
        sources.environment = environment
        let output = Pipe()
        sources.standardOutput = output
        sources.standardError = FileHandle.nullDevice
        try sources.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        sources.waitUntilExit()
        return String(decoding: printed, as: UTF8.self)
    }

    /// The texts of the conditions stored in the data in `folder`, in list order, as
    /// `vitals export --conditions` (another process) prints them.
    static func storedConditionTexts(in folder: URL) throws -> [String] {
        let export = Process()
        export.executableURL = binary
        export.arguments = ["export", "--conditions"]
        var environment = Self.environment(folder: folder)
        environment["DISPLAY"] = nil
        export.environment = environment
        let file = folder.appendingPathComponent("export-\(UUID().uuidString).csv")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: file) }
        export.standardOutput = try FileHandle(forWritingTo: file)
        export.standardError = FileHandle.nullDevice
        try export.run()
        export.waitUntilExit()
        guard export.terminationStatus == 0 else { throw ExportFailure(status: export.terminationStatus) }
        // id,text,flagged,created,updated — the texts here hold no commas or quotes.
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { line in line.split(separator: ",", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? "" }
    }
}

/// `vitals export` ended with this status (3: no database yet).
struct ExportFailure: Error {
    let status: Int32
}
