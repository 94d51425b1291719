import Foundation
import GRDB

/// The sink of an import into the store: checks each reading, counts what it refuses per
/// source and reason, writes the rest through ``SampleWriter`` inside the import's
/// transaction, and reports progress.
struct StoreSampleSink: SampleSink {
    /// The longest source name kept; longer names are cut.
    static let maximumSourceNameLength = 120

    private var writer: SampleWriter
    private let file: URL
    private let totalBytes: Int64?
    private let defaultSource: String
    private let progress: (ImportProgress) -> ImportDecision
    /// The store's source number for each number this sink gave.
    private var storeIDs: [Int64] = []
    private var names: [String] = []
    private var refusals: [[RefusalReason: Int]] = []
    private var readings = 0
    private var bytesRead: Int64 = 0
    private var lastReport: Int64 = 0

    /// A sink writing into `db` for a file of `format`.
    init(db: Database, timeZone: TimeZone, format: ImportFormat, file: URL, totalBytes: Int64?,
         defaultSource: String, progress: @escaping (ImportProgress) -> ImportDecision) throws {
        writer = try SampleWriter(db: db, timeZone: timeZone, kind: format.sourceKind)
        self.file = file
        self.totalBytes = totalBytes
        let cleaned = Self.displayName(defaultSource)
        self.defaultSource = cleaned.isEmpty ? HeartRateSample.importSource : cleaned
        self.progress = progress
    }

    mutating func id(of source: SampleSource) throws -> Int {
        var name = Self.displayName(source.name)
        if name.isEmpty {
            name = defaultSource
        }
        // The sample data's source is the app's own: "Remove Sample Data" must never take
        // a file's samples with it.
        if name == HeartRateSample.sampleDataSource {
            name += " (imported)"
        }
        if let index = names.firstIndex(of: name) {
            return index
        }
        storeIDs.append(try writer.id(of: SampleSource(name: name, device: source.device)))
        names.append(name)
        refusals.append([:])
        return names.count - 1
    }

    mutating func add(time: Int64, beatsPerMinute: Double, source: Int) throws {
        readings += 1
        if let reason = ReadingCheck.refusal(time: time, beatsPerMinute: beatsPerMinute) {
            refusals[source][reason, default: 0] += 1
        } else {
            try writer.add(time: time, beatsPerMinute: beatsPerMinute, sourceID: storeIDs[source])
        }
    }

    mutating func advanced(to bytesRead: Int64) throws {
        self.bytesRead = bytesRead
        if bytesRead - lastReport >= 256 * 1024 {
            lastReport = bytesRead
            try report()
        }
    }

    /// Writes what is gathered, reports the end, and says what the import did.
    mutating func finish(format: ImportFormat, notes: [String], isDryRun: Bool) throws -> ImportSummary {
        try writer.finish()
        try report()
        var refused: [RefusalReason: Int] = [:]
        let sources = names.indices.map { index in
            let tally = writer.tallies[storeIDs[index]]
            refused.merge(refusals[index], uniquingKeysWith: +)
            return SourceImport(
                name: names[index], inserted: tally?.inserted ?? 0, duplicates: tally?.duplicates ?? 0,
                refused: refusals[index],
                timeRange: tally?.times.map { Date(millisecondsSince1970: $0.lowerBound)...Date(millisecondsSince1970: $0.upperBound) })
        }
        return ImportSummary(file: file, format: format, readings: readings, inserted: writer.inserted,
                             duplicates: writer.duplicates, refused: refused, sources: sources, notes: notes,
                             isDryRun: isDryRun)
    }

    private func report() throws {
        let now = ImportProgress(file: file, readings: readings, bytesRead: bytesRead, totalBytes: totalBytes)
        if progress(now) == .cancel {
            throw ImportError.cancelled(file: file)
        }
    }

    /// `name` trimmed, with control characters as spaces, at most
    /// ``maximumSourceNameLength`` characters.
    static func displayName(_ name: String) -> String {
        let visible = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? " " : scalar
        }))
        let trimmed = visible.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.count > maximumSourceNameLength
            ? String(trimmed.prefix(maximumSourceNameLength - 1)) + "…" : trimmed
    }
}
