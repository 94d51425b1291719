import Foundation

/// A running app: its `GtkApplication`, its scenes and open windows, its commands, and
/// the window state it restores.
///
/// `startup` installs the actions, accelerators and menu and starts following the dark
/// style; the first `activate` (or `open`) reopens the windows saved at the last quit, or
/// the first scene's window when there are none; later activations — a second launch
/// handing over to this one — bring the most recently active window to the front (Ctrl+N
/// opens another); `open` gives files to `onOpenURL`.
@MainActor
final class AppRuntime {
    let application: GTK.Application
    let scenes: SceneList
    /// Resolves the app's commands from a fresh evaluation of its body.
    private let resolveCommands: @MainActor () -> CommandList
    private var commandDependencies: CommandDependencies?
    let about: AboutInformation
    /// Where windows are saved at quit and read back at launch; `nil` for an instance of
    /// its own (``AppInstance/separate``), which neither restores nor saves them.
    let restoration: WindowRestoration?
    private(set) lazy var commands = AppCommands(runtime: self)
    /// Open windows, in the order they opened.
    private(set) var windows: [SceneWindow] = []
    private var hasActivated = false
    /// Whether `g_application_run` drives the app (not a test's ``launchInProcess()``).
    private var runsLoop = false
    private var isQuitting = false
    private var activationCounter = 0
    private var colorScheme: ColorSchemeFollower?
    private var auxiliaryWindows: [GTK.Window] = []

    /// An app whose body is read once: its commands follow what custom views and commands
    /// in it read, not state the body itself reads.
    convenience init(
        body: some Scene, applicationID: String, about: AboutInformation, unique: Bool,
        stateFile: URL? = nil
    ) {
        self.init(makeBody: { body }, applicationID: applicationID, about: about, unique: unique, stateFile: stateFile)
    }

    /// - Parameters:
    ///   - makeBody: the app's body; the windows come from its first value, the commands
    ///     are resolved again from a new one whenever what they read changes.
    ///   - unique: whether a later launch hands over to this instance over D-Bus.
    ///   - stateFile: where windows are saved at quit (the XDG state file by default).
    ///   - restoresWindows: whether windows are saved at quit and reopened at launch.
    init(
        makeBody: @escaping @MainActor () -> any Scene, applicationID: String, about: AboutInformation,
        unique: Bool, stateFile: URL? = nil, restoresWindows: Bool = true
    ) {
        scenes = SceneList(makeBody())
        resolveCommands = { CommandList(SceneList.commands(of: makeBody())) }
        self.about = about
        AppStorageStore.domain = applicationID
        application = GTK.Application(id: applicationID, unique: unique, opensFiles: true)
        restoration = restoresWindows
            ? WindowRestoration(file: stateFile ?? WindowRestoration.defaultFile(applicationID: applicationID))
            : nil
        application.connect(.startup) { [weak self] _ in self?.startUp() }
        application.connect(.activate) { [weak self] _ in self?.activate() }
        application.connect(.open) { [weak self] _, files in self?.open(files.uris) }
        application.connect(.shutdown) { [weak self] _ in self?.shutDown() }
        application.connect(.windowRemoved) { [weak self] _, window in
            guard let self, let window,
                  let closed = self.windows.first(where: { UnsafeMutableRawPointer($0.window.objectPointer) == window })
            else { return }
            self.windowDidClose(closed)
        }
    }

    /// The primary menu every window shows (built at startup).
    private(set) lazy var menu = AppMenu(template: commands.template)

    /// Runs the application until it quits; returns the exit status.
    func run(arguments: [String]) -> Int32 {
        runsLoop = true
        return application.run(arguments: arguments)
    }

    /// Registers the application and activates it without running its loop, for tests
    /// that drive the loop themselves.
    func launchInProcess() {
        if let error = application.register() {
            Diagnostics.report("GtkUI: cannot register \(application.id): \(error)")
            return
        }
        application.activate()
    }

    // MARK: Application signals

    private func startUp() {
        let dependencies = CommandDependencies(resolve: resolveCommands) { [weak self] commands in
            self?.commandsDidChange(commands)
        }
        commandDependencies = dependencies
        commands.install(scenes: scenes, commands: dependencies.resolveAndTrack(), about: about)
        colorScheme = ColorSchemeFollower()
    }

