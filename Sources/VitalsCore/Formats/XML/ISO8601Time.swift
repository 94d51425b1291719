/// Parses ISO 8601 date-times to milliseconds since 1970 UTC with integer arithmetic, without
/// allocating: `2020-06-01T14:52:40Z`, `2020-06-01T14:52:40.123+02:00`, `2020-06-01T14:52:40.5`,
/// and Apple Health's `2019-05-13 08:14:38 +0200`.
///
/// Accepted: a `T` or a space between date and time; seconds optional; a fraction of any
/// length (truncated to the millisecond); `Z`, `±hh:mm`, `±hhmm` or `±hh`, optionally after a
/// space. A time without a zone is taken as UTC: GPX 1.1 defines its times as UTC, TCX
/// writers (Garmin, Strava, Polar) write `Z`, and UTC reads the same file to the same
/// instants on every computer.
public enum ISO8601Time {
    /// What a text turned out to be.
    public enum Outcome: Sendable, Hashable {
        /// A time: milliseconds since 1970-01-01 UTC.
        case milliseconds(Int64)
        /// Not an ISO 8601 date-time at all.
        case notATime
        /// Shaped like one, but no such day or time exists (2019-02-30, 25:00).
        case impossible
    }

    /// Parses `bytes` (no surrounding white space).
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> Outcome {
        var scanner = Scanner(bytes: bytes)
        guard let year = scanner.digits(4), scanner.skip(UInt8(ascii: "-")),
              let month = scanner.digits(2), scanner.skip(UInt8(ascii: "-")),
              let day = scanner.digits(2),
              scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t")) || scanner.skip(UInt8(ascii: " ")),
              let hour = scanner.digits(2), scanner.skip(UInt8(ascii: ":")),
              let minute = scanner.digits(2) else {
            return .notATime
        }
        var second = 0
        var millisecond = 0
        if scanner.skip(UInt8(ascii: ":")) {
            guard let value = scanner.digits(2) else { return .notATime }
            second = value
            if scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) {
                guard let fraction = scanner.fractionMilliseconds() else { return .notATime }
                millisecond = fraction
            }
        }
        guard let offsetSeconds = scanner.zoneOffset(), scanner.atEnd else { return .notATime }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour <= 23, minute <= 59, second <= 60 else {
            return .impossible
        }
        let days = Int64(daysSince1970(year: year, month: month, day: day))
        let seconds = days * 86_400 + Int64(hour * 3_600 + minute * 60 + second - offsetSeconds)
        return .milliseconds(seconds * 1_000 + Int64(millisecond))
    }

    /// The number of days of `month` (1–12) in `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Reads the parts of a date-time from left to right.
    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Exactly `count` decimal digits as a number.
        mutating func digits(_ count: Int) -> Int? {
            guard bytes.count - index >= count else { return nil }
            var value = 0
            for offset in 0..<count {
                let digit = Int(bytes[index + offset]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            index += count
            return value
        }

        /// One or more fraction digits as milliseconds (truncated).
        mutating func fractionMilliseconds() -> Int? {
            var value = 0
            var count = 0
            while index < bytes.count, (48...57).contains(bytes[index]) {
                if count < 3 { value = value * 10 + Int(bytes[index]) - 48 }
                count += 1
                index += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 3) { value *= 10 }
            return value
        }

        /// The zone's offset east of UTC in seconds: 0 for `Z` or no zone; nil when malformed.
        mutating func zoneOffset() -> Int? {
            if atEnd { return 0 }
            if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) { return 0 }
            _ = skip(UInt8(ascii: " "))
            let sign: Int
            if skip(UInt8(ascii: "+")) {
                sign = 1
            } else if skip(UInt8(ascii: "-")) {
                sign = -1
            } else {
                return nil
            }
            guard let hours = digits(2), hours <= 23 else { return nil }
            var minutes = 0
            if !atEnd {
                _ = skip(UInt8(ascii: ":"))
                guard let value = digits(2), value <= 59 else { return nil }
                minutes = value
            }
            return sign * (hours * 3_600 + minutes * 60)
        }
    }
}
