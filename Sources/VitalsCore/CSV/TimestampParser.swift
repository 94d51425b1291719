import Foundation

/// Parses timestamps as found in CSV files into milliseconds since 1970 UTC:
///
/// - a number since 1970, its unit told by its magnitude (see ``epochMilliseconds(_:)``):
///   seconds `1710491400` (with an optional fraction, `1710491400.25`), milliseconds
///   `1710491400250`, microseconds or nanoseconds;
/// - a date and a time, `T` or spaces between them: the date year first (`2024-03-15`,
///   `2024/03/15`), day first with dots (`15.03.2024`), or with slashes or dashes in the
///   order of ``dateOrder`` (`15/03/2024`, `03/15/2024`); the time `8:30`, `08:30:00`,
///   `08:30:00.123` (or `,123`), optionally `AM`/`PM`, then optionally `Z`, `UTC`, `GMT`,
///   `±hh`, `±hhmm` or `±hh:mm`, spaces allowed before them: `2024-03-15T08:30:00Z`,
///   `2024-03-15 08:30:00 +0100`, `3/15/2024 8:30:00 PM`. Without an offset the time is
///   local, in ``timeZone``.
///
/// Day and month in slashed dates: when ``dateOrder`` is not given, the first date whose
/// first or second number is over 12 fixes it for the rest of the file; a date before
/// that which reads both ways (`03/04/2024`) is refused (``TimeFailure/ambiguousDayMonth``),
/// never guessed. `04/04/2024` reads the same both ways and is accepted.
///
/// Written by hand over bytes: `ISO8601DateFormatter` costs microseconds a row.
struct TimestampParser {
    /// Why ``milliseconds(_:)`` refused a timestamp (the store import's range check).
    enum Failure: Error {
        case invalid
        case outOfRange(hint: String?)
    }

    /// Why ``instant(_:)`` refused a timestamp.
    enum TimeFailure: Error, Equatable {
        /// Not a timestamp in any form read.
        case invalid
        /// A slashed date that reads both ways, before any date fixed the order.
        case ambiguousDayMonth
        /// A slashed date impossible in the order earlier dates fixed, possible in the other.
        case againstDateOrder(CSVDateOrder)
    }

    let timeZone: TimeZone
    /// Whether a comma may be the decimal point of a number since 1970 (a file whose
    /// separator is not the comma).
    var decimalComma = false
    /// The order of day and month in slashed dates: given, or learnt from the file.
    var dateOrder: CSVDateOrder?
    let dateOrderIsGiven: Bool
    private var offsetCache: (validFrom: Int64, validUntil: Int64, offset: Int64)?

    init(timeZone: TimeZone, dateOrder: CSVDateOrder? = nil) {
        self.timeZone = timeZone
        self.dateOrder = dateOrder
        dateOrderIsGiven = dateOrder != nil
    }

    /// The instant `text` names, in milliseconds since 1970 UTC, within
    /// ``HeartRateSample/plausibleTimestamps`` (for the store's own import, which refuses
    /// the file for a time outside them).
    mutating func milliseconds(_ text: UnsafeBufferPointer<UInt8>) throws(Failure) -> Int64 {
        let milliseconds: Int64
        do {
            milliseconds = try instant(text)
        } catch {
            throw .invalid
        }
        guard ReadingCheck.plausibleMilliseconds.contains(milliseconds) else { throw .outOfRange(hint: nil) }
        return milliseconds
    }

    /// The instant `text` names, in milliseconds since 1970 UTC, whatever it is (a sink
    /// refuses the implausible ones); a number too large for milliseconds gives `Int64.max`.
    mutating func instant(_ text: UnsafeBufferPointer<UInt8>) throws(TimeFailure) -> Int64 {
        var scanner = ByteScanner(text.trimmingSpaces)
        if scanner.isEpochNumber(decimalComma: decimalComma) {
            return try Self.epochMilliseconds(&scanner)
        }
        let (year, month, day) = try calendarDate(&scanner)
        guard scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t")) || scanner.skipSpaces()
        else { throw .invalid }
        _ = scanner.skipSpaces()
        let time = try Self.timeOfDay(&scanner)
        let local = Self.daysSince1970(year: year, month: month, day: day) * 86_400_000 + time
        _ = scanner.skipSpaces()
        let offset: Int64
        if scanner.isAtEnd {
            offset = localOffset(ofLocalTime: local)
        } else {
            offset = try Self.explicitOffset(&scanner)
        }
        guard scanner.isAtEnd else { throw .invalid }
        return local - offset
    }

