import CIntl
import Foundation
import Synchronization

/// A gettext text domain: the name a program's or a library's translations are installed
/// under, as `<locale directory>/<language>/LC_MESSAGES/<name>.mo`.
///
/// A program binds its domain once, before it shows text:
///
/// ```swift
/// TextDomain.bind("vitals")
/// ```
///
/// Every `Text("…")`, `String(localized: "…")` and title key is then looked up in it, unless
/// a `tableName:`/`table:` names another domain or the bundle passed has a domain of its own
/// (``bind(_:directory:bundle:isDefault:)``). Nothing is looked up before a domain is bound,
/// so a program without catalogs pays nothing.
public struct TextDomain: Hashable, Sendable {
    /// The domain's name: the `.mo` files' base name.
    public let name: String

    /// A domain by name.
    public init(_ name: String) {
        self.name = name
    }

    private struct Registry: Sendable {
        var defaultDomain: String?
        var bundleDomains: [String: String] = [:]
        var localeIsSet = false
    }

    private static let registry = Mutex(Registry())

    /// Binds the domain `name` to the directory holding its catalogs and, unless `isDefault`
    /// is false, makes it the domain of keys that name none.
    ///
    /// - Parameters:
    ///   - directory: The locale directory. By default: `$TEXTDOMAINDIR` when set, else
    ///     `share/locale` beside the program's `bin` folder when it holds this domain's
    ///     catalogs (an installed or staged program), else the system's (`/usr/share/locale`).
    ///   - bundle: A bundle whose keys this domain translates (`Text("…", bundle: .module)`).
    ///   - isDefault: Whether keys without a table or bundle are looked up here.
    /// - Returns: The bound domain.
    @discardableResult
    public static func bind(_ name: String, directory: String? = nil, bundle: Bundle? = nil, isDefault: Bool = true) -> TextDomain {
        registry.withLock { registry in
            if !registry.localeIsSet {
                adoptMessagesLocale()
                registry.localeIsSet = true
            }
            if let folder = directory ?? defaultDirectory(for: name) {
                bindtextdomain(name, folder)
            }
            bind_textdomain_codeset(name, "UTF-8")
            if isDefault { registry.defaultDomain = name }
            if let bundle { registry.bundleDomains[bundle.bundlePath] = name }
        }
        return TextDomain(name)
    }

    /// The domain keys without a table or bundle are looked up in, once one is bound.
    public static var `default`: TextDomain? {
        registry.withLock { $0.defaultDomain.map(TextDomain.init) }
    }

    /// The domain of a key: its table when it names one, else its bundle's domain, else the
    /// default domain; `nil` when no domain is bound (nothing to look up).
    public static func resolve(table: String?, bundle: Bundle?) -> TextDomain? {
        if let table { return TextDomain(table) }
        return registry.withLock { registry in
            if let bundle, let name = registry.bundleDomains[bundle.bundlePath] { return TextDomain(name) }
            return registry.defaultDomain.map(TextDomain.init)
        }
    }

    /// Messages and the character set follow the user's locale. Numbers are left to
    /// Foundation (``Foundation/Locale/session``): a C `LC_NUMERIC` would change how C
    /// libraries read and write decimals.
    ///
    /// With no language chosen (no `LANG`, or `C`, `C.UTF-8`, `POSIX`), messages are English — from the
    /// domain's `en` catalog when it ships one, which gives English its plural forms ("1
    /// sample", "2 samples") as SwiftUI's English string catalog does. glibc reads no catalog
    /// in the `C` locale, so messages move to `C.UTF-8` with `LANGUAGE=en`, set in the
    /// environment so that GTK's own `setlocale` (and programs this one starts) keep them.
    private static func adoptMessagesLocale() {
        let chosen = setlocale(LC_MESSAGES, "").map { String(cString: $0) } ?? "C"
        setlocale(LC_CTYPE, "")
        guard chosen == "C" || chosen == "POSIX" || chosen.hasPrefix("C.") else { return }
        if setlocale(LC_MESSAGES, "C.UTF-8") != nil {
            setenv("LC_MESSAGES", "C.UTF-8", 1)
            setenv("LANGUAGE", "en", 0)
        }
    }

    /// `$TEXTDOMAINDIR`, or the `share/locale` beside the program's `bin` folder when it
    /// holds a catalog of `name`.
    private static func defaultDirectory(for name: String) -> String? {
        if let folder = ProcessInfo.processInfo.environment["TEXTDOMAINDIR"], !folder.isEmpty { return folder }
        let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let folder = program.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale")
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let hasCatalog = languages.contains { language in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(language)/LC_MESSAGES/\(name).mo").path)
        }
        return hasCatalog ? folder.path : nil
    }

    /// The translation of `message` in this domain, or `nil` when the catalog has none.
    public func translation(of message: String) -> String? {
        message.withCString { original in
            guard let translated = dgettext(name, original), translated != UnsafeMutablePointer(mutating: original) else { return nil }
            return String(cString: translated)
        }
    }

    /// The translation of `message` in the plural form `count` calls for in the user's
    /// language, or `nil` when the catalog has none. The message is its own plural
    /// (`msgid_plural`), as SwiftUI's keys are.
    public func translation(of message: String, count: Int) -> String? {
        message.withCString { original in
            // Plural rules take the number's size: -1 reads as 1.
            guard let translated = dngettext(name, original, original, count.magnitude),
                  translated != UnsafeMutablePointer(mutating: original) else { return nil }
            return String(cString: translated)
        }
    }
}
