/// What a CSV header name says a column holds, recognised in any case and ignoring spaces,
/// underscores, hyphens, dots and a unit in brackets: `Heart Rate (bpm)`, `heart_rate` and
/// `HeartRate` are all ``heartRate``.
enum CSVColumnName: Equatable {
    /// `timestamp`: the time column of Vitals' own files, chosen over any other time column.
    case timestamp
    /// Another name of a column of times: `time`, `date`, `datetime`, `date time`, `start`,
    /// `startDate`, `start time`, and the German `Zeit`, `Zeitstempel`, `Datum`, `Uhrzeit`.
    /// A date-only (`date`, `Datum`) and a clock-only (`time`, `Uhrzeit`) column are read joined.
    case time(isDateOnly: Bool, isClockOnly: Bool)
    /// `bpm`: the heart-rate column of Vitals' own files, chosen over any other.
    case bpm
    /// Another name of a heart-rate column: `heart rate`, `heartrate`, `hr`, `pulse`,
    /// `pulse rate`, `value`, and the German `Puls`, `Herzfrequenz`.
    case heartRate
    /// A source column, most preferred first: `source` (0), `sourceName` or `Quelle` (1),
    /// `device` or `Gerät` (2), `deviceName` (3).
    case source(preference: Int)
    /// `event` (the first column of OpenHRV recordings).
    case event
    /// Anything else.
    case other

    /// What `name` says its column holds.
    init(_ name: String) {
        switch Self.normalized(name) {
        case "timestamp": self = .timestamp
        case "date", "datum": self = .time(isDateOnly: true, isClockOnly: false)
        case "time", "uhrzeit": self = .time(isDateOnly: false, isClockOnly: true)
        case "datetime", "start", "startdate", "starttime", "startdatetime", "zeit", "zeitstempel":
            self = .time(isDateOnly: false, isClockOnly: false)
        case "bpm": self = .bpm
        case "heartrate", "heartratebpm", "hr", "hrbpm", "pulse", "pulserate", "value", "puls", "herzfrequenz":
            self = .heartRate
        case "source": self = .source(preference: 0)
        case "sourcename", "quelle": self = .source(preference: 1)
        case "device", "gerät", "gerat": self = .source(preference: 2)
        case "devicename": self = .source(preference: 3)
        case "event": self = .event
        default: self = .other
        }
    }

    /// `name` in lower case without spaces, underscores, hyphens, dots or bracketed parts.
    static func normalized(_ name: String) -> String {
        var result = ""
        var depth = 0
        for scalar in name.unicodeScalars {
            switch scalar {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth = max(0, depth - 1)
            case " ", "\t", "_", "-", ".", "\u{FEFF}": continue
            default:
                if depth == 0 {
                    result.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                }
            }
        }
        return result
    }
}
