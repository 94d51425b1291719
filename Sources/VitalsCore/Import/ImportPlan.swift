import Foundation
import Localization

/// The files an import of paths will read: files as given, and for each folder the files
/// inside it (recursively, hidden ones aside) whose content is a supported format — an
/// unzipped Apple Health export, a Google Takeout folder of Fitbit files, a folder of FIT
/// activities. What a folder holds that Vitals cannot read is listed, not imported.
public struct ImportPlan: Sendable {
    /// A file to import, with its format when it was detected while listing a folder.
    public struct Item: Sendable, Hashable {
        /// The file.
        public var file: URL
        /// Its format, when known before reading it (files inside folders).
        public var format: ImportFormat?
    }

    /// The files to import, in order: as given, folders' files sorted by path.
    public private(set) var items: [Item] = []
    /// Files inside folders that are not in a supported format, with why.
    public private(set) var skipped: [(file: URL, reason: String)] = []

    /// The plan for `paths`; a path that does not exist stays in the plan (its import says so).
    /// `options` (the format, the CSV columns and separator) decide what in a folder is taken.
    public init(paths: [URL], options: ImportOptions = ImportOptions()) {
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder), isFolder.boolValue {
                addFolder(path, options: options)
            } else {
                items.append(Item(file: path, format: nil))
            }
        }
    }

    private mutating func addFolder(_ folder: URL, options: ImportOptions) {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else {
            skipped.append((folder, String(localized: "the folder cannot be read")))
            return
        }
        var files: [URL] = []
        for case let file as URL in enumerator {
            if (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                files.append(file)
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            do {
                let format = try options.format ?? ImportFormat.detect(file: file)
                if format == .csv, !CSVHeaderGuess.namesHeartRate(file: file, options: options) {
                    skipped.append((file, String(localized: "a CSV file without time and heart-rate columns")))
                } else if format == .fitbit, !FitbitReader.isHeartRateFileName(file.lastPathComponent) {
                    // A Takeout folder holds steps, calories, sleep… in the same JSON shape.
                    skipped.append((file, String(localized: "Fitbit data other than heart rate")))
                } else {
                    items.append(Item(file: file, format: format))
                }
            } catch let error as ImportError {
                if case let .unsupportedFormat(_, found) = error {
                    skipped.append((file, found ?? String(localized: "not a supported format")))
                } else {
                    skipped.append((file, error.message))
                }
            } catch {
                skipped.append((file, "\(error)"))
            }
        }
    }
}
