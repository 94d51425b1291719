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
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body; GtkUI reads them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene: its body is never evaluated")
    }
}

/// A scene GtkUI reads itself: it adds its windows, commands and notes to a list.
@MainActor
protocol PrimitiveScene {
    func resolve(into list: inout SceneList, options: SceneOptions)
}

extension Scene {
    /// Adds this scene's windows and commands to `list`, with `options` from the scene
    /// modifiers around it.
    func resolve(into list: inout SceneList, options: SceneOptions) {
        if let primitive = self as? any PrimitiveScene {
            primitive.resolve(into: &list, options: options)
        } else {
            body.resolve(into: &list, options: options)
        }
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
public struct TupleScene<T>: Scene, PrimitiveScene {
    let scenes: [any Scene]

    public typealias Body = Never

    func resolve(into list: inout SceneList, options: SceneOptions) {
        for scene in scenes { scene.resolve(into: &list, options: options) }
    }
}

/// A scene an `if` includes or leaves out.
public struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?

    public typealias Body = Never

    func resolve(into list: inout SceneList, options: SceneOptions) {
        content?.resolve(into: &list, options: options)
    }
}
