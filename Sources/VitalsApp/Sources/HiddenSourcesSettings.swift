import CGtk
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
        guard let settings, let list = g_settings_get_strv(settings.pointer(as: GSettings.self), "hidden-sources")
        else { return [] }
        defer { g_strfreev(list) }
        var names: Set<String> = []
        var index = 0
        while let name = list[index] {
            names.insert(String(cString: name))
            index += 1
        }
        return names
    }

    /// Saves `names`.
    func save(_ names: Set<String>) {
        guard let settings else { return }
        let sorted = names.sorted()
        var pointers = sorted.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        pointers.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { list in
                    _ = g_settings_set_strv(settings.pointer(as: GSettings.self), "hidden-sources", list)
                }
            }
        }
    }
}
