import Foundation
import VitalsCore

/// Reads the same 100 FIT files with ``FITReader`` (into ``CollectedSamples``) and with
/// `fitdecode` in one `python3` process (Tests/Oracles/fit_heart_rate.py, which extracts the
/// same record heart rates and prints them as JSON).
///
/// Each file is the real FIT files of `shared/realdata/fit` chained one after another, so
/// both readers also go through chained files. The baseline is timed as a whole process run
/// (interpreter start-up included, as a person running it would see); Vitals is timed in
/// process, opening and reading each file. Both must find the same number of readings.
struct FITBenchmark {
    let repetitions: Int
    let directory: URL
    var fileCount = 100

    func run(into report: inout Report) throws {
        let files = try writeFiles()
        var vitals: [Timing] = []
        var fitdecode: [Timing] = []
        var expected: Int?
        for repetition in 0..<repetitions {
            // Alternate which goes first, so drift affects both.
            for vitalsTurn in repetition.isMultiple(of: 2) ? [true, false] : [false, true] {
                let (timing, readings) = vitalsTurn ? try readWithVitals(files) : try readWithFitdecode(files)
                guard readings == (expected ?? readings) else {
                    throw BenchmarkError("FITReader and fitdecode found \(expected ?? 0) and \(readings) readings")
                }
                expected = readings
                if vitalsTurn {
                    vitals.append(timing)
                } else {
                    fitdecode.append(timing)
                }
            }
        }
        let name = "read \(fileCount) FIT files, \(expected ?? 0) readings (baseline: fitdecode)"
        report.add(name, "wall ms", vitals: vitals.median.wall, baseline: fitdecode.median.wall)
        report.add("", "CPU ms", vitals: vitals.median.cpu, baseline: fitdecode.median.cpu)
        report.add("", "speed-up (wall)", ratio: fitdecode.median.wall / vitals.median.wall)
    }

    private func readWithVitals(_ files: [URL]) throws -> (Timing, Int) {
        var readings = 0
        let timing = try Timing.measure {
            for file in files {
                var reader = try FITReader(file: file)
                var sink = CollectedSamples()
                try reader.read(into: &sink)
                readings += sink.readings.count
            }
        }
        return (timing, readings)
    }

    private func readWithFitdecode(_ files: [URL]) throws -> (Timing, Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", try Self.locate("Tests/Oracles/fit_heart_rate.py").path] + files.map(\.path)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fit-bench-\(UUID().uuidString).json")
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
            throw BenchmarkError("cannot create \(output.path)")
        }
        defer { try? FileManager.default.removeItem(at: output) }
        process.standardOutput = try FileHandle(forWritingTo: output)
        let timing = try Timing.measure(children: true) {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0,
              let printed = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: [Any]]
        else {
            throw BenchmarkError("fitdecode failed (pip install -r Tests/Oracles/requirements.txt)")
        }
        return (timing, printed.values.reduce(0) { $0 + $1.count })
    }

    /// `fileCount` files in `directory`, each the real FIT files chained.
    private func writeFiles() throws -> [URL] {
        let folder = try Self.locate("shared/realdata/fit")
        let sources = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "fit" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard !sources.isEmpty else { throw BenchmarkError("no FIT files in \(folder.path)") }
        let chain = try sources.reduce(into: Data()) { $0 += try Data(contentsOf: $1) }
        return try (0..<fileCount).map { index in
            let file = directory.appendingPathComponent("chain-\(index).fit")
            try chain.write(to: file)
            return file
        }
    }

    /// The first `path` found walking up from this source file, then from the current folder.
    private static func locate(_ path: String) throws -> URL {
        for start in [URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
                      URL(fileURLWithPath: FileManager.default.currentDirectoryPath)] {
            var directory = start
            while directory.path != "/" {
                let candidate = directory.appendingPathComponent(path)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw BenchmarkError("\(path) was not found above \(#filePath) or the current folder")
    }
}
