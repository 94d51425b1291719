/// What an app's scenes resolve to: the window scenes in order and the commands.
@MainActor
struct SceneList {
    var windows: [WindowScene] = []
    var commands: [any Commands] = []

    /// Whether only the commands are wanted (the scenes were read before): scenes then
    /// report nothing.
    private(set) var readsCommandsOnly = false

    /// Resolves `scene` (an app's body).
    init(_ scene: any Scene) {
        var resolution = _SceneResolution(list: SceneList())
        resolution.resolve(scene)
        self = resolution.list
    }

    /// The commands of `scene` (an app's body read again).
    static func commands(of scene: any Scene) -> [any Commands] {
        var list = SceneList()
        list.readsCommandsOnly = true
        var resolution = _SceneResolution(list: list)
        resolution.resolve(scene)
        return resolution.list.commands
    }

    private init() {}

    /// The scene `id` names, or `nil`.
    func scene(id: String) -> WindowScene? {
        windows.first { $0.id == id }
    }

    /// The first window group, which Ctrl+N, a second launch and `open` use.
    var mainGroup: WindowScene? {
        windows.first { $0.kind == .group }
    }

    /// The ID for the next window scene without one: stable while the body's order is.
    mutating func nextImplicitID() -> String {
        "scene-\(windows.count)"
    }
}

/// Scene modifier values, passed down from the modifiers around a scene to the windows it
/// defines; the innermost modifier wins.
struct SceneOptions {
    var defaultSize: (width: Int, height: Int)?
    var resizability: WindowResizability = .automatic
    var keyboardShortcut: KeyboardShortcut?
    var commandsRemoved = false
}
