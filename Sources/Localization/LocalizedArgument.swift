import Foundation

/// A value interpolated into a localized string: its text, formatted for the user's locale,
/// the specifier that stands for it in the catalog key (`%@`, `%lld`, `%lf`, or the one
/// given), and, for a whole number, the count that chooses a plural form.
public struct LocalizedArgument: Hashable, Sendable {
    /// The value as shown.
    public let text: String
    /// What stands for the value in the key.
    public let specifier: String
    /// The value, when it is a whole number.
    public let count: Int?

    /// A value already formatted, standing as `specifier` in the key.
    public init(text: String, specifier: String, count: Int? = nil) {
        self.text = text
        self.specifier = specifier
        self.count = count
    }

    /// A string (`%@`).
    public static func string(_ string: String) -> LocalizedArgument {
        LocalizedArgument(text: string, specifier: "%@")
    }

    /// A whole number (`%lld`), written in full with the locale's digit grouping
    /// (`12,345`, `12.345`), as SwiftUI writes it.
    public static func integer<T: BinaryInteger>(_ value: T) -> LocalizedArgument {
        let count = Int(clamping: value)
        // Below a thousand no locale groups digits: the common case needs no formatter.
        let text = (-999...999).contains(count) ? String(count) : count.formatted(.number.locale(.session))
        return LocalizedArgument(text: text, specifier: "%lld", count: count)
    }

    /// A decimal number (`%lf`: six places, with the locale's decimal separator).
    public static func floatingPoint<T: BinaryFloatingPoint>(_ value: T) -> LocalizedArgument {
        LocalizedArgument(text: FormatSpecifier.localized(String(format: "%lf", Double(value))), specifier: "%lf")
    }

    /// A whole number written by a `printf` specifier (`"%02d"`).
    public static func integer<T: BinaryInteger>(_ value: T, specifier: String) -> LocalizedArgument {
        LocalizedArgument(
            text: FormatSpecifier(specifier).format(integer: Int64(clamping: value)), specifier: specifier,
            count: Int(clamping: value))
    }

    /// A decimal number written by a `printf` specifier (`"%.1f"`).
    public static func floatingPoint<T: BinaryFloatingPoint>(_ value: T, specifier: String) -> LocalizedArgument {
        LocalizedArgument(text: FormatSpecifier(specifier).format(double: Double(value)), specifier: specifier)
    }

    /// The catalog key of `literals` and `arguments` in order: the literal text with `%%`
    /// for `%` and each argument's specifier in its place. A string without arguments is
    /// its own key, `%` and all.
    public static func key(_ pieces: [Piece]) -> String {
        if pieces.count == 1, case .literal(let literal) = pieces[0] { return literal }
        var key = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): key += literal.replacingOccurrences(of: "%", with: "%%")
            case .argument(let argument): key += argument.specifier
            }
        }
        return key
    }

    /// A piece of a localized string: text, or an argument.
    public enum Piece: Hashable, Sendable {
        case literal(String)
        case argument(LocalizedArgument)
    }
}
