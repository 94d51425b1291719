import Foundation
import VitalsCore

/// Reads the same GPX and TCX files with `GPXReader`/`TCXReader` (into `CollectedSamples`)
/// and with the Python references, `gpxpy` plus an extension walk and `tcxreader`, run by
/// `Tests/Oracles/track_oracle.py` in one `python3` process per format and repetition; and
/// measures the XML tokenizer alone over the same bytes.
///
/// Both sides find the same readings in every file (checked). Python's figures include its
/// start and imports ("wall ms", "CPU ms"); "parse ms" is its own timer around the parsing.
struct XMLTrackBenchmark {
    /// Files of each format, and trackpoints (seconds of a ride) per file.
    let files: Int
    let points: Int
    let repetitions: Int
    let directory: URL
    /// The oracle script (`Tests/Oracles/track_oracle.py` of the checkout).
    var oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Oracles/track_oracle.py")

    func run(into report: inout Report) throws {
        let corpus = directory.appendingPathComponent("tracks")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: corpus) }
        let (gpx, tcx) = try TrackCorpus(files: files, points: points).write(into: corpus)
        for (format, list, baseline) in [("GPX", gpx, "gpxpy + extension walk"), ("TCX", tcx, "tcxreader")] {
            let bytes = try list.reduce(0) { $0 + (try FileManager.default.attributesOfItem(atPath: $1.path)[.size] as? Int ?? 0) }
            var ours: [Timing] = []
            var theirs: [Timing] = []
            var theirParse: [Double] = []
            var counts: [Int] = []
            var expected: [Int] = []
            for repetition in 0..<repetitions {
                let order = repetition.isMultiple(of: 2) ? [true, false] : [false, true]
                for vitalsTurn in order {
                    if vitalsTurn {
                        ours.append(try Timing.measure { counts = try readAll(list) })
                    } else {
                        let (timing, parse, found) = try runPython(list)
                        theirs.append(timing)
                        theirParse.append(parse)
                        expected = found
                    }
                }
            }
            guard counts == expected else {
                throw BenchmarkError("\(format): Vitals found \(counts.reduce(0, +)) readings, Python \(expected.reduce(0, +))")
            }
            let megabytes = Double(bytes) / 1e6
            let name = "\(format): \(files) files, \(String(format: "%.0f", megabytes)) MB, "
                + "\(counts.reduce(0, +).formatted()) readings (baseline: \(baseline))"
            report.add(name, "wall ms", vitals: ours.median.wall, baseline: theirs.median.wall)
            report.add("", "CPU ms", vitals: ours.median.cpu, baseline: theirs.median.cpu)
            report.add("", "parse ms (Python's own timer)", vitals: ours.median.wall, baseline: theirParse.median)
            report.add("", "MB/s", vitals: megabytes / ours.median.wall * 1000, baseline: megabytes / theirs.median.wall * 1000)
            var tokenizer: [Timing] = []
            for _ in 0..<max(3, repetitions) {
                tokenizer.append(try Timing.measure { try tokenize(list) })
            }
            report.add("\(format): XML tokenizer alone (XMLPullReader, every event)", "MB/s",
                       vitals: megabytes / tokenizer.median.wall * 1000, baseline: nil)
            report.add("", "MB/s of CPU time", vitals: megabytes / tokenizer.median.cpu * 1000, baseline: nil)
        }
    }

    /// Reads every file with the reader of its format; the readings of each.
    private func readAll(_ files: [URL]) throws -> [Int] {
        try files.map { file in
            var sink = CollectedSamples()
            if file.pathExtension == "tcx" {
                var reader = try TCXReader(file: file)
                try reader.read(into: &sink)
            } else {
                var reader = try GPXReader(file: file)
                try reader.read(into: &sink)
            }
            return sink.readings.count
        }
    }

    /// Pulls every event of every file, touching names.
    private func tokenize(_ files: [URL]) throws {
        var events = 0
        for file in files {
            var xml = XMLPullReader(source: try FileBytes(file: file), file: file)
            while true {
                let event = try xml.next()
                if event == .endOfDocument { break }
                events += event == .startElement ? xml.name.count : 1
            }
        }
        guard events > 0 else { throw BenchmarkError("the tokenizer found nothing") }
    }

    /// Runs the oracle over `files`: its timing, its own parse seconds in ms, and its counts.
    private func runPython(_ files: [URL]) throws -> (Timing, Double, [Int]) {
        guard FileManager.default.fileExists(atPath: oracle.path) else {
            throw BenchmarkError("\(oracle.path) is missing: run the benchmark from the checkout")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", oracle.path, "--summary"] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        var data = Data()
        let timing = try Timing.measure(children: true) {
            try process.run()
            data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("python3 \(oracle.lastPathComponent) failed: pip install -r Tests/Oracles/requirements.txt")
        }
        struct Line: Decodable {
            var count: Int?
            var seconds: Double?
        }
        let lines = try String(decoding: data, as: UTF8.self).split(separator: "\n")
            .map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        return (timing, (lines.last?.seconds ?? .nan) * 1000, lines.compactMap(\.count))
    }
}
