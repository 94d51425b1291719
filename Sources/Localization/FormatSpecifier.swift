import Foundation

/// A `printf` specifier given to a text interpolation (`specifier: "%.1f"`), checked before
/// use: exactly one integer or floating-point conversion, with flags, width and precision,
/// and literal text around it. The value is converted to the kind the conversion expects, so
/// a specifier that does not match its value (`"%d"` for a `Double`, `"%@"`, `"%s"`) can
/// neither crash nor read memory; a specifier that is not understood shows the value as
/// Swift writes it. Decimals use the user's locale's separator (`1,5` in German).
struct FormatSpecifier {
    private enum Kind { case integer, floatingPoint }

    /// The specifier rewritten for `Int64` or `Double`, and which of them it takes.
    private let format: String?
    private let kind: Kind?

    init(_ specifier: String) {
        let characters = Array(specifier)
        var rewritten = ""
        var found: Kind?
        var index = 0
        var valid = true
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else {
                rewritten.append(character)
                index += 1
                continue
            }
            if index + 1 < characters.count, characters[index + 1] == "%" {
                rewritten += "%%"
                index += 2
                continue
            }
            // %[flags][width][.precision][length]conversion
            var spec = "%"
            index += 1
            while index < characters.count, "-+ #0'".contains(characters[index]) { spec.append(characters[index]); index += 1 }
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { spec.append(characters[index]); index += 1 }
            if index < characters.count, characters[index] == "." {
                spec.append(".")
                index += 1
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { spec.append(characters[index]); index += 1 }
            }
            while index < characters.count, "hlqLzjt".contains(characters[index]) { index += 1 }
            guard index < characters.count, found == nil else { valid = false; break }
            let conversion = characters[index]
            index += 1
            if "diouxX".contains(conversion) {
                found = .integer
                rewritten += spec + "ll" + String(conversion)
            } else if "fFeEgGaA".contains(conversion) {
                found = .floatingPoint
                rewritten += spec + String(conversion)
            } else {
                valid = false
                break
            }
        }
        format = valid && found != nil ? rewritten : nil
        kind = valid ? found : nil
    }

    func format(integer value: Int64) -> String {
        guard let format, let kind else { return String(value) }
        switch kind {
        case .integer: return String(format: format, value)
        case .floatingPoint: return Self.localized(String(format: format, Double(value)))
        }
    }

    func format(double value: Double) -> String {
        guard let format, let kind else { return String(value) }
        switch kind {
        case .floatingPoint: return Self.localized(String(format: format, value))
        case .integer:
            guard value.isFinite else { return String(value) }
            return String(format: format, Int64(clamping: Int(exactly: value.rounded(.towardZero)) ?? (value < 0 ? Int.min : Int.max)))
        }
    }

    /// The user's decimal separator, read once (the locale is the process's).
    private static let decimalSeparator = Locale.session.decimalSeparator ?? "."

    /// A number `printf` wrote, with the user's decimal separator (`1,5` in German): digits,
    /// padding and precision as the specifier says; no grouping, as `printf` has none.
    static func localized(_ number: String) -> String {
        guard decimalSeparator != ".", let point = number.firstIndex(of: ".") else { return number }
        return number.replacingCharacters(in: point...point, with: decimalSeparator)
    }
}
