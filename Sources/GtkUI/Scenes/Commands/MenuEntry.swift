/// One item of a menu made from views: a button, a divider between sections, a submenu.
@MainActor
enum MenuEntry {
    case button(MenuButtonEntry)
    case divider

    /// The menu items `view` describes: buttons (with their keyboard shortcuts), dividers,
    /// and whatever `ForEach`, `if` and custom views around them produce. Other views have
    /// no menu form and add nothing.
    static func entries(of view: any View) -> [MenuEntry] {
        if let representable = view as? any MenuRepresentable {
            return representable.menuEntries
        }
        return entriesOfBody(view)
    }

    private static func entriesOfBody<V: View>(_ view: V) -> [MenuEntry] {
        guard V.Body.self != Never.self else { return [] }
        CommandDependencies.noteObjects(in: view)
        return entries(of: view.body)
    }

    /// `entries` split at dividers, without empty parts.
    static func sections(_ entries: [MenuEntry]) -> [[MenuButtonEntry]] {
        var sections: [[MenuButtonEntry]] = [[]]
        for entry in entries {
            switch entry {
            case .button(let button): sections[sections.count - 1].append(button)
            case .divider: sections.append([])
            }
        }
        return sections.filter { !$0.isEmpty }
    }
}

/// A button as a menu item.
@MainActor
struct MenuButtonEntry {
    let title: String
    let action: @MainActor () -> Void
    var shortcut: KeyboardShortcut?
    var isDisabled = false
    var role: ButtonRole?
    /// The icon-theme name of the label's icon, if it has one.
    var iconName: String?
}

/// Views that describe menu items directly.
@MainActor
protocol MenuRepresentable {
    var menuEntries: [MenuEntry] { get }
}

/// Views whose text titles a menu item (a button's label).
@MainActor
protocol MenuTitled {
    var menuTitle: String? { get }
    /// The icon-theme name of the icon beside the title, if any.
    var menuIconName: String? { get }
}

extension MenuTitled {
    var menuIconName: String? { nil }
}

extension MenuEntry {
    /// The first text inside `view`, or `""`.
    static func title(of view: any View) -> String {
        (view as? any MenuTitled)?.menuTitle ?? ""
    }
}

extension Button: MenuRepresentable {
    var menuEntries: [MenuEntry] {
        [.button(MenuButtonEntry(
            title: MenuEntry.title(of: content), action: action, role: role,
            iconName: (content as? any MenuTitled)?.menuIconName))]
    }
}

extension Divider: MenuRepresentable {
    var menuEntries: [MenuEntry] { [.divider] }
}

extension EmptyView: MenuRepresentable {
    var menuEntries: [MenuEntry] { [] }
}

extension TupleView: MenuRepresentable {
    var menuEntries: [MenuEntry] { elements.flatMap { MenuEntry.entries(of: $0) } }
}

extension _ConditionalContent: MenuRepresentable {
    var menuEntries: [MenuEntry] { MenuEntry.entries(of: branch.content) }
}

extension Optional: MenuRepresentable where Wrapped: View {
    var menuEntries: [MenuEntry] { content.map { MenuEntry.entries(of: $0) } ?? [] }
}

extension AnyView: MenuRepresentable {
    var menuEntries: [MenuEntry] { MenuEntry.entries(of: storage) }
}

extension ForEach: MenuRepresentable where Content: View {
    var menuEntries: [MenuEntry] { data.flatMap { MenuEntry.entries(of: content($0)) } }
}

extension ModifiedContent: MenuRepresentable where Content: View, Modifier: ViewModifier {
    var menuEntries: [MenuEntry] {
        let entries = MenuEntry.entries(of: content)
        if let shortcut = modifier as? _KeyboardShortcutModifier {
            return entries.map { entry in
                guard case .button(var button) = entry else { return entry }
                button.shortcut = shortcut.shortcut
                return .button(button)
            }
        }
        if let attributes = modifier as? _AttributeModifier, attributes.attributes.contains(.disabled) {
            return entries.map { entry in
                guard case .button(var button) = entry else { return entry }
                button.isDisabled = true
                return .button(button)
            }
        }
        return entries
    }
}

extension Text: MenuTitled {
    var menuTitle: String? { plainString }
}

extension Label: MenuTitled {
    var menuTitle: String? { (content.value.1 as? any MenuTitled)?.menuTitle }
    var menuIconName: String? { (content.value.0 as? Image)?.iconName }
}

extension TupleView: MenuTitled {
    var menuTitle: String? {
        elements.lazy.compactMap { ($0 as? any MenuTitled)?.menuTitle }.first
    }
}

extension ModifiedContent: MenuTitled where Content: View, Modifier: ViewModifier {
    var menuTitle: String? { (content as? any MenuTitled)?.menuTitle }
}
