import GtkUI

extension VitalsApp {
    /// The version of Vitals, shown by `vitals --version` and the About dialog. meson's
    /// `project()` names it too; `scripts/check-install` fails when the installed program
    /// says another.
    nonisolated public static let version = "0.1.0"

    /// Where the app's documentation is: opened by Help (F1) in the primary menu.
    nonisolated public static let helpURL = "https://github.com/vitalsapp/vitals#readme"

    /// What the About dialog shows: name, version, license, copyright, developers, website.
    public var about: AboutInformation {
        AboutInformation(
            name: "Vitals", version: Self.version,
            comments: String(localized: "Heart-rate days, the live heart rate and medical conditions."),
            website: "https://github.com/vitalsapp/vitals",
            copyright: String(localized: "© 2026 The Vitals developers"),
            developers: [String(localized: "The Vitals developers")],
            license: .mitX11, helpURL: Self.helpURL)
    }
}
