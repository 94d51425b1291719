/// Apple Health export dates (`2019-05-13 08:14:38 +0200`) to milliseconds since 1970 UTC,
/// with integer arithmetic and no allocation.
///
/// Forgiving where real exports vary: spaces around the value and between its parts, a `T`
/// between date and time, fractional seconds, `Z` or `+02:00` for the offset. Strict where a
/// wrong reading would follow: every field has its digits and range, the day exists in its
/// month (2019-02-30 is refused), and the offset is required (without it the time is unknown).
enum AppleHealthDate {
    /// The time of `text` in milliseconds since 1970-01-01 UTC, or nil when it is not a valid date.
    static func milliseconds(_ text: UnsafeRawBufferPointer) -> Int64? {
        var scanner = Scanner(bytes: text)
        scanner.skipSpaces()
        guard let year = scanner.number(digits: 4), scanner.take(UInt8(ascii: "-")),
              let month = scanner.number(digits: 2), scanner.take(UInt8(ascii: "-")),
              let day = scanner.number(digits: 2)
        else { return nil }
        let separated = scanner.take(UInt8(ascii: "T")) || scanner.skipSpaces() > 0
        guard separated, let hour = scanner.number(digits: 2), scanner.take(UInt8(ascii: ":")),
              let minute = scanner.number(digits: 2), scanner.take(UInt8(ascii: ":")),
              let second = scanner.number(digits: 2)
        else { return nil }
        var millisecond: Int64 = 0
        if scanner.take(UInt8(ascii: ".")) || scanner.take(UInt8(ascii: ",")) {
            guard let fraction = scanner.fractionMilliseconds() else { return nil }
            millisecond = fraction
        }
        scanner.skipSpaces()
        guard let offsetMinutes = scanner.offsetMinutes() else { return nil }
        scanner.skipSpaces()
        guard scanner.atEnd, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second - offsetMinutes * 60
        return seconds * 1000 + millisecond
    }

    /// The number of days in `month` of `year` (proleptic Gregorian).
    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date (Howard Hinnant's `days_from_civil`).
    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A cursor over the date's bytes.
    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        var atEnd: Bool { index == bytes.count }

        /// Skips spaces and tabs (and the stray control characters exports hold); returns how many.
        @discardableResult
        mutating func skipSpaces() -> Int {
            let start = index
            while index < bytes.count, bytes[index] == 0x20 || (bytes[index] < 0x20 && bytes[index] != 0) {
                index += 1
            }
            return index - start
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Exactly `digits` decimal digits.
        mutating func number(digits: Int) -> Int64? {
            guard bytes.count - index >= digits else { return nil }
            var value: Int64 = 0
            for _ in 0..<digits {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int64(digit)
                index += 1
            }
            return value
        }

        /// One or more digits after the decimal point, as milliseconds (beyond the third ignored).
        mutating func fractionMilliseconds() -> Int64? {
            var value: Int64 = 0
            var count = 0
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                if count < 3 { value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
                count += 1
                index += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 3) { value *= 10 }
            return value
        }

        /// `Z`, `+HHMM`, `-HHMM`, `+HH:MM` or `+HH` as minutes east of UTC.
        mutating func offsetMinutes() -> Int64? {
            if take(UInt8(ascii: "Z")) { return 0 }
            let sign: Int64
            if take(UInt8(ascii: "+")) {
                sign = 1
            } else if take(UInt8(ascii: "-")) {
                sign = -1
            } else {
                return nil
            }
            guard let hours = number(digits: 2), hours <= 18 else { return nil }
            _ = take(UInt8(ascii: ":"))
            var minutes: Int64 = 0
            if index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                guard let value = number(digits: 2), value < 60 else { return nil }
                minutes = value
            }
            return sign * (hours * 60 + minutes)
        }
    }
}
