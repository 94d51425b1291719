/// Content with a context menu: a `GTK.Bin` holding the content and a `GtkPopover`
/// with the menu's views, shown where the content is right-clicked, or from the keyboard
/// (Shift+F10, the Menu key) while the focus is inside the content; the focus then goes
/// back where it was when the menu closes.
public struct _ContextMenuLayout<Content: View, Menu: View>: ContainerRepresentable {
    public let content: TupleView<(Content, _MenuPopover<Menu>)>

    init(content: Content, menu: Menu) {
        self.content = ViewBuilder.buildBlock(content, _MenuPopover(content: menu))
    }

    /// The secondary-button gesture and the menu keys on the bin.
    @MainActor
    public final class Coordinator {
        let gesture = GTK.GestureClick(button: 3)
        let keys = GTK.ShortcutController(scope: .local)
        /// Where the focus was when the menu opened from the keyboard.
        var focusBeforeMenu: GTK.Widget?
        /// The popover whose closing is watched.
        weak var watchedPopover: GTK.Popover?

        /// Gives the focus back when `popover` closes.
        func watch(_ popover: GTK.Popover) {
            guard watchedPopover !== popover else { return }
            watchedPopover = popover
            popover.connect(.closed) { [weak self] _ in
                guard let self, let focus = self.focusBeforeMenu else { return }
                self.focusBeforeMenu = nil
                _ = focus.grabFocus()
            }
        }

        /// Opens the menu pointing at `point` in the bin (its middle when `nil`).
        func popup(in bin: GTK.Bin, at point: (x: Double, y: Double)?) -> Bool {
            guard let popover = bin.children.lazy.compactMap({ $0.cast(to: GTK.Popover.self) }).first else { return false }
            popover.popup(pointingAt: point ?? (Double(bin.width) / 2, Double(bin.height) / 2))
            return true
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Bin {
        let bin = GTK.Bin()
        let coordinator = context.coordinator
        coordinator.gesture.connect(.pressed) { [weak bin, weak coordinator] _, event in
            guard let bin, let coordinator else { return }
            _ = coordinator.popup(in: bin, at: (event.x, event.y))
        }
        coordinator.gesture.add(to: bin)
        for accelerator in ["Menu", "<Shift>F10"] {
            coordinator.keys.addShortcut(accelerator) { [weak bin, weak coordinator] in
                guard let bin, let coordinator else { return false }
                coordinator.focusBeforeMenu = bin.windowFocus
                return coordinator.popup(in: bin, at: nil)
            }
        }
        coordinator.keys.add(to: bin)
        return bin
    }

    public func updateWidget(_ bin: GTK.Bin, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in bin: GTK.Bin, context: Context) {
        bin.setChildren(children)
        if let popover = children.lazy.compactMap({ $0.cast(to: GTK.Popover.self) }).first {
            context.coordinator.watch(popover)
        }
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool {
        false
    }

    public static func dismantleWidget(_ bin: GTK.Bin, coordinator: Coordinator) {
        coordinator.gesture.remove(from: bin)
        coordinator.gesture.disconnectAllHandlers()
        coordinator.keys.remove(from: bin)
        coordinator.focusBeforeMenu = nil
    }
}

/// The popover of a context menu: its views in a column, buttons flat as menu items;
/// choosing one closes the menu.
public struct _MenuPopover<Content: View>: ContainerRepresentable {
    public let content: Content

    public func makeCoordinator() -> _MenuItemColumn { _MenuItemColumn() }

    public func makeWidget(context: Context) -> GTK.Popover {
        context.coordinator.popover
    }

    public func updateWidget(_ popover: GTK.Popover, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in popover: GTK.Popover, context: Context) {
        context.coordinator.place(children)
    }
}

extension View {
    /// Shows `menuItems` (usually buttons) in a menu when this view is right-clicked.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuLayout(content: self, menu: menuItems())
    }
}
