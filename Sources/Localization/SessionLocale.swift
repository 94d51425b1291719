import Foundation

extension Locale {
    /// The locale the user's session chose for formats: `LC_ALL`, else `LC_TIME`, else
    /// `LANG` (`de_DE.UTF-8` → `de_DE`), as C programs and GTK read them; Foundation's
    /// `Locale.current` when none is set or it is `C`/`POSIX`.
    ///
    /// Foundation on Linux does not read the environment: its `Locale.current` is always
    /// `en_001`. Dates, times and numbers shown to the user are formatted with this locale
    /// instead (GtkUI's text interpolations and format styles, its charts' axes, the app).
    public static let session: Locale = {
        let environment = ProcessInfo.processInfo.environment
        let names = ["LC_ALL", "LC_TIME", "LANG"]
        guard let value = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else { return .current }
        // language[_territory][.codeset][@modifier]
        var identifier = Substring(value)
        if let at = identifier.firstIndex(of: "@") { identifier = identifier[..<at] }
        if let dot = identifier.firstIndex(of: ".") { identifier = identifier[..<dot] }
        guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return .current }
        return Locale(identifier: identifier.replacingOccurrences(of: "-", with: "_"))
    }()
}
