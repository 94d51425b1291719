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

    /// "line 12, column 3", "byte 4096 of export.xml", "record 17", "row 5 of MI_BAND_ACTIVITY_SAMPLE".
    public var description: String {
        let text: String
        switch position {
        case let .line(line, column):
            text = "line \(line)" + (column.map { ", column \($0)" } ?? "")
        case let .byte(offset):
            text = "byte \(offset)"
        case let .record(number):
            text = "record \(number)"
        case let .row(table, id):
            text = "row \(id) of \(table)"
        case .whole:
            return entry ?? ""
        }
        return entry.map { "\(text) of \($0)" } ?? text
    }
}
