import Foundation
import GtkUI

/// The names of the sources hidden in the charts, kept in GSettings (key `hidden-sources` of
/// `io.github.vitalsapp.Vitals`); without the installed schema they are kept for the session.
@MainActor
struct HiddenSourcesSettings {
    private let settings: GIO.Settings?

    init() {
        settings = GIO.Settings(schema: WindowSizeSettings.schema, requiredKey: "hidden-sources")
    }

    /// The saved names.
    var names: Set<String> {
        Set(settings?.strings("hidden-sources") ?? [])
    }

    /// Saves `names`.
    func save(_ names: Set<String>) {
        settings?.setStrings(names.sorted(), for: "hidden-sources")
    }
}
