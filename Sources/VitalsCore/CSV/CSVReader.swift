import Foundation

/// Reads CSV text (RFC 4180, with a comma, semicolon or tab between fields) record by
/// record from a ``ByteSource``, a chunk at a time, so input of any size takes constant memory.
///
/// Accepts a UTF-8 byte order mark, LF, CRLF or CR line ends, quoted fields with doubled
/// quotes and line breaks inside; skips blank lines. Refuses records longer than
/// ``maximumRecordLength`` bytes or with more than ``maximumFieldCount`` fields, NUL bytes,
/// unclosed quotes and stray quotes, naming the line. Input that is plainly not CSV (XML,
/// JSON, a zip, FIT or SQLite file) is refused before its first record with
/// ``ImportError/unsupportedFormat(file:found:)``, never as a CSV quoting error.
///
/// The separator is the one given, or else the one of ``CSVSeparator/allCases`` found most
/// often outside quotes on the first non-blank line (a comma when there is none).
final class CSVReader {
    /// The longest record accepted, in bytes read from the file: every byte counts (text,
    /// separators, quotes, line breaks inside quotes), except the line break that ends it.
    static let maximumRecordLength = 64 * 1024
    /// The most fields a record may have.
    static let maximumFieldCount = 1024

    let file: URL
    /// The input's size, when known.
    var totalBytes: Int64? { source.totalBytes }
    /// Bytes of the text consumed so far (the byte order mark included).
    private(set) var bytesRead: Int64 = 0
    /// Bytes the source has read from the underlying file (ahead of ``bytesRead`` by up to a
    /// chunk; for a zip entry, compressed bytes): what progress reports.
    var sourceBytesRead: Int64 { source.bytesRead }
    /// The line the current record starts on (1 is the first line).
    private(set) var line = 0
    /// The separator, once the first chunk is read (given, or detected from the first line).
    private(set) var separator: CSVSeparator

    private var source: any ByteSource
    private let separatorIsGiven: Bool
    private var separatorByte: UInt8
    private var chunk: [UInt8]
    private var chunkEnd = 0
    private var position = 0
    private var nextLine = 1
    private var atStart = true
    private var finished = false

    /// The current record's field bytes, unquoted, one after the other; `fieldEnds[i]` is
    /// where field `i` ends.
    private var storage: [UInt8] = []
    private var fieldEnds: [Int] = []

    /// A reader of `bytes`, the content of `file` (named in errors); `separator` nil detects it.
    init(bytes: some ByteSource, file: URL, separator: CSVSeparator? = nil, chunkSize: Int = 256 * 1024) {
        self.file = file
        source = bytes
        separatorIsGiven = separator != nil
        self.separator = separator ?? .comma
        separatorByte = (separator ?? .comma).byte
        // At least a whole record and one byte, so the first line is seen whole when detecting.
        chunk = Array(repeating: 0, count: max(chunkSize, Self.maximumRecordLength + 2))
        storage.reserveCapacity(256)
        fieldEnds.reserveCapacity(8)
    }

    /// Opens `file` for reading.
    convenience init(file: URL, separator: CSVSeparator? = nil, chunkSize: Int = 256 * 1024) throws {
        try self.init(bytes: FileBytes(file: file), file: file, separator: separator, chunkSize: chunkSize)
    }

    /// The number of fields of the current record.
    var fieldCount: Int { fieldEnds.count }

    /// Calls `body` with the bytes of field `index` of the current record.
    func withField<T, Failure: Error>(
        _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> T
    ) throws(Failure) -> T {
        let start = index == 0 ? 0 : fieldEnds[index - 1]
        let end = fieldEnds[index]
        let result = storage.withUnsafeBufferPointer { bytes in
            Result { () throws(Failure) in try body(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
        }
        return try result.get()
    }

    /// Field `index` as text; invalid UTF-8 is a malformed line.
    func text(_ index: Int) throws -> String {
        try withField(index) { bytes in
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ImportError.malformed(file: file, line: line, reason: .invalidText)
            }
            return text
        }
    }

    /// Moves to the next non-blank record; `false` at the end of the file.
    func next() throws -> Bool {
        while try readRecord() {
            let blank = fieldEnds.count == 1 && fieldEnds[0] == 0 && !lastRecordHadQuotes
            if !blank {
                return true
            }
        }
        return false
    }

    // MARK: - Parsing

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted
    }

    private var lastRecordHadQuotes = false
    private var pendingCarriageReturn = false

