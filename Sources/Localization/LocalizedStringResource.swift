import Foundation

/// A string to localize later, as Foundation's `LocalizedStringResource`: a key and its
/// English value, the table (gettext domain) to look it up in, and the bundle. Pass it
/// around; `String(localized:)` resolves it in the user's language when shown.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where a resource's catalog is: the program's own, or a bundle's at a URL.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
    }

    /// The catalog key.
    public var key: String { defaultValue.key }
    /// The text shown when the catalog has no translation.
    public let defaultValue: String.LocalizationValue
    /// The domain to look in, or `nil` for the bundle's or the default one.
    public let table: String?
    /// The locale, kept as Foundation keeps it; lookups follow the process's locale.
    public var locale: Locale
    /// The bundle whose domain to look in.
    public let bundle: BundleDescription

    /// A resource whose key and English text are `keyAndValue`.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The text in the user's language.
    public var description: String { resolved() }

    func resolved() -> String {
        let bundle: Bundle? =
            switch self.bundle {
            case .main: nil
            case .atURL(let url): Bundle(url: url)
            }
        return defaultValue.resolved(in: TextDomain.resolve(table: table, bundle: bundle))
    }
}
