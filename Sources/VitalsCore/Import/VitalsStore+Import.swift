import Foundation

extension VitalsStore {
    /// Imports heart-rate samples from a CSV file (see ``CSVSampleReader``), in one
    /// transaction: every row or none. The same as ``importFile(_:options:progress:)`` with
    /// the format set to CSV and `defaultSource` for rows without a source.
    @discardableResult
    public func importCSV(
        from file: URL,
        defaultSource: String = HeartRateSample.importSource,
        progress: (ImportProgress) -> ImportDecision = { _ in .proceed }
    ) throws -> ImportSummary {
        try importFile(file, options: ImportOptions(format: .csv, defaultSource: defaultSource), progress: progress)
    }
}
