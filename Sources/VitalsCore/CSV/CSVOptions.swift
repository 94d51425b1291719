import Foundation

/// How ``CSVSampleReader`` reads a CSV file; the defaults detect everything.
public struct CSVOptions: Sendable, Hashable {
    /// The separator (`--separator`), or nil to detect it from the header line.
    public var separator: CSVSeparator?
    /// The time and heart-rate columns (`--columns TIME,BPM`), or nil to recognise them by
    /// their names. The time may name two columns joined by `+` (`Date+Time`), whose texts
    /// are read joined by a space.
    public var columns: CSVColumnChoice?
    /// The order of day and month in slashed dates (`--date-order dmy|mdy`), or nil to
    /// learn it from the first date that reads only one way.
    public var dateOrder: CSVDateOrder?
    /// The source of rows without a source column, or with an empty one.
    public var defaultSource: String
    /// The time zone of times written without an offset.
    public var timeZone: TimeZone

    /// Options that detect the separator, columns and date order.
    public init(separator: CSVSeparator? = nil, columns: CSVColumnChoice? = nil, dateOrder: CSVDateOrder? = nil,
                defaultSource: String = HeartRateSample.importSource, timeZone: TimeZone = .current) {
        self.separator = separator
        self.columns = columns
        self.dateOrder = dateOrder
        self.defaultSource = defaultSource
        self.timeZone = timeZone
    }
}
