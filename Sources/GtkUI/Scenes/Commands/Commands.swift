/// Menu commands an app adds with ``Scene/commands(content:)``, as in SwiftUI.
///
/// GtkUI renders them in each window's primary menu (the header bar's menu button, as
/// GNOME's HIG asks): ``CommandMenu``s as submenus, ``CommandGroup``s before, after or
/// instead of the standard items. Buttons become menu items, `Divider`s separate sections,
/// and `.keyboardShortcut` on a button sets its accelerator. Commands are resolved again
/// when what they read changes — an `@Observable` property, or the `ObservableObject` of
/// an `@ObservedObject` in a custom view or custom commands — so titles, disabled states,
/// shortcuts and items follow the app's state.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands these are made of.
    associatedtype Body: Commands

    /// The commands that make up these.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Primitive commands have no body; GtkUI reads them directly.
    public var body: Never {
        fatalError("\(Self.self) are primitive commands: their body is never evaluated")
    }
}

/// Commands GtkUI reads itself.
@MainActor
protocol PrimitiveCommands {
    func resolve(into list: inout CommandList)
}

extension Commands {
    func resolve(into list: inout CommandList) {
        if let primitive = self as? any PrimitiveCommands {
            primitive.resolve(into: &list)
        } else {
            CommandDependencies.noteObjects(in: self)
            body.resolve(into: &list)
        }
    }
}

/// Builds commands from the statements of a closure, as SwiftUI's `@CommandsBuilder` does.
@resultBuilder @MainActor
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// No commands.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    /// One statement.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// Several statements, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<(repeat each Content)> {
        var elements: [any Commands] = []
        repeat elements.append(each content)
        return TupleCommands(elements: elements)
    }

    /// `if` without `else`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> TupleCommands<Content?> {
        TupleCommands(elements: content.map { [$0] } ?? [])
    }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    public init() {}
    public typealias Body = Never
    func resolve(into list: inout CommandList) {}
}

/// Several commands, as a `@CommandsBuilder` closure makes.
public struct TupleCommands<T>: Commands, PrimitiveCommands {
    let elements: [any Commands]
    public typealias Body = Never

    func resolve(into list: inout CommandList) {
        for element in elements { element.resolve(into: &list) }
    }
}

/// A menu of its own, shown as a submenu of the primary menu, as in SwiftUI.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    let name: String
    let content: Content
    public typealias Body = Never

    /// A menu called `name` with `content`'s buttons.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(nameKey.resolvedString, content: content)
    }

    /// A menu called `name` with `content`'s buttons.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.init(name.plainString, content: content)
    }

    func resolve(into list: inout CommandList) {
        list.menus.append(CommandList.Menu(title: name, entries: MenuEntry.entries(of: content)))
    }
}

/// Items placed before, after or instead of a standard group of menu items, as in SwiftUI.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    let placement: CommandGroupPlacement
    let position: CommandList.Position
    let content: Content
    public typealias Body = Never

    /// `addition` before the standard items at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .before, content: addition())
    }

    /// `addition` after the standard items at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .after, content: addition())
    }

    /// `addition` instead of the standard items at `group` (an empty group removes them).
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .replacing, content: addition())
    }

    private init(placement: CommandGroupPlacement, position: CommandList.Position, content: Content) {
        self.placement = placement
        self.position = position
        self.content = content
    }

    func resolve(into list: inout CommandList) {
        list.groups.append(CommandList.Group(
            placement: placement, position: position, entries: MenuEntry.entries(of: content)))
    }
}

/// Where the standard menu items are, as in SwiftUI. The primary menu shows the groups in
/// GNOME's order: new items, saving, undo, editing, the app's own menus, windows, then one
/// section of settings, Keyboard Shortcuts and Help (``help``), and About (``appInfo``).
public struct CommandGroupPlacement: Sendable, Hashable {
    let name: String

    /// "About <App>".
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit (Ctrl+Q). GNOME's primary menu shows no Quit item; items placed here show.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// "New Window" (Ctrl+N) for the main window group.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// "Undo …" and "Redo …" with the window's undo manager's action names.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The titles of the app's ``Window`` scenes.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// "Keyboard Shortcuts" (Ctrl+?) and, when ``AboutInformation/helpURL`` is set, "Help" (F1).
    public static let help = CommandGroupPlacement(name: "help")

    /// The order of the primary menu's sections; the app's ``CommandMenu``s go where
    /// `nil` is.
    static let menuOrder: [CommandGroupPlacement?] = [
        .newItem, .saveItem, .importExport, .printItem, .undoRedo, .pasteboard, .textEditing,
        .textFormatting, .toolbar, .sidebar, .windowSize, nil, .windowList, .singleWindowList,
        .windowArrangement, .appSettings, .systemServices, .appVisibility, .help, .appInfo,
        .appTermination,
    ]

    /// The groups whose standard items share the primary menu's last section, when no
    /// command group comes between them.
    static let appLevel: Set<CommandGroupPlacement> = [.appSettings, .help, .appInfo]
}

/// What an app's commands resolve to.
@MainActor
struct CommandList {
    enum Position { case before, after, replacing }

    struct Menu {
        let title: String
        let entries: [MenuEntry]
    }

    struct Group {
        let placement: CommandGroupPlacement
        let position: Position
        let entries: [MenuEntry]
    }

    var menus: [Menu] = []
    var groups: [Group] = []

    /// The standard groups the commands replace.
    var replacedPlacements: Set<CommandGroupPlacement> {
        Set(groups.filter { $0.position == .replacing }.map(\.placement))
    }

    init(_ commands: [any Commands]) {
        for command in commands { command.resolve(into: &self) }
    }
}
