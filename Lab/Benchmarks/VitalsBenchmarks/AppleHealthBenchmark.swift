import Foundation
import Glibc
import VitalsCore

/// Reads a generated Apple Health export of about `megabytes` MB with ``AppleHealthReader``
/// (zipped, as the Health app shares it, and unzipped) against `healthkit-to-sqlite` (PyPI,
/// pinned in Tests/Oracles/requirements.txt) importing the same `export.zip`.
///
/// Each run is a fresh process (this program with `--apple-health-child FILE`, or python3),
/// so its peak RSS comes from the kernel's accounting of the reaped child. The baseline does
/// more: it stores every record of every type in SQLite, while the reader hands the heart-rate
/// samples to a sink that counts them (the store's writing is measured by the CSV import
/// benchmark). The export is generated once and kept in `cache` (it takes about a minute per GB).
struct AppleHealthBenchmark {
    let megabytes: Int
    let repetitions: Int
    let baselineRepetitions: Int
    let cache: URL
    let directory: URL

    /// The export's files in the cache, and what the writer put in them.
    private struct Export {
        var xml: URL
        var zip: URL
        var heartRates: Int
        var heartRateSum: Double
    }

    func run(into report: inout Report) throws {
        let export = try prepare()
        let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var zipped: [(Timing, Double)] = []
        var plain: [(Timing, Double)] = []
        for _ in 0..<repetitions {
            zipped.append(try runVitals(program, export.zip, expecting: export))
            plain.append(try runVitals(program, export.xml, expecting: export))
        }
        var baseline: [(Timing, Double)] = []
        for _ in 0..<baselineRepetitions {
            baseline.append(try runBaseline(export))
        }
        let ours = zipped.map(\.0).median
        let theirs = baseline.map(\.0).median
        let scenario = "Apple Health export.zip, \(megabytes.formatted()) MB XML (baseline: healthkit-to-sqlite)"
        report.add(scenario, "wall ms", vitals: ours.wall, baseline: theirs.wall)
        report.add("", "CPU ms", vitals: ours.cpu, baseline: theirs.cpu)
        report.add("", "peak RSS MiB", vitals: zipped.map(\.1).max() ?? .nan, baseline: baseline.map(\.1).max())
        report.add("", "heart-rate samples/s", vitals: Double(export.heartRates) / ours.wall * 1000,
                   baseline: Double(export.heartRates) / theirs.wall * 1000, decimals: 0)
        report.add("", "speed-up (target ≥ 10×)", ratio: theirs.wall / ours.wall)
        let unzipped = plain.map(\.0).median
        report.add("the same export.xml, unzipped (no baseline)", "wall ms", vitals: unzipped.wall, baseline: nil)
        report.add("", "CPU ms", vitals: unzipped.cpu, baseline: nil)
        report.add("", "peak RSS MiB", vitals: plain.map(\.1).max() ?? .nan, baseline: nil)
    }

    /// One reading of `file` by this program in a child process: its timing and peak RSS (MiB).
    private func runVitals(_ program: String, _ file: URL, expecting export: Export) throws -> (Timing, Double) {
        var output: ChildRun.Output?
        let timing = try Timing.measure {
            output = try ChildRun.firstLine(program, ["--apple-health-child", file.path], environment: [], timeout: 1_800)
        }
        guard let output else { throw BenchmarkError("no output from \(program)") }
        let expected = "samples \(export.heartRates) sum \(Int(export.heartRateSum))"
        guard let peak = Self.peak(in: output.line, after: expected) else {
            throw BenchmarkError("AppleHealthReader read \"\(output.line)\" from \(file.path), expected \"\(expected)\"")
        }
        return (Timing(wall: timing.wall, cpu: output.cpu), peak)
    }

