import Foundation

extension ImportFormat {
    /// A reader of this format over `file`.
    func reader(for file: URL, options: ImportOptions, timeZone: TimeZone) throws -> any SampleFileReader {
        switch self {
        case .csv:
            return try CSVSampleImporter(file: file, timeZone: timeZone, defaultSource: options.defaultSource)
        default:
            throw ImportError.unsupportedFormat(file: file, found: nil)
        }
    }
}
