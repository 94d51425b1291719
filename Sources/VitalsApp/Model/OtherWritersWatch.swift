import GtkUI
import VitalsCore

/// Notices, within a second, that another program changed the database — `vitals import`
/// or `vitals delete` in a terminal while the app is open — by polling SQLite's
/// `data_version` (``VitalsStore/readDataVersion(_:)``), and calls `changed`.
///
/// One cheap pragma a second on the store's writer queue; the main thread never waits for
/// it. The poll ends when the watch is released (its timer with it).
@MainActor
final class OtherWritersWatch {
    private let store: VitalsStore
    private let changed: @MainActor () -> Void
    private var timer: GLibTimeout?
    private var known: Int?
    private var reading = false

    init(store: VitalsStore, changed: @escaping @MainActor () -> Void) {
        self.store = store
        self.changed = changed
        timer = GLibTimeout(seconds: 1) { [weak self] in self?.poll() }
        poll()
    }

    private func poll() {
        guard !reading else { return }
        reading = true
        store.readDataVersion { version in
            Task { @MainActor [weak self] in self?.read(version) }
        }
    }

    private func read(_ version: Int?) {
        reading = false
        guard let version else { return }
        defer { known = version }
        if let known, known != version { changed() }
    }
}
