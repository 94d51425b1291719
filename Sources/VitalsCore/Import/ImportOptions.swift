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
    /// Read and check everything, count what would be stored, store nothing.
    public var isDryRun: Bool

    /// Options that detect the format and store what is read.
    public init(format: ImportFormat? = nil, defaultSource: String = HeartRateSample.importSource,
                columns: CSVColumnChoice? = nil, isDryRun: Bool = false) {
        self.format = format
        self.defaultSource = defaultSource
        self.columns = columns
        self.isDryRun = isDryRun
    }
}

/// The columns of a CSV file to read, by their header names (`--columns time,bpm`).
public struct CSVColumnChoice: Sendable, Hashable {
    /// The column with the times.
    public var time: String
    /// The column with the heart rates.
    public var heartRate: String

    /// The columns named `time` and `heartRate`.
    public init(time: String, heartRate: String) {
        self.time = time
        self.heartRate = heartRate
    }
}
