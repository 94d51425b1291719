import Foundation
import GRDB

extension VitalsStore {
    /// Writes every sample as CSV — `timestamp,bpm,source`, oldest first, timestamps in
    /// ISO 8601 UTC — which ``importCSV(from:defaultSource:progress:)`` reads back unchanged.
    /// Streams from the database an hour at a time: memory does not grow with the number of
    /// samples.
    ///
    /// - Returns: The number of samples written.
    /// - Throws: ``ExportError`` when the output cannot be written, ``StoreError`` when the
    ///   database cannot be read.
    @discardableResult
    public func exportSamples(to destination: ExportDestination) throws -> Int {
        let output = try ExportOutput(destination)
        try output.writeRow(["timestamp", "bpm", "source"])
        let count = try read { db in
            var count = 0
            let sources = try sourceNames(db)
            try SampleBlockStore.forEachSample(startingIn: Int64.min..<Int64.max, in: db) { time, beatsPerMinute, source in
                try output.writeRow([
                    TimestampFormatter.string(millisecondsSince1970: time),
                    beatsPerMinute.csvText,
                    sources[source] ?? "",
                ])
                count += 1
            }
            return count
        }
        try output.commit()
        return count
    }

    /// Writes every medical condition as CSV — `id,text,flagged,created,updated` in list
    /// order — with cells that start like a spreadsheet formula made harmless.
    ///
    /// - Returns: The number of conditions written.
    @discardableResult
    public func exportConditions(to destination: ExportDestination) throws -> Int {
        let output = try ExportOutput(destination)
        try output.writeRow(["id", "text", "flagged", "created", "updated"])
        let conditions = try conditions()
        for condition in conditions {
            try output.writeRow([
                condition.id.uuidString, condition.text, condition.isFlagged ? "true" : "false",
                TimestampFormatter.string(millisecondsSince1970: condition.createdAt.millisecondsSince1970),
                TimestampFormatter.string(millisecondsSince1970: condition.updatedAt.millisecondsSince1970),
            ])
        }
        try output.commit()
        return conditions.count
    }
}
