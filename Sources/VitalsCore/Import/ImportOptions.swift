import Foundation

/// How ``VitalsStore/importFile(_:options:progress:)`` reads a file.
public struct ImportOptions: Sendable, Hashable {
    /// The format to read, or nil to detect it from the file's content.
    public var format: ImportFormat?
    /// The source of readings whose file names none (a CSV file without a source column).
    public var defaultSource: String
    /// The time and heart-rate columns of a CSV file, by header name, when its header is
    /// ambiguous.
    public var columns: CSVColumnChoice?
    /// The separator of a CSV file, when it is not to be detected.
    public var separator: CSVSeparator?
    /// The order of day and month in a CSV file's slashed dates, when it is not to be learnt.
    public var dateOrder: CSVDateOrder?
    /// Read and check everything, count what would be stored, store nothing.
    public var isDryRun: Bool

    /// Options that detect the format and store what is read.
    public init(format: ImportFormat? = nil, defaultSource: String = HeartRateSample.importSource,
                columns: CSVColumnChoice? = nil, separator: CSVSeparator? = nil, dateOrder: CSVDateOrder? = nil,
                isDryRun: Bool = false) {
        self.format = format
        self.defaultSource = defaultSource
        self.columns = columns
        self.separator = separator
        self.dateOrder = dateOrder
        self.isDryRun = isDryRun
    }
}
