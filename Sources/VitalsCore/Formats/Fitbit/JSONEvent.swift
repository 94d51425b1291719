import Localization

/// One step of a JSON document as ``JSONPullParser`` reports it, in document order.
enum JSONEvent: Equatable {
    /// `{`.
    case beginObject
    /// `}`.
    case endObject
    /// `[`.
    case beginArray
    /// `]`.
    case endArray
    /// A member name; its text is in ``JSONPullParser/text`` (its value follows).
    case key
    /// A string value; its text is in ``JSONPullParser/text``.
    case string
    /// A number; its value is in ``JSONPullParser/number``.
    case number
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// The end of the input, after the one top-level value and trailing whitespace.
    case end

    /// The event as a noun for messages: "an object", "a string".
    var noun: String {
        switch self {
        case .beginObject: String(localized: "an object", comment: "A JSON value, in a message about a file.")
        case .endObject: String(localized: "the end of an object", comment: "In a JSON file.")
        case .beginArray: String(localized: "an array", comment: "A JSON value, in a message about a file.")
        case .endArray: String(localized: "the end of an array", comment: "In a JSON file.")
        case .key: String(localized: "a member name", comment: "The name of a JSON object's member.")
        case .string: String(localized: "a string", comment: "A JSON value, in a message about a file.")
        case .number: String(localized: "a number", comment: "A JSON value, in a message about a file.")
        case .bool: String(localized: "a boolean", comment: "A JSON value (true or false).")
        case .null: "null"
        case .end: String(localized: "the end of the file")
        }
    }
}

/// A place where a JSON document breaks the JSON grammar (or a limit of the parser).
struct JSONSyntaxError: Error, Equatable {
    /// The line of the offending byte (the first line is 1).
    var line: Int
    /// The byte of that line (the first byte is 1).
    var column: Int
    /// What is wrong, as a sentence part ("expected “,” or “]” after an array element").
    var reason: String
}
