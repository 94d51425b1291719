import Foundation

/// Parses timestamps as found in CSV files into milliseconds since 1970 UTC:
///
/// - seconds since 1970, with an optional fraction: `1710491400`, `1710491400.25`;
/// - ISO 8601 date and time, `T` or a space between them, seconds and fraction optional,
///   with `Z`, `±hh`, `±hhmm` or `±hh:mm`: `2024-03-15T08:30:00Z`, `2024-03-15 08:30+01:00`;
///   without an offset the time is local, in the store's time zone.
///
/// Written by hand over bytes: `ISO8601DateFormatter` costs microseconds a row.
struct TimestampParser {
    enum Failure: Error {
        case invalid
        case outOfRange(hint: String?)
    }

    let timeZone: TimeZone
    private var offsetCache: (validFrom: Int64, validUntil: Int64, offset: Int64)?

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The instant `text` names, in milliseconds since 1970 UTC, within
    /// ``HeartRateSample/plausibleTimestamps``.
    mutating func milliseconds(_ text: UnsafeBufferPointer<UInt8>) throws(Failure) -> Int64 {
        var scanner = ByteScanner(text.trimmingSpaces)
        let milliseconds: Int64
        if scanner.isEpochNumber {
            milliseconds = try Self.epochMilliseconds(&scanner)
        } else {
            milliseconds = try iso8601Milliseconds(&scanner)
        }
        let range = HeartRateSample.plausibleTimestamps
        guard milliseconds >= range.lowerBound.millisecondsSince1970,
              milliseconds < range.upperBound.millisecondsSince1970
        else { throw .outOfRange(hint: nil) }
        return milliseconds
    }

    private static func epochMilliseconds(_ scanner: inout ByteScanner) throws(Failure) -> Int64 {
        let negative = scanner.skip(UInt8(ascii: "-"))
        guard let (seconds, digits) = scanner.integer(maximumDigits: 15) else { throw .invalid }
        var fraction: Int64 = 0
        if scanner.skip(UInt8(ascii: ".")) {
            fraction = try fractionMilliseconds(&scanner)
        }
        guard scanner.isAtEnd, !negative else { throw .outOfRange(hint: nil) }
        if digits >= 12 {
            // Seconds in the year 5138 and later; milliseconds of today have 13 digits.
            throw .outOfRange(hint: "this looks like milliseconds; use seconds")
        }
        return seconds * 1000 + fraction
    }

