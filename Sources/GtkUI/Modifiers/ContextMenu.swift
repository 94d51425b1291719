/// Content with a context menu: a `GTK.Bin` holding the content and a `GtkPopover`
/// with the menu's views, shown where the content is right-clicked.
public struct _ContextMenuLayout<Content: View, Menu: View>: ContainerRepresentable {
    public let content: TupleView<(Content, _MenuPopover<Menu>)>

    init(content: Content, menu: Menu) {
        self.content = ViewBuilder.buildBlock(content, _MenuPopover(content: menu))
    }

    /// The secondary-button gesture on the bin.
    @MainActor
    public final class Coordinator {
        let gesture = GTK.GestureClick(button: 3)
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Bin {
        let bin = GTK.Bin()
        context.coordinator.gesture.connect(.pressed) { [weak bin] _, event in
            let popover = bin?.children.lazy.compactMap { $0.cast(to: GTK.Popover.self) }.first
            popover?.popup(pointingAt: (event.x, event.y))
        }
        context.coordinator.gesture.add(to: bin)
        return bin
    }

    public func updateWidget(_ bin: GTK.Bin, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in bin: GTK.Bin, context: Context) {
        bin.setChildren(children)
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool {
        false
    }

    public static func dismantleWidget(_ bin: GTK.Bin, coordinator: Coordinator) {
        coordinator.gesture.remove(from: bin)
        coordinator.gesture.disconnectAllHandlers()
    }
}

/// The popover of a context menu: its views in a column, buttons flat as menu items;
/// choosing one closes the menu.
public struct _MenuPopover<Content: View>: ContainerRepresentable {
    public let content: Content

    /// The buttons already set up to close the menu.
    @MainActor
    public final class Coordinator {
        var closingButtons: Set<UnsafeMutableRawPointer> = []
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Popover {
        let popover = GTK.Popover()
        popover.addCSSClass("menu")
        popover.child = GTK.Box(.vertical)
        return popover
    }

    public func updateWidget(_ popover: GTK.Popover, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in popover: GTK.Popover, context: Context) {
        guard let column = popover.child?.cast(to: GTK.Box.self) else { return }
        column.setChildren(children)
        let coordinator = context.coordinator
        coordinator.closingButtons.formIntersection(children.map { UnsafeMutableRawPointer($0.objectPointer) })
        for child in children {
            guard let button = child.cast(to: GTK.Button.self),
                  coordinator.closingButtons.insert(UnsafeMutableRawPointer(button.objectPointer)).inserted
            else { continue }
            button.addCSSClass("flat")
            // Disconnected with the button's other handlers when its view leaves.
            button.connect(.clicked) { [weak popover] _ in popover?.popdown() }
        }
    }
}

extension View {
    /// Shows `menuItems` (usually buttons) in a menu when this view is right-clicked.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuLayout(content: self, menu: menuItems())
    }
}
