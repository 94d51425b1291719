/// The primary menu of an app, as sections of items; the undo section is filled with the
/// active window's undo manager's action names.
struct MenuTemplate {
    enum Item {
        /// An entry activating a detailed action (`app.about`), showing `accel` when the
        /// shortcut is not an application accelerator (one a focused widget handles).
        case action(label: String, action: String, accel: String? = nil)
        /// An entry opening a submenu of sections.
        case submenu(label: String, sections: [[Item]])
    }

    enum Section {
        case items([Item])
        /// "Undo …" and "Redo …" of the window's undo manager.
        case undoRedo
    }

    var sections: [Section] = []
}

/// The app's primary menu, built from the template once and shown by every window's menu
/// button. The undo section shows the active window's undo and redo names; `win.undo`
/// acts on whichever window the menu is opened in, which is the active one.
///
/// One shared model also sidesteps a GTK 4.8 leak: a destroyed popover menu keeps a
/// reference to each section model it showed, so per-window menus would leave their
/// sections behind with every closed window.
@MainActor
final class AppMenu {
    let root = GIO.Menu()
    private var undoSection: GIO.Menu?

    init(template: MenuTemplate) {
        for section in template.sections {
            let menu = GIO.Menu()
            switch section {
            case .items(let items): Self.fill(menu, with: items)
            case .undoRedo: undoSection = menu
            }
            root.appendSection(menu)
        }
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

    private static func fill(_ menu: GIO.Menu, with items: [MenuTemplate.Item]) {
        for item in items {
            switch item {
            case .action(let label, let action, let accel):
                menu.append(label, action: action, accel: accel)
            case .submenu(let label, let sections):
                let submenu = GIO.Menu()
                for section in sections {
                    let part = GIO.Menu()
                    fill(part, with: section)
                    submenu.appendSection(part)
                }
                menu.appendSubmenu(submenu, label: label)
            }
        }
    }
}
