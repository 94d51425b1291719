/// An app's actions, accelerators and menu: the standard GNOME commands (New Window,
/// Close, Quit, Undo/Redo, Keyboard Shortcuts, Help, About), the scenes' shortcuts and
/// window entries, and the app's ``Commands``.
@MainActor
final class AppCommands {
    /// A shortcut as the shortcuts window lists it.
    struct Listing: Equatable {
        let group: String
        let title: String
        let accelerator: String
    }

    private(set) var template = MenuTemplate()
    /// Every shortcut: the standard ones, then the commands'.
    var listings: [Listing] { standardListings + commandListings }
    private var standardListings: [Listing] = []
    private var commandListings: [Listing] = []
    /// The standard items by the group they belong to.
    private var standard: [CommandGroupPlacement: [MenuTemplate.Item]] = [:]
    private var actions: [GIO.SimpleAction] = []
    /// The actions of the commands' buttons (`command-0`, …) by position, and what each does now.
    private var commandActions: [GIO.SimpleAction] = []
    private var commandPerformers: [@MainActor () -> Void] = []
    private var reportedShortcuts: Set<String> = []
    private unowned let runtime: AppRuntime

    init(runtime: AppRuntime) {
        self.runtime = runtime
    }

    /// Adds the standard actions to the application, sets their accelerators and builds
    /// the menu with `commands`; `about` names the About item and gives Help its URL.
    func install(scenes: SceneList, commands: CommandList, about: AboutInformation) {
        let replaced = commands.replacedPlacements

        if let main = scenes.mainGroup, !main.options.commandsRemoved, !replaced.contains(.newItem) {
            let action = addAppAction(AppActionName.newWindow) { $0.openMainWindow() }
            standard[.newItem] = [.action(label: String(localized: "New Window"), action: action)]
            accelerate(action, "<Control>n", group: String(localized: "Application"), title: String(localized: "New Window"))
        }
        for (index, scene) in scenes.windows.enumerated() {
            let action = addAppAction("\(AppActionName.openScene)\(index)") { runtime in
                runtime.openWindow(sceneID: scene.id, value: nil)
            }
            if scene.kind == .single, !scene.options.commandsRemoved {
                standard[.windowList, default: []].append(.action(label: scene.title, action: action))
            }
            if let accelerator = scene.options.keyboardShortcut?.gtkAccelerator {
                let title = scene.kind == .single ? String(localized: "Show \(scene.title)") : String(localized: "New \(scene.title) Window")
                accelerate(action, accelerator, group: String(localized: "Application"), title: title)
            }
        }
        let quit = addAppAction(AppActionName.quit) { $0.quit() }
        accelerate(quit, "<Control>q", group: String(localized: "Application"), title: String(localized: "Quit"))
        let shortcuts = addAppAction(AppActionName.shortcuts) { $0.showShortcutsWindow() }
        accelerate(shortcuts, "<Control>question", group: String(localized: "Application"), title: String(localized: "Keyboard Shortcuts"))
        standard[.help] = [.action(label: String(localized: "Keyboard Shortcuts"), action: shortcuts)]
        if let url = about.helpURL {
            let help = addAppAction(AppActionName.help) { $0.showHelp(url) }
            accelerate(help, "F1", group: String(localized: "Application"), title: String(localized: "Help"))
            standard[.help, default: []].append(.action(label: String(localized: "Help"), action: help))
        }
        let aboutAction = addAppAction(AppActionName.about) { $0.showAboutDialog() }
        standard[.appInfo] = [.action(label: String(localized: "About \(about.name)"), action: aboutAction)]
        accelerate("win.\(WindowActionName.close)", "<Control>w", group: String(localized: "Window"), title: String(localized: "Close Window"))
        // GTK's own keys: F10 opens the primary menu (its button is `primary`), Shift+F10
        // or the Menu key the focused row's menu in a List.
        standardListings.append(Listing(group: String(localized: "Window"), title: String(localized: "Main Menu"), accelerator: "F10"))
        standardListings.append(Listing(group: String(localized: "Window"), title: String(localized: "Row Menu"), accelerator: "<Shift>F10"))
        // Cut, Copy and Paste go to the focused widget first, so their keys are not
        // application accelerators (those would take the keys from text fields).
        standard[.pasteboard] = ClipboardCommand.allCases.map { command in
            let accelerator = command.accelerators[0]
            standardListings.append(Listing(group: String(localized: "Edit"), title: command.title, accelerator: accelerator))
            return .action(label: command.title, action: "win.\(command.actionName)", accel: accelerator)
        }
        if !replaced.contains(.undoRedo) {
            accelerate("win.\(WindowActionName.undo)", "<Control>z", group: String(localized: "Window"), title: String(localized: "Undo"))
            accelerate("win.\(WindowActionName.redo)", "<Shift><Control>z", group: String(localized: "Window"), title: String(localized: "Redo"))
        }
        rebuild(commands)
    }

