/// Opens windows of the app's scenes, as in SwiftUI: `@Environment(\.openWindow)`.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Show") { openWindow(value: reading.id) }
/// ```
///
/// A value opens a window of the group presenting values of its type (or of the group
/// `id` names); when a window already presents an equal value, that window comes to the
/// front instead. A ``Window`` scene opens once and comes to the front after that.
@MainActor
public struct OpenWindowAction {
    weak var runtime: AppRuntime?

    /// Opens a window of the scene called `id`.
    public func callAsFunction(id: String) {
        guard let runtime = checkedRuntime("openWindow(id: \"\(id)\")") else { return }
        runtime.openWindow(sceneID: id, value: nil)
    }

    /// Opens (or brings to the front) the window presenting `value`.
    public func callAsFunction<D: Hashable & Codable>(value: D) {
        guard let runtime = checkedRuntime("openWindow(value:)") else { return }
        runtime.openWindow(sceneID: nil, value: AnyHashable(value))
    }

    /// Opens (or brings to the front) the window of scene `id` presenting `value`.
    public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {
        guard let runtime = checkedRuntime("openWindow(id: \"\(id)\", value:)") else { return }
        runtime.openWindow(sceneID: id, value: AnyHashable(value))
    }

    private func checkedRuntime(_ call: String) -> AppRuntime? {
        if runtime == nil {
            Diagnostics.report("GtkUI: \(call) needs a window of a running App; ignored")
        }
        return runtime
    }
}

/// Closes windows, as in SwiftUI: `@Environment(\.dismissWindow)`. Closing a window
/// dismantles everything in it.
@MainActor
public struct DismissWindowAction {
    weak var runtime: AppRuntime?
    weak var window: SceneWindow?

    /// Closes the window this view is in.
    public func callAsFunction() {
        guard let window else {
            Diagnostics.report("GtkUI: dismissWindow() outside an App's window; ignored")
            return
        }
        window.close()
    }

    /// Closes the windows of the scene called `id`.
    public func callAsFunction(id: String) {
        runtime?.dismissWindows { $0.scene.id == id }
    }

    /// Closes the window presenting `value`.
    public func callAsFunction<D: Hashable & Codable>(value: D) {
        let value = AnyHashable(value)
        runtime?.dismissWindows { $0.value == value }
    }

    /// Closes the window of scene `id` presenting `value`.
    public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {
        let value = AnyHashable(value)
        runtime?.dismissWindows { $0.scene.id == id && $0.value == value }
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction(runtime: nil) }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction(runtime: nil, window: nil) }
}

private struct SceneWindowKey: EnvironmentKey {
    static var defaultValue: WeakSceneWindow { WeakSceneWindow(window: nil) }
}

/// The window a view is in, held weakly by the environment.
struct WeakSceneWindow {
    weak var window: SceneWindow?
}

extension EnvironmentValues {
    /// Opens windows of the app's scenes.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes this view's window, or the windows of a scene or value.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    /// The app window the view is in (for `onOpenURL`).
    var sceneWindow: SceneWindow? {
        get { self[SceneWindowKey.self].window }
        set { self[SceneWindowKey.self] = WeakSceneWindow(window: newValue) }
    }
}
