import Foundation
import Localization

/// Where a CSV file's readings are, decided from its header line in one pass (time linear
/// in the header's length, however many columns it names).
///
/// - An OpenHRV recording (header `event,value,timestamp`) is ``Kind/openHRV``.
/// - Otherwise the columns are the ones ``CSVOptions/columns`` names, or else recognised by
///   name (``CSVColumnName``): `timestamp` and `bpm`, Vitals' own names, are chosen over
///   any other name (and may appear once each); else the one column named like a time and
///   the one named like a heart rate. Columns `Date` and `Time` together are read joined.
///   Two columns that could both be the time, or the heart rate, are refused with a message
///   listing them and saying how to choose. The source is the column `source`, else
///   `sourceName`, `device` or `deviceName`.
struct CSVLayout: Hashable {
    /// What the rows hold.
    enum Kind: Hashable {
        /// A heart rate per row.
        case samples
        /// OpenHRV's recording: `InterBeatInterval` rows give milliseconds between beats.
        case openHRV
    }

    let kind: Kind
    /// The number of columns.
    let count: Int
    /// The time column (for `Date` + `Time`, the date).
    let time: Int
    /// The column whose text follows the time column's, after a space (`Time`).
    let clock: Int?
    /// The heart-rate column (OpenHRV: the value column).
    let heartRate: Int
    /// The source column, if any.
    let source: Int?
    /// The OpenHRV event column.
    let event: Int?
    /// The header's names, trimmed, for messages.
    let names: [String]

    /// The name of the time column(s) for messages: `Time`, or `Date` + `Time`.
    var timeName: String {
        clock.map { "\(names[time])” + “\(names[$0])" } ?? names[time]
    }

    /// The name of the heart-rate column for messages.
    var heartRateName: String { names[heartRate] }
}

extension CSVLayout {
    /// The layout of the header `names` (line `line` of `file`) read with `options`.
    ///
    /// - Throws: ``ImportError/malformed(file:line:reason:)`` with
    ///   ``ImportError/Reason/repeatedColumn(_:)`` for a second `timestamp`, `bpm` or
    ///   `source`; ``ImportError/invalid(file:place:reason:)`` for a missing, ambiguous or
    ///   chosen-but-absent column.
    init(names raw: [String], options: CSVOptions, file: URL, line: Int) throws(ImportError) {
        let names = raw.map { $0.trimmingSpaces }
        let kinds = names.map(CSVColumnName.init)
        func fail(_ reason: String) -> ImportError {
            .invalid(file: file, place: FilePlace(.line(line)), reason: reason)
        }
        let source = Self.sourceColumn(kinds)
        if let choice = options.columns {
            let (time, clock) = try Self.chosenTime(choice.time, in: names, fail: fail)
            let heartRate = try Self.chosen(choice.heartRate, in: names, fail: fail)
            self.init(kind: .samples, count: names.count, time: time, clock: clock, heartRate: heartRate,
                      source: source, event: nil, names: names)
            return
        }
        if kinds == [.event, .heartRate, .timestamp] {
            self.init(kind: .openHRV, count: 3, time: 2, clock: nil, heartRate: 1, source: nil, event: 0,
                      names: names)
            return
        }
        var timestamp: Int?
        var bpm: Int?
        var sourceNamed: Int?
        var times: [Int] = []
        var heartRates: [Int] = []
        for (index, kind) in kinds.enumerated() {
            switch kind {
            case .timestamp: try Self.claim(&timestamp, index, "timestamp", file, line)
            case .bpm: try Self.claim(&bpm, index, "bpm", file, line)
            case .source(preference: 0): try Self.claim(&sourceNamed, index, "source", file, line)
            case .time: times.append(index)
            case .heartRate: heartRates.append(index)
            default: break
            }
        }
        var (time, clock): (Int, Int?)
        if let timestamp {
            (time, clock) = (timestamp, nil)
        } else {
            (time, clock) = try Self.timeColumns(times, kinds, names, fail: fail)
        }
        let heartRate = if let bpm { bpm } else { try Self.heartRateColumn(heartRates, names, fail: fail) }
        self.init(kind: .samples, count: names.count, time: time, clock: clock, heartRate: heartRate,
                  source: source, event: nil, names: names)
    }

