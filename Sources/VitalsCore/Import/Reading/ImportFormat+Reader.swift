import Foundation

extension ImportFormat {
    /// A reader of this format over `file`.
    func reader(for file: URL, options: ImportOptions, timeZone: TimeZone) throws -> any SampleFileReader {
        switch self {
        case .csv:
            return try CSVSampleReader(file: file, options: CSVOptions(
                separator: options.separator, columns: options.columns, dateOrder: options.dateOrder,
                defaultSource: options.defaultSource, timeZone: timeZone))
        case .fit:
            return try FITReader(file: file)
        case .appleHealth:
            return AppleHealthReader(file: file)
        case .tcx:
            return try TCXReader(file: file)
        case .gpx:
            return try GPXReader(file: file)
        case .fitbit:
            // Fitbit Web API files carry local times of the account's zone: the store's.
            return try FitbitReader(file: file, webTimeZone: timeZone)
        case .gadgetbridge:
            return GadgetbridgeReader(file: file)
        }
    }
}
