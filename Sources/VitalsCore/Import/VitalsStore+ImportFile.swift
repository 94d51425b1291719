import Foundation
import GRDB
import Localization

extension VitalsStore {
    /// Imports the heart rate of one file of any supported format (detected from its
    /// content unless `options.format` names one), in one transaction: all of it or nothing.
    ///
    /// Each reading keeps the source the file names (a device or app); a reading whose source
    /// already has a sample at that time is skipped as a duplicate; implausible readings are
    /// refused and counted per source in the summary, never stored. With
    /// `options.isDryRun`, everything is read, checked and counted as for a real import and
    /// then rolled back.
    ///
    /// - Parameter progress: Called on the importing thread every 256 KiB of the file and at
    ///   the end; return ``ImportDecision/cancel`` to stop.
    /// - Throws: ``ImportError`` when the file is unreadable, of no supported format, broken
    ///   (naming the place) or cancelled; ``StoreError`` when the database cannot be written.
    ///   In every case nothing from the file is stored.
    @discardableResult
    public func importFile(
        _ file: URL, options: ImportOptions = ImportOptions(),
        progress: (ImportProgress) -> ImportDecision = { _ in .proceed }
    ) throws -> ImportSummary {
        let totalBytes = Self.size(of: file)
        if options.format == nil, totalBytes == nil, FileManager.default.fileExists(atPath: file.path) {
            // Detection reads the start of the file, which a pipe would not give again.
            throw ImportError.unreadable(
                file: file, reason: String(localized: """
                    it is not a regular file (a pipe or a device), so its format cannot be told from its content; \
                    name it with --format
                    """))
        }
        let format = try options.format ?? ImportFormat.detect(file: file)
        var reader = try format.reader(for: file, options: options, timeZone: timeZone)
        return try withoutActuallyEscaping(progress) { progress in
            do {
                return try write { db in
                    var sink = try StoreSampleSink(
                        db: db, timeZone: timeZone, format: format, file: file, totalBytes: totalBytes,
                        defaultSource: options.defaultSource, progress: progress)
                    try reader.read(into: &sink)
                    let summary = try sink.finish(format: format, notes: reader.notes, isDryRun: options.isDryRun)
                    if options.isDryRun {
                        throw DryRunRollback(summary: summary)
                    }
                    return summary
                }
            } catch let rollback as DryRunRollback {
                return rollback.summary
            }
        }
    }

    /// The size of a regular file, nil for anything else.
    private static func size(of file: URL) -> Int64? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? NSNumber else { return nil }
        return size.int64Value
    }
}

/// Thrown out of a dry run's transaction so that it rolls back, carrying what it counted.
private struct DryRunRollback: Error {
    let summary: ImportSummary
}