    /// What to do when the header does not tell the columns: a clause of its own, after a semicolon.
    private static var howToChoose: String {
        String(localized: "choose the columns with --columns TIME,BPM (for example --columns \"Date+Time,HR\")")
    }

    private static func timeColumns(
        _ times: [Int], _ kinds: [CSVColumnName], _ names: [String], fail: (String) -> ImportError
    ) throws(ImportError) -> (Int, Int?) {
        switch times.count {
        case 0:
            throw fail(String(localized: """
                the header names no time column (it names \(CSVHeaderList.quoted(names))); Vitals recognises \
                timestamp, time, date, datetime, start or startDate; \(howToChoose)
                """))
        case 1:
            return (times[0], nil)
        case 2:
            if case .time(isDateOnly: true, _) = kinds[times[0]], case .time(_, isClockOnly: true) = kinds[times[1]] {
                return (times[0], times[1])
            }
            if case .time(_, isClockOnly: true) = kinds[times[0]], case .time(isDateOnly: true, _) = kinds[times[1]] {
                return (times[1], times[0])
            }
            fallthrough
        default:
            throw fail(String(localized: """
                the header names several time columns (\(CSVHeaderList.quoted(times.map { names[$0] }))); \
                \(howToChoose)
                """))
        }
    }

    private static func heartRateColumn(_ heartRates: [Int], _ names: [String],
                                        fail: (String) -> ImportError) throws(ImportError) -> Int {
        guard heartRates.count <= 1 else {
            throw fail(String(localized: """
                the header names several heart-rate columns (\(CSVHeaderList.quoted(heartRates.map { names[$0] }))); \
                \(howToChoose)
                """))
        }
        guard let column = heartRates.first else {
            throw fail(String(localized: """
                the header names no heart-rate column (it names \(CSVHeaderList.quoted(names))); Vitals recognises \
                bpm, heart rate, hr, pulse or value; \(howToChoose)
                """))
        }
        return column
    }

    /// The most preferred source column (the first of equally preferred ones).
    private static func sourceColumn(_ kinds: [CSVColumnName]) -> Int? {
        var best: (index: Int, preference: Int)?
        for (index, kind) in kinds.enumerated() {
            if case let .source(preference) = kind, preference < best?.preference ?? .max {
                best = (index, preference)
            }
        }
        return best?.index
    }

    /// The column(s) `choice` names: one name, or two joined by `+`.
    private static func chosenTime(_ choice: String, in names: [String],
                                   fail: (String) -> ImportError) throws(ImportError) -> (Int, Int?) {
        let parts = choice.split(separator: "+", omittingEmptySubsequences: false)
        if parts.count == 2, !names.contains(where: { same($0, choice) }) {
            return try (chosen(String(parts[0]), in: names, fail: fail), chosen(String(parts[1]), in: names, fail: fail))
        }
        return try (chosen(choice, in: names, fail: fail), nil)
    }

    /// The one column named `choice` (in any case, spaces around trimmed), or else the one
    /// whose normalized name is the same.
    private static func chosen(_ choice: String, in names: [String],
                               fail: (String) -> ImportError) throws(ImportError) -> Int {
        let wanted = choice.trimmingSpaces
        var matches = names.indices.filter { same(names[$0], wanted) }
        if matches.isEmpty {
            let normalized = CSVColumnName.normalized(wanted)
            matches = names.indices.filter { CSVColumnName.normalized(names[$0]) == normalized }
        }
        guard matches.count == 1 else {
            throw fail(matches.isEmpty
                ? String(localized: """
                    the header names no column “\(wanted)” chosen with --columns (it names \
                    \(CSVHeaderList.quoted(names)))
                    """)
                : String(localized: """
                    the header names the column “\(wanted)” chosen with --columns \(matches.count) times
                    """))
        }
        return matches[0]
    }

    private static func same(_ name: String, _ other: String) -> Bool {
        name.caseInsensitiveCompare(other.trimmingSpaces) == .orderedSame
    }

    /// Records `index` as the column `name`, unless an earlier column was already it.
    private static func claim(_ column: inout Int?, _ index: Int, _ name: String, _ file: URL,
                              _ line: Int) throws(ImportError) {
        guard column == nil else {
            throw .malformed(file: file, line: line, reason: .repeatedColumn(name))
        }
        column = index
    }
}