    /// Something the commands read changed: show their new titles, states and items.
    private func commandsDidChange(_ list: CommandList) {
        commands.rebuild(list)
        menu.update(commands.template)
    }

    private func activate() {
        guard hasActivated else {
            hasActivated = true
            if !restoreWindows() { openFirstWindow() }
            return
        }
        // A later launch (or the desktop's Activate) raises the app, as a click on its
        // launcher does; it opens a main window only when none is open.
        if let window = activeWindow {
            window.present()
        } else {
            openMainWindow()
        }
    }

    private func open(_ uris: [String]) {
        if !hasActivated {
            hasActivated = true
            _ = restoreWindows()
        }
        let target = windows.filter(\.handlesOpenURL).max { $0.activationStamp < $1.activationStamp }
            ?? windows.max { $0.activationStamp < $1.activationStamp }
            ?? openMainWindow()
        guard let target else {
            Diagnostics.report("GtkUI: no window to open \(uris.joined(separator: " ")) in")
            return
        }
        target.present()
        for uri in uris {
            guard let url = URL(string: uri) else {
                Diagnostics.report("GtkUI: cannot open \(uri): not a URL")
                continue
            }
            target.deliver(url)
        }
    }

    private func shutDown() {
        if !isQuitting { saveWindows() }
    }

    // MARK: Windows

    /// Opens a window of the main group (Ctrl+N, a later launch); `nil` without one.
    @discardableResult
    func openMainWindow() -> SceneWindow? {
        guard let main = scenes.mainGroup ?? scenes.windows.first else { return nil }
        return openWindow(sceneID: main.id, value: nil)
    }

    private func openFirstWindow() {
        guard let first = scenes.windows.first else { return }
        openWindow(sceneID: first.id, value: nil)
    }

    /// Opens a window of scene `sceneID` (or of the group presenting `value`'s type),
    /// or brings the window already showing that scene or value to the front.
    @discardableResult
    func openWindow(
        sceneID: String?, value: AnyHashable?, size: (width: Int, height: Int)? = nil,
        sceneStorage: [String: AppStorageValue] = [:]
    ) -> SceneWindow? {
        guard let scene = findScene(sceneID, value) else { return nil }
        if let existing = windows.first(where: { window in
            window.scene === scene && (scene.kind == .single || (value != nil && window.value == value))
        }) {
            existing.present()
            return existing
        }
        let window = SceneWindow(scene: scene, value: value, size: size, sceneStorage: sceneStorage, runtime: self)
        windows.append(window)
        window.present()
        return window
    }

    private func findScene(_ sceneID: String?, _ value: AnyHashable?) -> WindowScene? {
        if let sceneID {
            guard let scene = scenes.scene(id: sceneID) else {
                Diagnostics.report("GtkUI: openWindow: no scene has the id \"\(sceneID)\"")
                return nil
            }
            if let value, !(scene.presentedType?.matches(value) ?? false) {
                Diagnostics.report("GtkUI: openWindow: scene \"\(sceneID)\" does not present \(type(of: value.base)) values")
                return nil
            }
            return scene
        }
        guard let value else { return nil }
        guard let scene = scenes.windows.first(where: { $0.presentedType?.matches(value) ?? false }) else {
            Diagnostics.report("GtkUI: openWindow(value:): no WindowGroup presents \(type(of: value.base)) values")
            return nil
        }
        return scene
    }

    /// Closes the windows that match.
    func dismissWindows(where matches: (SceneWindow) -> Bool) {
        for window in windows where matches(window) { window.close() }
    }

    func windowBecameActive(_ window: SceneWindow) {
        activationCounter += 1
        window.activationStamp = activationCounter
        undoDidChange(in: window)
    }

    /// The menu's undo items follow the active window's undo manager.
    func undoDidChange(in window: SceneWindow) {
        guard window === activeWindow ?? window else { return }
        menu.updateUndo(undo: window.undoManager.undoMenuItemTitle, redo: window.undoManager.redoMenuItemTitle)
    }

