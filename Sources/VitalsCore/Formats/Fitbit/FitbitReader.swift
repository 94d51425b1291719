import Foundation
import Localization

/// Reads Fitbit heart rate: the `heart_rate-YYYY-MM-DD.json` files of a Fitbit account export
/// or Google Takeout (`user-site-export/`, `Physical Activity/`, `Fitbit/Global Export Data/`)
/// and Fitbit Web API intraday responses.
///
/// - Export files are an array of `{"dateTime": "04/22/19 04:00:05", "value": {"bpm": 69,
///   "confidence": 2}}`; times are UTC, `MM/dd/yy HH:mm:ss` (two-digit years are 20yy;
///   `MM/dd/yyyy` is accepted too). Members may come in any order; unknown members are skipped.
///   Readings of every confidence are kept, including 0: Fitbit still measured a heart rate
///   then, it only rates its confidence low, and the sink refuses implausible values anyway.
/// - Web API responses (`/1/user/-/activities/heart/date/…/1d/1sec.json`) are an object with
///   `"activities-heart": [{"dateTime": "2019-04-22", …}]` and
///   `"activities-heart-intraday": {"dataset": [{"time": "00:00:00", "value": 64}, …]}`. Their
///   times are in the time zone of the Fitbit account, which the response does not name: they
///   are read in `webTimeZone` (the person's own zone unless told otherwise). The date must
///   come before the dataset (as Fitbit writes it), since the file is read in one pass.
///
/// The file is streamed through ``JSONPullParser``: grammar errors name the line and column,
/// errors in a record's content name the record (the first array element is record 1).
/// All readings have the source "Fitbit" (the files do not name the device).
public struct FitbitReader: SampleFileReader {
    /// The source of every reading.
    public static let source = SampleSource(name: "Fitbit")
    /// Progress is reported after at least this many bytes.
    static let progressStep: Int64 = 128 * 1024

    let file: URL
    let parser: JSONPullParser
    let webTimeZone: TimeZone
    var reportedBytes: Int64 = 0

    /// A reader of the JSON in `source`, which came from `file` (named in errors); Web API
    /// times are read in `webTimeZone`.
    public init(source: some ByteSource, file: URL, webTimeZone: TimeZone = .current) {
        self.file = file
        self.webTimeZone = webTimeZone
        parser = JSONPullParser(source: source)
    }

    /// A reader of `file`, streamed from disk.
    public init(file: URL, webTimeZone: TimeZone = .current) throws {
        self.init(source: try FileBytes(file: file), file: file, webTimeZone: webTimeZone)
    }

    public mutating func read<Sink: SampleSink>(into sink: inout Sink) throws {
        do {
            switch try parser.next() {
            case .beginArray:
                try readExportRecords(into: &sink)
            case .beginObject:
                try readWebResponse(into: &sink)
            case let other:
                throw FitbitShapeError(
                    String(localized: "the file holds \(other.noun), not an array of Fitbit heart-rate records"))
            }
            guard try parser.next() == .end else {
                throw JSONSyntaxError(line: parser.tokenLine, column: parser.tokenColumn,
                                      reason: String(localized: "more text follows the end of the JSON value"))
            }
            try sink.advanced(to: parser.bytesRead)
        } catch let error as JSONSyntaxError {
            throw ImportError.invalid(file: file, place: FilePlace(.line(error.line, column: error.column)),
                                      reason: error.reason)
        } catch let error as FitbitRecordError {
            throw ImportError.invalid(file: file, place: FilePlace(.record(error.record)), reason: error.reason)
        } catch let error as FitbitShapeError {
            let place = error.atToken
                ? FilePlace(.line(parser.tokenLine, column: parser.tokenColumn)) : FilePlace(.whole)
            throw ImportError.invalid(file: file, place: place, reason: error.reason)
        }
    }

    /// Tells the sink how far the file is read, every ``progressStep`` bytes.
    mutating func reportProgress<Sink: SampleSink>(to sink: inout Sink) throws {
        let bytes = parser.bytesRead
        if bytes - reportedBytes >= Self.progressStep {
            reportedBytes = bytes
            try sink.advanced(to: bytes)
        }
    }

    /// The text of the last string, for a message: quoted, at most 40 characters.
    var quotedText: String {
        let text = String(decoding: parser.text.prefix(40), as: UTF8.self)
        return "“" + text + (parser.text.count > 40 || parser.textIsTruncated ? "…" : "") + "”"
    }

    /// What the value that starts with `event` is, for a message ("the string “abc”").
    func describe(_ event: JSONEvent) -> String {
        switch event {
        case .string: String(localized: "the string \(quotedText)", comment: "A JSON value, in a message about a file.")
        case .number: String(localized: "the number \(parser.number, format: .number.locale(.session))",
                             comment: "A JSON value, in a message about a file.")
        case let .bool(value): "\(value)"
        default: event.noun
        }
    }
}

/// Something wrong inside one record (array element) of a Fitbit file.
struct FitbitRecordError: Error {
    /// The record (the first is 1).
    var record: Int
    /// What is wrong, as a sentence part.
    var reason: String
}

/// A Fitbit file whose JSON is well formed but not of a Fitbit heart-rate shape.
struct FitbitShapeError: Error {
    var reason: String
    /// Whether the place is the last token read (else the file as a whole).
    var atToken: Bool

    init(_ reason: String, atToken: Bool = true) {
        self.reason = reason
        self.atToken = atToken
    }
}
