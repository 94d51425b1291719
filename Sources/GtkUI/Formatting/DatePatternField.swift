import Foundation

extension DatePattern {
    /// A part of an ICU date pattern (Unicode TR35 date field symbols): text as it is, or a
    /// field with its letter's width.
    enum Field: Equatable {
        case literal(String)
        /// `y`: the year; `yy` its last two digits, otherwise padded to the width.
        case year(width: Int)
        /// `M` (in a date) or `L` (on its own): 1–2 a number, 3 the short name, 4 the name.
        case month(width: Int, standalone: Bool)
        /// `d`: the day of the month.
        case day(width: Int)
        /// `E` (1–4), `e` or `c` (3–4): the short (1–3) or full (4) weekday name.
        case weekday(full: Bool, standalone: Bool)
        /// `a`: AM or PM.
        case period
        /// `h` (1–12), `H` (0–23), `K` (0–11), `k` (1–24).
        case hour(letter: Character, width: Int)
        /// `m`: minutes.
        case minute(width: Int)
        /// `s`: seconds.
        case second(width: Int)

        /// The calendar component the field shows, if any.
        var component: Calendar.Component? {
            switch self {
            case .literal: nil
            case .year: .year
            case .month: .month
            case .day: .day
            case .weekday: .weekday
            case .period, .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        /// The fields of `pattern`, or `nil` if it uses a field not applied here.
        static func parse(_ pattern: String) -> [Field]? {
            var fields: [Field] = []
            var literal = ""
            var characters = pattern[...]
            while let character = characters.first {
                if character == "'" {
                    // Quoted text; '' is a quote, inside quotes or out.
                    characters = characters.dropFirst()
                    if characters.first == "'" {
                        literal.append("'")
                        characters = characters.dropFirst()
                        continue
                    }
                    while let quoted = characters.first {
                        characters = characters.dropFirst()
                        if quoted == "'" {
                            guard characters.first == "'" else { break }
                            characters = characters.dropFirst()
                        }
                        literal.append(quoted)
                    }
                } else if character.isASCII, character.isLetter {
                    let width = characters.prefix { $0 == character }.count
                    characters = characters.dropFirst(width)
                    guard let field = field(character, width: width) else { return nil }
                    if !literal.isEmpty {
                        fields.append(.literal(literal))
                        literal = ""
                    }
                    fields.append(field)
                } else {
                    literal.append(character)
                    characters = characters.dropFirst()
                }
            }
            if !literal.isEmpty { fields.append(.literal(literal)) }
            return fields
        }

        private static func field(_ letter: Character, width: Int) -> Field? {
            switch (letter, width) {
            case ("y", _): .year(width: width)
            case ("M", 1...4): .month(width: width, standalone: false)
            case ("L", 1...4): .month(width: width, standalone: true)
            case ("d", 1...2): .day(width: width)
            case ("E", 1...4): .weekday(full: width == 4, standalone: false)
            case ("e", 3...4): .weekday(full: width == 4, standalone: false)
            case ("c", 3...4): .weekday(full: width == 4, standalone: true)
            case ("a", 1...3): .period
            case ("h", 1...2), ("H", 1...2), ("K", 1...2), ("k", 1...2): .hour(letter: letter, width: width)
            case ("m", 1...2): .minute(width: width)
            case ("s", 1...2): .second(width: width)
            default: nil
            }
        }

        /// Appends this field of the date whose components are `parts`.
        func append(_ parts: DateComponents, names: Names, to text: inout String) {
            switch self {
            case .literal(let literal):
                text += literal
            case .year(let width):
                let year = parts.year ?? 0
                if width == 2 {
                    Self.append(year % 100, width: 2, to: &text)
                } else {
                    Self.append(year, width: width, to: &text)
                }
            case .month(let width, let standalone):
                let month = parts.month ?? 1
                switch width {
                case 3: text += Self.name(month - 1, standalone ? names.shortStandaloneMonths : names.shortMonths)
                case 4: text += Self.name(month - 1, standalone ? names.standaloneMonths : names.months)
                default: Self.append(month, width: width, to: &text)
                }
            case .day(let width):
                Self.append(parts.day ?? 1, width: width, to: &text)
            case .weekday(let full, let standalone):
                let symbols = switch (full, standalone) {
                case (false, false): names.shortWeekdays
                case (false, true): names.shortStandaloneWeekdays
                case (true, false): names.weekdays
                case (true, true): names.standaloneWeekdays
                }
                text += Self.name((parts.weekday ?? 1) - 1, symbols)
            case .period:
                text += (parts.hour ?? 0) < 12 ? names.am : names.pm
            case .hour(let letter, let width):
                let hour = parts.hour ?? 0
                let shown = switch letter {
                case "h": hour % 12 == 0 ? 12 : hour % 12
                case "K": hour % 12
                case "k": hour == 0 ? 24 : hour
                default: hour
                }
                Self.append(shown, width: width, to: &text)
            case .minute(let width):
                Self.append(parts.minute ?? 0, width: width, to: &text)
            case .second(let width):
                Self.append(parts.second ?? 0, width: width, to: &text)
            }
        }

        private static func name(_ index: Int, _ names: [String]) -> String {
            names.indices.contains(index) ? names[index] : ""
        }

        /// `value` in ASCII digits, zero-padded to `width`.
        private static func append(_ value: Int, width: Int, to text: inout String) {
            let digits = String(value)
            if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
            text += digits
        }
    }
}
