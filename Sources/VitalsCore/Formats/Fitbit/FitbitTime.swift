/// The time formats of Fitbit files, parsed over bytes with integer arithmetic.
enum FitbitTime {
    /// Milliseconds since 1970 UTC for an export time `MM/dd/yy HH:mm:ss` (Fitbit and Google
    /// Takeout `heart_rate-*.json`, always UTC; a two-digit year is 20yy) or
    /// `MM/dd/yyyy HH:mm:ss`; nil when the text is not of that form or names no real time
    /// (February 30, hour 24).
    static func exportMilliseconds(_ text: [UInt8]) -> Int64? {
        let yearDigits: Int
        switch text.count {
        case 17: yearDigits = 2
        case 19: yearDigits = 4
        default: return nil
        }
        var reader = FixedDigits(text)
        guard let month = reader.number(digits: 2), reader.skip(UInt8(ascii: "/")),
              let day = reader.number(digits: 2), reader.skip(UInt8(ascii: "/")),
              let year = reader.number(digits: yearDigits), reader.skip(UInt8(ascii: " ")),
              let hour = reader.number(digits: 2), reader.skip(UInt8(ascii: ":")),
              let minute = reader.number(digits: 2), reader.skip(UInt8(ascii: ":")),
              let second = reader.number(digits: 2)
        else { return nil }
        let fullYear = yearDigits == 2 ? 2000 + year : year
        guard CalendarDay(year: Int(fullYear), month: Int(month), day: Int(day)) != nil,
              hour < 24, minute < 60, second < 60
        else { return nil }
        let days = TimestampParser.daysSince1970(year: fullYear, month: month, day: day)
        return (days * 86_400 + hour * 3600 + minute * 60 + second) * 1000
    }

    /// Whether `text` is a Web API date `yyyy-MM-dd` naming a real day.
    static func isWebDate(_ text: [UInt8]) -> Bool {
        var reader = FixedDigits(text)
        guard text.count == 10, let year = reader.number(digits: 4), reader.skip(UInt8(ascii: "-")),
              let month = reader.number(digits: 2), reader.skip(UInt8(ascii: "-")),
              let day = reader.number(digits: 2)
        else { return false }
        return CalendarDay(year: Int(year), month: Int(month), day: Int(day)) != nil
    }

    /// Whether `text` is a Web API time of day `HH:mm:ss` (or `HH:mm`).
    static func isWebTimeOfDay(_ text: [UInt8]) -> Bool {
        var reader = FixedDigits(text)
        guard text.count == 8 || text.count == 5,
              let hour = reader.number(digits: 2), reader.skip(UInt8(ascii: ":")),
              let minute = reader.number(digits: 2), hour < 24, minute < 60
        else { return false }
        if text.count == 5 { return true }
        guard reader.skip(UInt8(ascii: ":")), let second = reader.number(digits: 2) else { return false }
        return second < 60
    }
}

/// Reads fixed-width decimal fields and separators from the front of some bytes.
private struct FixedDigits {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func number(digits: Int) -> Int64? {
        guard index + digits <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[index..<index + digits] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        index += digits
        return value
    }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }
}
