import Localization

/// Where in a file something is wrong, as precisely as its format allows.
public struct FilePlace: Sendable, Hashable, CustomStringConvertible {
    /// A position in a file.
    public enum Position: Sendable, Hashable {
        /// A line of a text file (the first line is 1), with the column when known.
        case line(Int, column: Int? = nil)
        /// A byte offset from the start (of the file, or of ``FilePlace/entry``).
        case byte(Int64)
        /// A numbered record (a FIT message, a JSON array element; the first is 1).
        case record(Int)
        /// A row of a database table.
        case row(table: String, id: Int64)
        /// The file as a whole.
        case whole
    }

    /// The file inside an archive (a zip entry such as `apple_health_export/export.xml`).
    public var entry: String?
    /// The position.
    public var position: Position

    /// A place at `position`, inside the archive entry `entry` if any.
    public init(_ position: Position, entry: String? = nil) {
        self.position = position
        self.entry = entry
    }

    /// "line 12, column 3", "byte 4096 of export.xml", "record 17", "row 5 of MI_BAND_ACTIVITY_SAMPLE",
    /// in the user's language. Numbers are written as they are, without digit grouping: they
    /// are places to look up (in an editor, a hex dump), not amounts.
    public var description: String {
        let text: String
        switch position {
        case let .line(line, column?):
            text = String(localized: "line \(String(line)), column \(String(column))")
        case let .line(line, nil):
            text = String(localized: "line \(String(line))")
        case let .byte(offset):
            text = String(localized: "byte \(String(offset))")
        case let .record(number):
            text = String(localized: "record \(String(number))")
        case let .row(table, id):
            text = String(localized: "row \(String(id)) of \(table)")
        case .whole:
            return entry ?? ""
        }
        guard let entry else { return text }
        return String(localized: "\(text) of \(entry)",
                      comment: "A place in a file inside an archive: “line 12 of export.xml”.")
    }
}