    private mutating func iso8601Milliseconds(_ scanner: inout ByteScanner) throws(Failure) -> Int64 {
        guard let year = scanner.fixedInteger(digits: 4), scanner.skip(UInt8(ascii: "-")),
              let month = scanner.fixedInteger(digits: 2), scanner.skip(UInt8(ascii: "-")),
              let day = scanner.fixedInteger(digits: 2),
              scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t")) || scanner.skip(UInt8(ascii: " ")),
              let hour = scanner.fixedInteger(digits: 2), scanner.skip(UInt8(ascii: ":")),
              let minute = scanner.fixedInteger(digits: 2)
        else { throw .invalid }
        var second: Int64 = 0
        var fraction: Int64 = 0
        if scanner.skip(UInt8(ascii: ":")) {
            guard let value = scanner.fixedInteger(digits: 2) else { throw .invalid }
            second = value
            if scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) {
                fraction = try Self.fractionMilliseconds(&scanner)
            }
        }
        guard CalendarDay(year: Int(year), month: Int(month), day: Int(day)) != nil,
              hour < 24, minute < 60, second < 60
        else { throw .invalid }
        let local = (Self.daysSince1970(year: year, month: month, day: day) * 86_400
            + hour * 3600 + minute * 60 + second) * 1000 + fraction
        let offset: Int64
        if scanner.isAtEnd {
            offset = localOffset(ofLocalTime: local)
        } else if scanner.skip(UInt8(ascii: "Z")) || scanner.skip(UInt8(ascii: "z")) {
            offset = 0
        } else {
            offset = try Self.explicitOffset(&scanner)
        }
        guard scanner.isAtEnd else { throw .invalid }
        return local - offset
    }

    /// Up to milliseconds of a decimal fraction (further digits are read and dropped).
    private static func fractionMilliseconds(_ scanner: inout ByteScanner) throws(Failure) -> Int64 {
        var milliseconds: Int64 = 0
        var digits = 0
        while let digit = scanner.digit() {
            if digits < 3 {
                milliseconds = milliseconds * 10 + digit
            }
            digits += 1
        }
        guard digits > 0 else { throw .invalid }
        for _ in digits..<max(digits, 3) {
            milliseconds *= 10
        }
        return milliseconds
    }

    /// `±hh`, `±hhmm` or `±hh:mm`, in milliseconds east of UTC.
    private static func explicitOffset(_ scanner: inout ByteScanner) throws(Failure) -> Int64 {
        let sign: Int64
        if scanner.skip(UInt8(ascii: "+")) {
            sign = 1
        } else if scanner.skip(UInt8(ascii: "-")) {
            sign = -1
        } else {
            throw .invalid
        }
        guard let hours = scanner.fixedInteger(digits: 2), hours <= 18 else { throw .invalid }
        var minutes: Int64 = 0
        if !scanner.isAtEnd {
            _ = scanner.skip(UInt8(ascii: ":"))
            guard let value = scanner.fixedInteger(digits: 2), value < 60 else { throw .invalid }
            minutes = value
        }
        return sign * (hours * 3600 + minutes * 60) * 1000
    }

    /// The time zone's offset for a local wall-clock time (given as if it were UTC), cached
    /// until the zone's next transition.
    private mutating func localOffset(ofLocalTime local: Int64) -> Int64 {
        if let cache = offsetCache, (cache.validFrom..<cache.validUntil).contains(local - cache.offset) {
            return cache.offset
        }
        let guess = Date(millisecondsSince1970: local)
        let first = Int64(timeZone.secondsFromGMT(for: guess)) * 1000
        let instant = Date(millisecondsSince1970: local - first)
        let offset = Int64(timeZone.secondsFromGMT(for: instant)) * 1000
        let start = local - offset
        let end = timeZone.nextDaylightSavingTimeTransition(after: instant)?.millisecondsSince1970 ?? Int64.max
        offsetCache = (start, end, offset)
        return offset
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// Reads ASCII numbers and signs from bytes, front to back.
struct ByteScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    var peekIsDigit: Bool { !isAtEnd && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) }

    /// Whether all the bytes are `-?digits(.digits)?`.
    var isEpochNumber: Bool {
        var sawDigit = false
        var sawPoint = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "-") where offset == 0: continue
            case UInt8(ascii: ".") where !sawPoint: sawPoint = true
            default: return false
            }
        }
        return sawDigit
    }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard !isAtEnd, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func digit() -> Int64? {
        guard peekIsDigit else { return nil }
        defer { index += 1 }
        return Int64(bytes[index] - UInt8(ascii: "0"))
    }

    /// Exactly `digits` digits.
    mutating func fixedInteger(digits: Int) -> Int64? {
        var value: Int64 = 0
        for _ in 0..<digits {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// One to `maximumDigits` digits, and how many there were.
    mutating func integer(maximumDigits: Int) -> (Int64, Int)? {
        var value: Int64 = 0
        var count = 0
        while count < maximumDigits, let digit = digit() {
            value = value * 10 + digit
            count += 1
        }
        return count > 0 ? (value, count) : nil
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: UnsafeBufferPointer<UInt8> {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == UInt8(ascii: " ") || self[start] == UInt8(ascii: "\t") {
            start += 1
        }
        while end > start, self[end - 1] == UInt8(ascii: " ") || self[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        return UnsafeBufferPointer(rebasing: self[start..<end])
    }
}
