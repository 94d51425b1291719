import Foundation
import Localization

/// Why a file was not imported. Nothing from the file is stored when one is thrown.
public enum ImportError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// A CSV file breaks a rule of the format at `line` (the first line is 1).
    case malformed(file: URL, line: Int, reason: Reason)
    /// A file of another format is broken at `place`; `reason` says how, in a sentence part
    /// ("the FIT header’s CRC is 0x1234 but its bytes give 0x4321").
    case invalid(file: URL, place: FilePlace, reason: String)
    /// The file is in no format Vitals reads; `found` says what it looks like, if anything.
    case unsupportedFormat(file: URL, found: String?)
    /// The file cannot be opened or read.
    case unreadable(file: URL, reason: String)
    /// The progress handler asked to stop.
    case cancelled(file: URL)

    /// What is wrong with a line.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// Nothing at all, not even a header.
        case emptyFile
        /// The header names a column twice.
        case repeatedColumn(String)
        /// The line has `found` fields where the header has `expected`.
        case fieldCount(expected: Int, found: Int)
        /// The line is longer than `limit` bytes (every byte counts: text, commas, quotes).
        case lineTooLong(limit: Int)
        /// The line has more than `limit` fields.
        case tooManyFields(limit: Int)
        /// A field holds a NUL byte, which no text has (it would cut the text short).
        case nulCharacter
        /// A quoted field is not closed before the end of the file.
        case unterminatedQuote
        /// A quote inside an unquoted field, or text after a closing quote.
        case strayQuote
        /// A field is not valid UTF-8 text.
        case invalidText

        public var description: String {
            switch self {
            case .emptyFile:
                return String(localized: "the file is empty; it needs a header line such as “timestamp,bpm”")
            case let .repeatedColumn(name):
                return String(localized: "the header names the column “\(name)” twice")
            case let .fieldCount(expected, found):
                return String(localized: "expected \(expected) fields as in the header, found \(found)")
            case let .lineTooLong(limit):
                return String(localized: "the line is longer than \(limit) bytes")
            case let .tooManyFields(limit):
                return String(localized: "the line has more than \(limit) fields")
            case .nulCharacter:
                return String(localized: "a field holds a NUL character (byte 0), which is not text")
            case .unterminatedQuote:
                return String(localized: "a quoted field is not closed before the end of the file")
            case .strayQuote:
                return String(localized: """
                    a quote (\") inside a field that is not quoted, or text after a closing quote
                    """)
            case .invalidText:
                return String(localized: "a field is not valid UTF-8 text")
            }
        }
    }

    /// The file the error is about.
    public var file: URL {
        switch self {
        case let .malformed(file, _, _), let .invalid(file, _, _), let .unsupportedFormat(file, _),
             let .unreadable(file, _), let .cancelled(file): file
        }
    }

    /// File, line and reason, and that nothing was imported.
    public var message: String {
        switch self {
        case let .malformed(file, line, reason):
            return String(localized: """
                \(file.path), line \(String(line)): \(reason.description). Nothing from this file was imported.
                """)
        case let .invalid(file, place, reason) where place.description.isEmpty:
            return String(localized: "\(file.path): \(reason). Nothing from this file was imported.")
        case let .invalid(file, place, reason):
            return String(localized: """
                \(file.path), \(place.description): \(reason). Nothing from this file was imported.
                """)
        case let .unsupportedFormat(file, found?):
            return String(localized: """
                \(file.path) is not a file Vitals can import. It looks like \(found). Vitals reads \
                \(ImportFormat.supportedList).
                """)
        case let .unsupportedFormat(file, nil):
            return String(localized: """
                \(file.path) is not a file Vitals can import. Vitals reads \(ImportFormat.supportedList).
                """)
        case let .unreadable(file, reason):
            return String(localized: "\(file.path) cannot be read: \(reason).")
        case let .cancelled(file):
            return String(localized: "The import of \(file.path) was cancelled. Nothing from this file was imported.")
        }
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
