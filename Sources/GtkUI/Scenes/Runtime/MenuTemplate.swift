/// The primary menu of an app, as sections of items; the undo section is filled with the
/// active window's undo manager's action names.
struct MenuTemplate: Equatable {
    enum Item: Equatable {
        /// An entry activating a detailed action (`app.about`), showing `accel` when the
        /// shortcut is not an application accelerator (one a focused widget handles).
        case action(label: String, action: String, accel: String? = nil)
        /// An entry opening a submenu of sections.
        case submenu(label: String, sections: [[Item]])
    }

    enum Section: Equatable {
        case items([Item])
        /// "Undo …" and "Redo …" of the window's undo manager.
        case undoRedo
    }

    var sections: [Section] = []
}

/// The app's primary menu, shown by every window's menu button. The undo section shows
/// the active window's undo and redo names; `win.undo` acts on whichever window the menu
/// is opened in, which is the active one.
///
/// When the commands change, ``update(_:)`` refills only the menus whose items changed,
/// keeping every menu object at its place: one shared model whose menus are reused also
/// sidesteps a GTK 4.8 leak, where a destroyed popover menu keeps a reference to each
/// section model it showed, so per-window or replaced menus would be left behind.
@MainActor
final class AppMenu {
    let root = GIO.Menu()
    private var undoSection: GIO.Menu?
    /// The menus below the root by their place ("2", "2/0", "2/0/1"), and what they show.
    private var menus: [String: (menu: GIO.Menu, items: [MenuTemplate.Item]?)] = [:]
    private var rootSections: [GIO.Menu] = []

    init(template: MenuTemplate) {
        update(template)
    }

    /// Shows `template`, changing only what differs.
    func update(_ template: MenuTemplate) {
        var sections: [GIO.Menu] = []
        for (index, section) in template.sections.enumerated() {
            switch section {
            case .items(let items):
                sections.append(fill("\(index)", with: items))
            case .undoRedo:
                let menu = undoSection ?? GIO.Menu()
                undoSection = menu
                sections.append(menu)
            }
        }
        guard sections != rootSections else { return }
        root.removeAll()
        for section in sections { root.appendSection(section) }
        rootSections = sections
    }

    /// Shows the undo and redo items with these titles ("Undo Rename").
    func updateUndo(undo: String, redo: String) {
        guard let undoSection else { return }
        if undoSection.itemCount == 2, undoSection.label(at: 0) == undo, undoSection.label(at: 1) == redo {
            return
        }
        undoSection.removeAll()
        undoSection.append(undo, action: "win.\(WindowActionName.undo)")
        undoSection.append(redo, action: "win.\(WindowActionName.redo)")
    }

    /// The menu at `path`, showing `items`.
    private func fill(_ path: String, with items: [MenuTemplate.Item]) -> GIO.Menu {
        let menu = menus[path]?.menu ?? GIO.Menu()
        guard menus[path]?.items != items else { return menu }
        menus[path] = (menu, items)
        menu.removeAll()
        for (index, item) in items.enumerated() {
            switch item {
            case .action(let label, let action, let accel):
                menu.append(label, action: action, accel: accel)
            case .submenu(let label, let sections):
                let submenuPath = "\(path)/\(index)"
                let submenu = menus[submenuPath]?.menu ?? GIO.Menu()
                menus[submenuPath] = (submenu, nil)
                submenu.removeAll()
                for (part, section) in sections.enumerated() {
                    submenu.appendSection(fill("\(submenuPath)/\(part)", with: section))
                }
                menu.appendSubmenu(submenu, label: label)
            }
        }
        return menu
    }
}
