import Foundation

/// Whether a CSV file found in a folder is heart-rate data: its header names a time and a
/// heart-rate column (or it is an OpenHRV recording). A folder (an unzipped Apple Health
/// export holds ECG CSV files) is imported without the files that are not.
enum CSVHeaderGuess {
    /// Whether `file`'s first record is a header the CSV import accepts with `options`
    /// (`--columns`, `--separator`).
    static func namesHeartRate(file: URL, options: ImportOptions) -> Bool {
        guard let reader = try? CSVReader(file: file, separator: options.separator), (try? reader.next()) == true
        else { return false }
        var names: [String] = []
        for index in 0..<reader.fieldCount {
            guard let name = try? reader.text(index) else { return false }
            names.append(name)
        }
        let csv = CSVOptions(separator: options.separator, columns: options.columns, dateOrder: options.dateOrder)
        return (try? CSVLayout(names: names, options: csv, file: file, line: reader.line)) != nil
    }
}
