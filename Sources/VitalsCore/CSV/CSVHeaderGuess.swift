import Foundation

/// Whether a CSV file found in a folder is heart-rate data: its header names a time and a
/// heart-rate column. A folder (an unzipped Apple Health export holds ECG CSV files) is
/// imported without the files that are not.
enum CSVHeaderGuess {
    /// Whether `file`'s first record is a header the CSV import accepts.
    static func namesHeartRate(file: URL) -> Bool {
        guard let reader = try? CSVReader(file: file), (try? reader.next()) == true else { return false }
        return (try? CSVHeader(reader: reader)) != nil
    }
}
