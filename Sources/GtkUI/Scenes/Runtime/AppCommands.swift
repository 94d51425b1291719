/// An app's actions, accelerators and menu: the standard GNOME commands (New Window,
/// Close, Quit, Undo/Redo, Keyboard Shortcuts, About), the scenes' shortcuts and window
/// entries, and the app's ``Commands``.
@MainActor
final class AppCommands {
    /// A shortcut as the shortcuts window lists it.
    struct Listing: Equatable {
        let group: String
        let title: String
        let accelerator: String
    }

    private(set) var template = MenuTemplate()
    private(set) var listings: [Listing] = []
    private var actions: [GIO.SimpleAction] = []
    private var commandCount = 0
    private unowned let runtime: AppRuntime

    init(runtime: AppRuntime) {
        self.runtime = runtime
    }

    /// Adds the actions to the application, sets their accelerators and builds the menu.
    func install(scenes: SceneList, commands: CommandList, aboutTitle: String) {
        var standard: [CommandGroupPlacement: [MenuTemplate.Item]] = [:]
        let replaced = Set(commands.groups.filter { $0.position == .replacing }.map(\.placement))

        if let main = scenes.mainGroup, !main.options.commandsRemoved, !replaced.contains(.newItem) {
            let action = addAppAction(AppActionName.newWindow) { $0.openMainWindow() }
            standard[.newItem] = [.action(label: "New Window", action: action)]
            accelerate(action, "<Control>n", group: "Application", title: "New Window")
        }
        for (index, scene) in scenes.windows.enumerated() {
            let action = addAppAction("\(AppActionName.openScene)\(index)") { runtime in
                runtime.openWindow(sceneID: scene.id, value: nil)
            }
            if scene.kind == .single, !scene.options.commandsRemoved {
                standard[.windowList, default: []].append(.action(label: scene.title, action: action))
            }
            if let accelerator = scene.options.keyboardShortcut?.gtkAccelerator {
                let title = scene.kind == .single ? "Show \(scene.title)" : "New \(scene.title) Window"
                accelerate(action, accelerator, group: "Application", title: title)
            }
        }
        let quit = addAppAction(AppActionName.quit) { $0.quit() }
        accelerate(quit, "<Control>q", group: "Application", title: "Quit")
        let shortcuts = addAppAction(AppActionName.shortcuts) { $0.showShortcutsWindow() }
        accelerate(shortcuts, "<Control>question", group: "Application", title: "Keyboard Shortcuts")
        let about = addAppAction(AppActionName.about) { $0.showAboutDialog() }
        standard[.appInfo] = [
            .action(label: "Keyboard Shortcuts", action: shortcuts),
            .action(label: aboutTitle, action: about),
        ]
        accelerate("win.\(WindowActionName.close)", "<Control>w", group: "Window", title: "Close Window")
        // Cut, Copy and Paste go to the focused widget first, so their keys are not
        // application accelerators (those would take the keys from text fields).
        standard[.pasteboard] = ClipboardCommand.allCases.map { command in
            let accelerator = command.accelerators[0]
            listings.append(Listing(group: "Edit", title: command.title, accelerator: accelerator))
            return .action(label: command.title, action: "win.\(command.actionName)", accel: accelerator)
        }

        var sections: [MenuTemplate.Section] = []
        for placement in CommandGroupPlacement.menuOrder {
            guard let placement else {
                let submenus = commands.menus.map { menu in
                    MenuTemplate.Item.submenu(label: menu.title, sections: items(menu.entries, group: menu.title))
                }
                if !submenus.isEmpty { sections.append(.items(submenus)) }
                continue
            }
            let groups = commands.groups.filter { $0.placement == placement }
            for group in groups where group.position == .before {
                sections += items(group.entries, group: "Commands").map { .items($0) }
            }
            if !replaced.contains(placement) {
                if placement == .undoRedo {
                    sections.append(.undoRedo)
                    accelerate("win.\(WindowActionName.undo)", "<Control>z", group: "Window", title: "Undo")
                    accelerate("win.\(WindowActionName.redo)", "<Shift><Control>z", group: "Window", title: "Redo")
                } else if let items = standard[placement], !items.isEmpty {
                    sections.append(.items(items))
                }
            }
            for group in groups where group.position != .before {
                sections += items(group.entries, group: "Commands").map { .items($0) }
            }
        }
        template = MenuTemplate(sections: sections)
    }

    /// Menu sections for `entries`, each button an app action.
    private func items(_ entries: [MenuEntry], group: String) -> [[MenuTemplate.Item]] {
        MenuEntry.sections(entries).map { section in
            section.map { button in
                let perform = button.action
                let name = "\(AppActionName.command)\(commandCount)"
                commandCount += 1
                let action = addAppAction(name) { _ in perform() }
                if button.isDisabled { actions.last?.isEnabled = false }
                if let shortcut = button.shortcut {
                    if let accelerator = shortcut.gtkAccelerator {
                        accelerate(action, accelerator, group: group, title: button.title)
                    } else {
                        Diagnostics.report("GtkUI: the shortcut of command \"\(button.title)\" has no GTK key name; ignored")
                    }
                }
                return .action(label: button.title, action: action)
            }
        }
    }

    /// Adds an app action; returns its detailed name (`app.name`).
    private func addAppAction(_ name: String, _ perform: @escaping @MainActor (AppRuntime) -> Void) -> String {
        let action = GIO.SimpleAction(name: name)
        action.connect(.activate) { [weak runtime] _ in
            if let runtime { perform(runtime) }
        }
        runtime.application.addAction(action)
        actions.append(action)
        return "app.\(name)"
    }

    private func accelerate(_ action: String, _ accelerator: String, group: String, title: String) {
        let existing = runtime.application.accelerators(for: action)
        runtime.application.setAccelerators(existing + [accelerator], for: action)
        listings.append(Listing(group: group, title: title, accelerator: accelerator))
    }
}

/// The names of the app's actions (`app.` prefix in menus).
enum AppActionName {
    static let newWindow = "new-window"
    static let quit = "quit"
    static let shortcuts = "shortcuts"
    static let about = "about"
    static let openScene = "open-scene-"
    static let command = "command-"
}