    /// A number since 1970 in the unit its magnitude tells, for times in 1973–5138:
    /// under 10¹¹ seconds, under 10¹⁴ milliseconds, under 10¹⁷ microseconds, else
    /// nanoseconds. (Seconds reach 10¹¹ only in 5138; milliseconds pass 10¹¹ in 1973.)
    /// Parts of a millisecond are dropped.
    static func epochMilliseconds(_ scanner: inout ByteScanner) throws(TimeFailure) -> Int64 {
        let negative = scanner.skip(UInt8(ascii: "-"))
        guard var (whole, _) = scanner.integer(maximumDigits: 18) else { throw .invalid }
        if let digit = scanner.digit() {
            // A 19th digit fits up to Int64.max (nanoseconds until 2262); more never do.
            let (tenfold, overflow) = whole.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = tenfold.addingReportingOverflow(digit)
            if overflow || overflowAgain || scanner.peekIsDigit {
                return negative ? .min : .max
            }
            whole = sum
        }
        var fraction: Int64 = 0
        if scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) {
            fraction = try fractionMilliseconds(&scanner)
        }
        guard scanner.isAtEnd else { throw .invalid }
        let milliseconds = switch whole {
        case ..<100_000_000_000: whole * 1000 + fraction
        case ..<100_000_000_000_000: whole
        case ..<100_000_000_000_000_000: whole / 1000
        default: whole / 1_000_000
        }
        return negative ? -milliseconds : milliseconds
    }

    /// `hh:mm`, `:ss` and a fraction optional, then optionally `AM` or `PM`: milliseconds
    /// since midnight.
    private static func timeOfDay(_ scanner: inout ByteScanner) throws(TimeFailure) -> Int64 {
        guard let (hour, _) = scanner.integer(maximumDigits: 2), scanner.skip(UInt8(ascii: ":")),
              let minute = scanner.fixedInteger(digits: 2)
        else { throw .invalid }
        var second: Int64 = 0
        var fraction: Int64 = 0
        if scanner.skip(UInt8(ascii: ":")) {
            guard let value = scanner.fixedInteger(digits: 2) else { throw .invalid }
            second = value
            if scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) {
                fraction = try fractionMilliseconds(&scanner)
            }
        }
        var hours = hour
        var probe = scanner
        _ = probe.skipSpaces()
        let morning = probe.skipWord("AM")
        let afternoon = !morning && probe.skipWord("PM")
        if morning || afternoon {
            guard (1...12).contains(hour) else { throw .invalid }
            hours = hour % 12 + (afternoon ? 12 : 0)
            scanner = probe
        }
        guard hours < 24, minute < 60, second < 60 else { throw .invalid }
        return ((hours * 60 + minute) * 60 + second) * 1000 + fraction
    }

    /// Up to milliseconds of a decimal fraction (further digits are read and dropped).
    static func fractionMilliseconds(_ scanner: inout ByteScanner) throws(TimeFailure) -> Int64 {
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

    /// `Z`, `UTC`, `GMT` (each optionally followed by an offset), `±hh`, `±hhmm` or
    /// `±hh:mm`, in milliseconds east of UTC.
    private static func explicitOffset(_ scanner: inout ByteScanner) throws(TimeFailure) -> Int64 {
        if scanner.skip(UInt8(ascii: "Z")) || scanner.skip(UInt8(ascii: "z")) {
            return 0
        }
        if scanner.skipWord("UTC") || scanner.skipWord("GMT"), scanner.isAtEnd {
            return 0
        }
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
        // The offset holds from the instant looked up to the zone's next transition. (In a
        // spring-forward gap the local time's own instant lies after that transition, so
        // the range is counted from the instant looked up, never from the local time.)
        let start = local - first
        let end = timeZone.nextDaylightSavingTimeTransition(after: instant)?.millisecondsSince1970 ?? Int64.max
        offsetCache = start < end ? (start, end, offset) : nil
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
