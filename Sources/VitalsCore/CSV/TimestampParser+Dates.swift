extension TimestampParser {
    /// The date at the start of a timestamp: year first (`2024-03-15`, `2024/3/15`), day
    /// first with dots (`15.03.2024`), or two numbers then a four-digit year with slashes or
    /// dashes (`15/03/2024`, `3/15/2024`) in ``dateOrder``; checked to exist.
    mutating func calendarDate(_ scanner: inout ByteScanner) throws(TimeFailure) -> (Int64, Int64, Int64) {
        if scanner.hasDigits(4) {
            guard let year = scanner.fixedInteger(digits: 4), let separator = scanner.peek,
                  separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/"), scanner.skip(separator),
                  let (month, _) = scanner.integer(maximumDigits: 2), scanner.skip(separator),
                  let (day, _) = scanner.integer(maximumDigits: 2),
                  Self.exists(year: year, month: month, day: day)
            else { throw .invalid }
            return (year, month, day)
        }
        guard let (first, _) = scanner.integer(maximumDigits: 2), let separator = scanner.peek,
              separator == UInt8(ascii: "/") || separator == UInt8(ascii: ".") || separator == UInt8(ascii: "-"),
              scanner.skip(separator),
              let (second, _) = scanner.integer(maximumDigits: 2), scanner.skip(separator),
              let year = scanner.fixedInteger(digits: 4), !scanner.peekIsDigit
        else { throw .invalid }
        let (day, month) = separator == UInt8(ascii: ".")
            ? (first, second) : try dayAndMonth(first, second, year: year)
        guard Self.exists(year: year, month: month, day: day) else { throw .invalid }
        return (year, month, day)
    }

    /// Day and month of a slashed date `first/second/year`, in the order given or learnt;
    /// learns the order from a date that reads only one way.
    private mutating func dayAndMonth(_ first: Int64, _ second: Int64, year: Int64) throws(TimeFailure) -> (Int64, Int64) {
        let dayFirst = Self.exists(year: year, month: second, day: first)
        let monthFirst = Self.exists(year: year, month: first, day: second)
        switch dateOrder {
        case .dayMonth?:
            if !dayFirst, monthFirst, !dateOrderIsGiven { throw .againstDateOrder(.dayMonth) }
            return (first, second)
        case .monthDay?:
            if !monthFirst, dayFirst, !dateOrderIsGiven { throw .againstDateOrder(.monthDay) }
            return (second, first)
        case nil:
            if first == second || dayFirst == monthFirst && !dayFirst {
                // The same date both ways, or no date either way (refused by the caller).
                return (first, second)
            }
            guard dayFirst != monthFirst else { throw .ambiguousDayMonth }
            dateOrder = dayFirst ? .dayMonth : .monthDay
            return dayFirst ? (first, second) : (second, first)
        }
    }

    /// Whether the proleptic Gregorian date exists (years 1–9999).
    static func exists(year: Int64, month: Int64, day: Int64) -> Bool {
        CalendarDay(year: Int(year), month: Int(month), day: Int(day)) != nil
    }
}