    /// One `healthkit-to-sqlite export.zip db` run in python3: its timing and peak RSS (MiB).
    private func runBaseline(_ export: Export) throws -> (Timing, Double) {
        let database = directory.appendingPathComponent("healthkit.db")
        try? FileManager.default.removeItem(at: database)
        defer { try? FileManager.default.removeItem(at: database) }
        let script = """
            import sqlite3, sys
            from healthkit_to_sqlite.cli import cli
            cli.main([sys.argv[1], sys.argv[2], "--silent"], standalone_mode=False)
            count, total = sqlite3.connect(sys.argv[2]).execute(
                "select count(*), sum(cast(value as real)) from rHeartRate").fetchone()
            peak = [line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM:")][0]
            print("samples", count, "sum", int(total), "peak", peak)
            """
        var output: ChildRun.Output?
        let timing = try Timing.measure {
            output = try ChildRun.firstLine("/usr/bin/env", ["python3", "-c", script, export.zip.path, database.path],
                                            environment: [], timeout: 7_200)
        }
        guard let output else { throw BenchmarkError("no output from healthkit-to-sqlite") }
        let expected = "samples \(export.heartRates) sum \(Int(export.heartRateSum))"
        guard let peak = Self.peak(in: output.line, after: expected) else {
            throw BenchmarkError("healthkit-to-sqlite stored \"\(output.line)\", expected \"\(expected)\" "
                                 + "(pip install -r Tests/Oracles/requirements.txt)")
        }
        return (Timing(wall: timing.wall, cpu: output.cpu), peak)
    }

    /// The peak RSS in MiB a child printed after `expected` (“… peak KIB”), nil when its line
    /// is not `expected` followed by it. The child reads its own `VmHWM`: the kernel's
    /// `ru_maxrss` of a child started from this process keeps this process's peak from
    /// before the child's `exec` (the corpora of the other readers held in memory).
    private static func peak(in line: String, after expected: String) -> Double? {
        guard line.hasPrefix(expected + " peak "), let kibibytes = Double(line.dropFirst(expected.count + 6)) else {
            return nil
        }
        return kibibytes / 1024
    }

    /// The cached export, generated and zipped first when missing.
    private func prepare() throws -> Export {
        let folder = cache.appendingPathComponent("apple-health-\(megabytes)mb")
        let xml = folder.appendingPathComponent("export.xml")
        let zip = folder.appendingPathComponent("export.zip")
        let facts = folder.appendingPathComponent("written.txt")
        if let text = try? String(contentsOf: facts, encoding: .utf8) {
            let fields = text.split(separator: " ")
            if fields.count == 2, let count = Int(fields[0]), let sum = Double(fields[1]),
               FileManager.default.fileExists(atPath: xml.path), FileManager.default.fileExists(atPath: zip.path) {
                return Export(xml: xml, zip: zip, heartRates: count, heartRateSum: sum)
            }
        }
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        print("Writing a \(megabytes) MB Apple Health export to \(folder.path) (once)…")
        let written = try AppleHealthExportWriter.write(bytes: Int64(megabytes) * 1_000_000, to: xml)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as archive:
                archive.write(sys.argv[2], "apple_health_export/export.xml")
            """, zip.path, xml.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchmarkError("python3 could not zip \(xml.path)") }
        try Data("\(written.heartRates) \(written.heartRateSum)".utf8).write(to: facts)
        return Export(xml: xml, zip: zip, heartRates: written.heartRates, heartRateSum: written.heartRateSum)
    }

    /// `vitals-bench --apple-health-child FILE`: reads FILE with ``AppleHealthReader`` and
    /// prints `samples N sum S` (the plausible samples and their BPM sum); returns the exit status.
    static func child(_ path: String) -> Int32 {
        var reader = AppleHealthReader(file: URL(fileURLWithPath: path))
        var sink = CountingSink()
        do {
            try reader.read(into: &sink)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
        print("samples \(sink.count) sum \(Int(sink.sum)) peak \(ResidentPeak.kibibytes())")
        return 0
    }

    /// A sink that only counts and sums the plausible readings.
    private struct CountingSink: SampleSink {
        var count = 0
        var sum = 0.0
        var sources: [SampleSource] = []

        mutating func id(of source: SampleSource) throws -> Int {
            if let index = sources.firstIndex(of: source) { return index }
            sources.append(source)
            return sources.count - 1
        }

        mutating func add(time: Int64, beatsPerMinute: Double, source: Int) throws {
            guard ReadingCheck.refusal(time: time, beatsPerMinute: beatsPerMinute) == nil else { return }
            count += 1
            sum += beatsPerMinute
        }

        mutating func advanced(to bytesRead: Int64) throws {}
    }
}