    /// A window left the application: GTK destroyed it (closed, dismissed, quit).
    private func windowDidClose(_ window: SceneWindow) {
        windows.removeAll { $0 === window }
        window.didClose()
        if windows.isEmpty, !isQuitting {
            // The user closed the last window: the next launch starts afresh.
            saveWindows()
        }
    }

    /// The most recently active window.
    var activeWindow: SceneWindow? {
        windows.max { $0.activationStamp < $1.activationStamp }
    }

    /// Saves the open windows, closes them all and ends the application (Ctrl+Q).
    func quit() {
        guard !isQuitting else { return }
        saveWindows()
        isQuitting = true
        for window in windows { window.window.destroy() }
        for window in auxiliaryWindows { window.destroy() }
        if runsLoop {
            application.quit()
        } else {
            // Without g_application_run nobody emits `shutdown`, which frees what GTK's
            // startup made (and its references to the application).
            application.emit(.shutdown)
        }
    }

    // MARK: Restoration

    private func saveWindows() {
        let saved = windows.compactMap { window -> WindowRestoration.SavedWindow? in
            var json: String?
            if let value = window.value, let type = window.scene.presentedType {
                do {
                    json = String(decoding: try type.encode(value), as: UTF8.self)
                } catch {
                    Diagnostics.report("GtkUI: not saving a window of \"\(window.scene.id)\": its value does not encode: \(error)")
                    return nil
                }
            }
            let size = window.currentSize
            return WindowRestoration.SavedWindow(
                scene: window.scene.id, value: json, width: size.width, height: size.height,
                maximized: window.window.isMaximized,
                sceneStorage: window.sceneStorage.values.isEmpty ? nil : window.sceneStorage.values)
        }
        if let error = restoration?.save(saved) { Diagnostics.report("GtkUI: \(error)") }
    }

    /// Reopens the saved windows; returns whether any opened.
    private func restoreWindows() -> Bool {
        var opened = false
        for saved in restoration?.load() ?? [] {
            guard let scene = scenes.scene(id: saved.scene) else {
                Diagnostics.report("GtkUI: dropped a saved window: the app has no scene \"\(saved.scene)\" any more")
                continue
            }
            var value: AnyHashable?
            if let json = saved.value {
                guard let type = scene.presentedType else {
                    Diagnostics.report("GtkUI: dropped a saved window of \"\(saved.scene)\": the scene presents no values any more")
                    continue
                }
                do {
                    value = try type.decode(Data(json.utf8))
                } catch {
                    Diagnostics.report("GtkUI: dropped a saved window of \"\(saved.scene)\": its value \(json) no longer decodes as \(type.type) (\(error))")
                    continue
                }
            }
            guard
                let window = openWindow(
                    sceneID: scene.id, value: value, size: (saved.width, saved.height),
                    sceneStorage: saved.sceneStorage ?? [:])
            else { continue }
            if saved.maximized { window.window.maximize() }
            opened = true
        }
        return opened
    }

    // MARK: Dialogs

    func showShortcutsWindow() {
        let shown = activeWindow.map { WindowShortcutListings.listings(in: $0.window, group: $0.window.title) } ?? []
        guard let window = ShortcutsWindow.make(commands.listings + shown) else { return }
        presentAuxiliary(window)
    }

    func showAboutDialog() {
        presentAuxiliary(AboutDialog.make(about, applicationID: application.id))
    }

    /// Opens the app's documentation at `url` (Help, F1) for the active window.
    func showHelp(_ url: String) {
        GTK.showURI(url, parent: activeWindow?.window)
    }

    /// The open shortcuts and About windows.
    var openAuxiliaryWindows: [GTK.Window] { auxiliaryWindows }

    private func presentAuxiliary(_ window: GTK.Window) {
        if let parent = activeWindow?.window {
            window.transientParent = parent
        }
        window.isModal = true
        window.connect(.closeRequest) { [weak self] window in
            // These dialogs hide on close; destroy them instead, and let go of them.
            self?.auxiliaryWindows.removeAll { $0 == window }
            window.destroy()
            return true
        }
        auxiliaryWindows.append(window)
        window.present()
    }
}
