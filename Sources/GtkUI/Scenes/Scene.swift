/// Part of an app's user interface that the system shows: a group of windows, one window,
/// as in SwiftUI.
///
/// Compose scenes in an ``App``'s `body` (or in your own scene's `body`) with
/// ``WindowGroup``, ``Window`` and scene modifiers such as ``Scene/defaultSize(width:height:)``.
/// GtkUI reads the scenes once, when the app starts.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene

    /// The scenes that make up this one.
    @SceneBuilder var body: Body { get }

    /// Adds `scene`'s windows and commands to `resolution`. GtkUI implements it for every
    /// kind of scene (a composite scene resolves its body, each primitive itself), so no
    /// cast asks a scene for its kind; do not implement it.
    static func _resolve(_ scene: Self, into resolution: inout _SceneResolution)
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body; GtkUI reads them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene: its body is never evaluated")
    }
}

extension Scene {
    /// A composite scene: its body is resolved.
    ///
    /// Inlinable, for the reason ``View/_body(of:)`` gives.
    @inlinable
    public static func _resolve(_ scene: Self, into resolution: inout _SceneResolution) {
        Body._resolve(scene.body, into: &resolution)
    }
}

/// What an app's scenes resolve to as GtkUI reads them (``Scene/_resolve(_:into:)``): the
/// list so far and the options of the scene modifiers around the scene being read. Only
/// GtkUI makes one.
@MainActor
public struct _SceneResolution {
    var list: SceneList
    var options = SceneOptions()

    /// Adds `scene`, which may be of any scene type.
    mutating func resolve(_ scene: some Scene) {
        type(of: scene)._resolve(scene, into: &self)
    }
}

/// Builds a scene from the statements of a closure, as SwiftUI's `@SceneBuilder` does.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// A closure with one scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// A closure with several scenes, in order: the first is the one shown at launch.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> {
        var scenes: [any Scene] = []
        repeat scenes.append(each content)
        return TupleScene(scenes: scenes)
    }

    /// `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(content: content)
    }
}

/// Several scenes, as a `@SceneBuilder` closure with several statements makes.
public struct TupleScene<T>: Scene {
    let scenes: [any Scene]

    public typealias Body = Never

    /// Its scenes, in order.
    public static func _resolve(_ scene: Self, into resolution: inout _SceneResolution) {
        for element in scene.scenes { resolution.resolve(element) }
    }
}

/// A scene an `if` includes or leaves out.
public struct OptionalScene<Content: Scene>: Scene {
    let content: Content?

    public typealias Body = Never

    /// Its scene, if the condition included it.
    public static func _resolve(_ scene: Self, into resolution: inout _SceneResolution) {
        if let content = scene.content { Content._resolve(content, into: &resolution) }
    }
}
