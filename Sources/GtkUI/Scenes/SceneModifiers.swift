import Foundation

/// A scene with changed options or added commands, as the scene modifiers make.
public struct ModifiedScene<Content: Scene>: Scene {
    let content: Content
    let transform: (inout SceneOptions) -> Void
    let commands: [any Commands]

    public typealias Body = Never

    /// Its content, with the changed options, after the added commands.
    public static func _resolve(_ scene: Self, into resolution: inout _SceneResolution) {
        let options = resolution.options
        scene.transform(&resolution.options)
        resolution.list.commands.append(contentsOf: scene.commands)
        Content._resolve(scene.content, into: &resolution)
        resolution.options = options
    }
}

/// How a window's size follows its content, as in SwiftUI.
public struct WindowResizability: Sendable, Hashable {
    enum Storage: Hashable { case automatic, contentSize, contentMinSize }
    let storage: Storage

    /// The window can be resized, never below its content's minimum size.
    public static let automatic = WindowResizability(storage: .automatic)
    /// The window has its content's size and cannot be resized by the user.
    public static let contentSize = WindowResizability(storage: .contentSize)
    /// The window can be resized, never below its content's minimum size.
    public static let contentMinSize = WindowResizability(storage: .contentMinSize)
}

/// A point in a unit square (0…1 on each axis), as in SwiftUI.
public struct UnitPoint: Sendable, Hashable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension Scene {
    /// The size of this scene's new windows, in logical pixels; a restored window keeps
    /// the size it had.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        ModifiedScene(content: self, transform: {
            $0.defaultSize = (Int(width.rounded()), Int(height.rounded()))
        }, commands: [])
    }

    /// The size of this scene's new windows.
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }

    /// Where new windows should appear on screen. **Advisory, and ignored on Linux:** GTK 4
    /// cannot place windows (Wayland does not let apps position toplevels, and GTK 4 dropped
    /// positioning on X11 too); the window manager places them.
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        ModifiedScene(content: self, transform: { _ in }, commands: [])
    }

    /// How this scene's windows follow their content's size.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        ModifiedScene(content: self, transform: { $0.resizability = resizability }, commands: [])
    }

    /// A keyboard shortcut that opens this scene's window: a new window of a group, or the
    /// one window of a ``Window`` (brought to the front when open).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// A keyboard shortcut that opens this scene's window; `nil` removes one.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene {
        ModifiedScene(content: self, transform: { $0.keyboardShortcut = shortcut }, commands: [])
    }

    /// Leaves out the menu items this scene would add: "New Window" (and Ctrl+N) for the
    /// main group, the window's entry in the window section for a ``Window``.
    public func commandsRemoved() -> some Scene {
        ModifiedScene(content: self, transform: { $0.commandsRemoved = true }, commands: [])
    }

    /// Adds commands to the app's menu: ``CommandMenu``s become submenus of the primary
    /// menu, ``CommandGroup``s go before, after or instead of the standard items.
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
        ModifiedScene(content: self, transform: { _ in }, commands: [content()])
    }
}