    /// Builds the menu for `commands` (again, when what they read changed): the command
    /// buttons keep their actions by position; actions no longer needed go.
    func rebuild(_ commands: CommandList) {
        let replaced = commands.replacedPlacements
        commandListings = []
        var used = 0
        var sections: [MenuTemplate.Section] = []
        // The standard items of adjoining app-level groups, shown as one section
        // (Preferences, Keyboard Shortcuts, Help, About, as GNOME's primary menu has them).
        var joined: [MenuTemplate.Item] = []
        func endJoined() {
            if !joined.isEmpty { sections.append(.items(joined)) }
            joined = []
        }
        for placement in CommandGroupPlacement.menuOrder {
            guard let placement else {
                endJoined()
                let submenus = commands.menus.map { menu in
                    MenuTemplate.Item.submenu(label: menu.title, sections: items(menu.entries, group: menu.title, used: &used))
                }
                if !submenus.isEmpty { sections.append(.items(submenus)) }
                continue
            }
            let groups = commands.groups.filter { $0.placement == placement }
            for group in groups where group.position == .before {
                endJoined()
                sections += items(group.entries, group: String(localized: "Commands"), used: &used).map { .items($0) }
            }
            if !replaced.contains(placement) {
                if placement == .undoRedo {
                    endJoined()
                    sections.append(.undoRedo)
                } else if let items = standard[placement], !items.isEmpty {
                    if CommandGroupPlacement.appLevel.contains(placement) {
                        joined += items
                    } else {
                        endJoined()
                        sections.append(.items(items))
                    }
                }
            }
            for group in groups where group.position != .before {
                endJoined()
                sections += items(group.entries, group: String(localized: "Commands"), used: &used).map { .items($0) }
            }
        }
        endJoined()
        for action in commandActions[used...] {
            runtime.application.setAccelerators([], for: "app.\(action.name)")
            runtime.application.removeAction(named: action.name)
        }
        commandActions.removeSubrange(used...)
        commandPerformers.removeSubrange(used...)
        template = MenuTemplate(sections: sections)
    }

    /// Menu sections for `entries`, each button a command action.
    private func items(_ entries: [MenuEntry], group: String, used: inout Int) -> [[MenuTemplate.Item]] {
        MenuEntry.sections(entries).map { section in
            section.map { button in
                let action = commandAction(at: used, perform: button.action)
                used += 1
                action.isEnabled = !button.isDisabled
                let name = "app.\(action.name)"
                var accelerators: [String] = []
                if let shortcut = button.shortcut {
                    if let accelerator = shortcut.gtkAccelerator {
                        accelerators = [accelerator]
                        commandListings.append(Listing(group: group, title: button.title, accelerator: accelerator))
                    } else if reportedShortcuts.insert(button.title).inserted {
                        Diagnostics.report("GtkUI: the shortcut of command \"\(button.title)\" has no GTK key name; ignored")
                    }
                }
                if runtime.application.accelerators(for: name) != accelerators {
                    runtime.application.setAccelerators(accelerators, for: name)
                }
                return .action(label: button.title, action: name)
            }
        }
    }

    /// The action of the command button at `index`, now running `perform`.
    private func commandAction(at index: Int, perform: @escaping @MainActor () -> Void) -> GIO.SimpleAction {
        if index < commandActions.count {
            commandPerformers[index] = perform
            return commandActions[index]
        }
        let action = GIO.SimpleAction(name: "\(AppActionName.command)\(index)")
        action.connect(.activate) { [weak self] _ in
            guard let self, index < self.commandPerformers.count else { return }
            self.commandPerformers[index]()
        }
        runtime.application.addAction(action)
        commandActions.append(action)
        commandPerformers.append(perform)
        return action
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
        standardListings.append(Listing(group: group, title: title, accelerator: accelerator))
    }
}

/// The names of the app's actions (`app.` prefix in menus).
enum AppActionName {
    static let newWindow = "new-window"
    static let quit = "quit"
    static let shortcuts = "shortcuts"
    static let about = "about"
    static let help = "help"
    static let openScene = "open-scene-"
    static let command = "command-"
}