    /// Reads one record (possibly blank) into `storage`/`fieldEnds`; `false` at the end.
    ///
    /// Unquoted text is copied a run at a time (up to the next separator, quote, line break
    /// or NUL); quoted fields, rare in these files, byte by byte.
    private func readRecord() throws -> Bool {
        storage.removeAll(keepingCapacity: true)
        fieldEnds.removeAll(keepingCapacity: true)
        lastRecordHadQuotes = false
        var state = State.fieldStart
        var sawAnything = false
        /// The bytes of this record consumed so far, its ending line break aside.
        var recordBytes = 0
        line = nextLine

        while true {
            if position == chunkEnd {
                guard try refill() else {
                    // End of file.
                    if state == .quoted {
                        throw malformed(.unterminatedQuote)
                    }
                    guard sawAnything else { return false }
                    fieldEnds.append(storage.count)
                    return true
                }
            }
            if pendingCarriageReturn {
                pendingCarriageReturn = false
                if chunk[position] == UInt8(ascii: "\n") {
                    position += 1
                    bytesRead += 1
                    continue
                }
            }
            sawAnything = true
            if state == .fieldStart || state == .unquoted {
                let start = position
                // One byte past the limit is enough to know the record is too long.
                let scanEnd = min(chunkEnd, start + Self.maximumRecordLength - recordBytes + 1)
                let separator = separatorByte
                let end = chunk.withUnsafeBufferPointer { bytes in
                    var index = start
                    while index < scanEnd, !Self.isSpecial(bytes[index], separator: separator) {
                        index += 1
                    }
                    return index
                }
                if end > start {
                    recordBytes += end - start
                    try checkLength(recordBytes)
                    append(chunk[start..<end])
                    state = .unquoted
                    position = end
                    bytesRead += Int64(end - start)
                    continue
                }
            }
            let byte = chunk[position]
            position += 1
            bytesRead += 1
            if byte == 0 {
                throw malformed(.nulCharacter)
            }
            let endsRecord = state != .quoted && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r"))
            if !endsRecord {
                recordBytes += 1
                try checkLength(recordBytes)
            }
            switch state {
            case .quoted:
                if byte == UInt8(ascii: "\"") {
                    state = .quoteInQuoted
                } else {
                    if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                        countLineBreak(byte)
                    }
                    append(CollectionOfOne(byte))
                }
            case .fieldStart, .unquoted, .quoteInQuoted:
                switch byte {
                case separatorByte:
                    fieldEnds.append(storage.count)
                    // A separator always starts one more field.
                    guard fieldEnds.count < Self.maximumFieldCount else {
                        throw malformed(.tooManyFields(limit: Self.maximumFieldCount))
                    }
                    state = .fieldStart
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    countLineBreak(byte)
                    fieldEnds.append(storage.count)
                    return true
                case UInt8(ascii: "\""):
                    switch state {
                    case .fieldStart:
                        state = .quoted
                        lastRecordHadQuotes = true
                    case .quoteInQuoted:
                        // A doubled quote inside a quoted field.
                        append(CollectionOfOne(byte))
                        state = .quoted
                    default:
                        throw malformed(.strayQuote)
                    }
                default:
                    // Only text after a closing quote gets here.
                    throw malformed(.strayQuote)
                }
            }
        }
    }

    /// The bytes that end a run of plain text: the separator, quotes, line breaks, and NUL
    /// (refused, so that no text field can be cut short by it downstream).
    @inline(__always)
    private static func isSpecial(_ byte: UInt8, separator: UInt8) -> Bool {
        byte == separator || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") || byte == 0
    }

    /// Refuses a record once `recordBytes` passes ``maximumRecordLength``.
    private func checkLength(_ recordBytes: Int) throws {
        if recordBytes > Self.maximumRecordLength {
            throw malformed(.lineTooLong(limit: Self.maximumRecordLength))
        }
    }

    private func countLineBreak(_ byte: UInt8) {
        nextLine += 1
        if byte == UInt8(ascii: "\r") {
            pendingCarriageReturn = true
        }
    }

    /// Adds field bytes; the record's length was checked as they were read.
    private func append(_ bytes: some Collection<UInt8>) {
        storage.append(contentsOf: bytes)
    }

    // MARK: - Reading the source

    /// Reads the next chunk; `false` at the end of the input. The first chunk is read until
    /// it holds the first line (or is full), then checked for foreign content, its byte order
    /// mark skipped and its separator detected.
    private func refill() throws -> Bool {
        guard !finished else { return false }
        if atStart {
            atStart = false
            try fillFirstChunk()
            if chunkEnd == 0 {
                finished = true
                return false
            }
            return try position < chunkEnd || refill()
        }
        let count = try chunk.withUnsafeMutableBytes { buffer in try source.read(into: buffer) }
        guard count > 0 else {
            finished = true
            return false
        }
        chunkEnd = count
        position = 0
        return true
    }

    private func fillFirstChunk() throws {
        var filled = 0
        while filled < chunk.count {
            let count = try chunk.withUnsafeMutableBytes { buffer in
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            }
            if count == 0 {
                break
            }
            filled += count
            if CSVSeparator.firstLineIsComplete(chunk[..<filled]) {
                break
            }
        }
        chunkEnd = filled
        position = 0
        if filled >= 3, chunk[0] == 0xEF, chunk[1] == 0xBB, chunk[2] == 0xBF {
            position = 3
            bytesRead += 3
        }
        let text = chunk[position..<filled]
        if let found = CSVForeignContent.describe(text) {
            throw ImportError.unsupportedFormat(file: file, found: found)
        }
        if !separatorIsGiven {
            separator = CSVSeparator.detect(firstLineOf: text)
            separatorByte = separator.byte
        }
    }

    private func malformed(_ reason: ImportError.Reason) -> ImportError {
        .malformed(file: file, line: line, reason: reason)
    }
}
