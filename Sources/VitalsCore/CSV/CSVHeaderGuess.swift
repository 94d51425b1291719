import Foundation

/// Whether a CSV file found in a folder is heart-rate data: its header names a time and a
/// heart-rate column (or it is an OpenHRV recording). A folder (an unzipped Apple Health
/// export holds ECG CSV files) is imported without the files that are not.
enum CSVHeaderGuess {
    /// Whether `file`'s first record is a header the CSV import accepts.
    static func namesHeartRate(file: URL) -> Bool {
        guard let reader = try? CSVReader(file: file), (try? reader.next()) == true else { return false }
        var names: [String] = []
        for index in 0..<reader.fieldCount {
            guard let name = try? reader.text(index) else { return false }
            names.append(name)
        }
        return (try? CSVLayout(names: names, options: CSVOptions(), file: file, line: reader.line)) != nil
    }
}
