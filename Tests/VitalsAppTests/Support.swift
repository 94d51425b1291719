import CGtk
import Foundation
import Synchronization
import TranslationTestSupport
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// The Vitals app running in the test process over a database in a fresh temporary
/// folder: its GtkApplication registered (not unique) and activated, its loop driven by
/// the test.
@MainActor
final class RunningVitals {
    let folder: URL
    let model: VitalsModel
    let runtime: AppRuntime

    /// - Parameters:
    ///   - folder: the folder of the database and window state of an earlier run to launch
    ///     again (a fresh folder by default).
    ///   - prepare: fills the store before the app opens it.
    ///   - liveSource: the demo sensor's source (by default one the test feeds).
    ///   - sensorBus: the D-Bus address of the fake BlueZ (none by default).
    init(
        folder: URL? = nil,
        liveSource: any HeartRateSource = FedHeartRateSource(),
        sensorBus: String? = nil,
        prepare: (VitalsStore) throws -> Void = { _ in }
    ) throws {
        // The app's texts in the test's language, from the project's catalogs.
        try TranslationCatalogs.bindVitals()
        self.folder = try folder ?? freshTestFolder("vitals-app-tests")
        let database = self.folder.appendingPathComponent("vitals.sqlite")
        try prepare(try VitalsStore.open(at: database))
        model = VitalsModel(database: database, demoSource: liveSource, sensorBusAddress: sensorBus)
        let app = VitalsApp(model: model)
        runtime = AppRuntime(
            body: app.body, applicationID: app.applicationID, about: app.about, unique: false,
            stateFile: self.folder.appendingPathComponent("windows.json"))
        runtime.launchInProcess()
        settleWindows()
    }

    var windows: [SceneWindow] { runtime.windows }

    var mainWindow: SceneWindow? { windows.first { $0.scene.title == String(localized: "Vitals") } }

    /// Waits until every open window is mapped and painted.
    func settleWindows() {
        XCTAssertTrue(MainLoop.run(until: { self.runtime.windows.allSatisfy { $0.window.isMapped } }))
        for window in runtime.windows { settle(window.window) }
    }

    /// Quits and removes the folder (unless `keepingData`, for a relaunch).
    func quit(keepingData: Bool = false) {
        runtime.quit()
        XCTAssertTrue(MainLoop.run(until: { self.runtime.windows.isEmpty }))
        if !keepingData { try? FileManager.default.removeItem(at: folder) }
    }
}

private let testFolders = Mutex(0)

/// A new, empty folder in the temporary directory, named after `prefix` and this process.
func freshTestFolder(_ prefix: String) throws -> URL {
    let number = testFolders.withLock { count in
        count += 1
        return count
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())-\(number)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// A live source whose samples the test gives through ``HeartData/receive(_:)``: its
/// stream yields nothing until cancelled.
struct FedHeartRateSource: HeartRateSource {
    var displayName: String { "Test" }
    func samples() -> AsyncStream<HeartRateSample> { AsyncStream { _ in } }
}

/// Runs pending updates and waits for two frames of `widget`'s window.
@MainActor
func settle(_ widget: GTK.Widget) {
    UpdateScheduler.shared.flush()
    for _ in 0..<2 {
        var painted = false
        widget.afterNextPaint { painted = true }
        XCTAssertTrue(MainLoop.run(until: { painted }))
    }
}

/// The widgets under `root` whose GType is called `typeName`, depth first.
@MainActor
func widgets(named typeName: String, in root: GTK.Widget) -> [GTK.Widget] {
    var found: [GTK.Widget] = []
    for child in root.children {
        if child.typeName == typeName { found.append(child) }
        found += widgets(named: typeName, in: child)
    }
    return found
}

/// The text of every label under `root`.
@MainActor
func labelTexts(in root: GTK.Widget) -> [String] {
    widgets(named: "GtkLabel", in: root).compactMap { $0.cast(to: GTK.Label.self)?.text }
}

/// The button under `root` whose label reads `title`.
@MainActor
func button(_ title: String, in root: GTK.Widget) -> GTK.Button? {
    widgets(named: "GtkButton", in: root).compactMap { $0.cast(to: GTK.Button.self) }
        .first { labelTexts(in: $0).contains(title) }
}

/// Where pictures go: `artifacts/` at the package root, or `$GTKUI_ARTIFACTS`.
func artifactPath(_ name: String) -> String {
    let directory = ProcessInfo.processInfo.environment["GTKUI_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("artifacts")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
}

/// A test case whose body runs on the main actor with GTK initialised.
class VitalsTestCase: XCTestCase {
    func gtk(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated {
            try GtkRuntime.initialize()
            // What the app left for the loop (the last release of the quit application
            // among it) runs now, not in the next test, where it would skew that test's
            // count of live objects.
            defer { MainLoop.drain() }
            try body()
        }
    }
}

/// The main window's GtkListView.
@MainActor
func listView(of app: RunningVitals) throws -> GTK.Widget {
    let window = try XCTUnwrap(app.mainWindow)
    return try XCTUnwrap(widgets(named: "GtkListView", in: window.window).first)
}

/// The row widgets of the list (GtkListItemWidget children), top to bottom.
@MainActor
func rows(of list: GTK.Widget) -> [GTK.Widget] {
    list.children.filter { $0.typeName == "GtkListItemWidget" }
}

/// Activates the row at `position` as Enter or a double click does.
@MainActor
func activate(row position: UInt32, in list: GTK.Widget) {
    gtk_widget_activate_action_variant(list.widgetPointer, "list.activate-item", g_variant_new_uint32(position))
}
