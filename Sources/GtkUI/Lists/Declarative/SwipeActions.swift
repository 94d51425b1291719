/// The actions a ``List`` row offers at one edge (``View/swipeActions(edge:allowsFullSwipe:content:)``).
struct SwipeActions {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    /// The actions: buttons, with their roles and labels.
    let content: any View

    /// The buttons, as menu entries.
    @MainActor
    var entries: [MenuButtonEntry] {
        MenuEntry.entries(of: content).compactMap { entry in
            if case .button(let button) = entry { return button }
            return nil
        }
    }
}

extension View {
    /// Gives the ``List`` row this view is in actions (buttons) at `edge`, as SwiftUI does.
    ///
    /// A horizontal swipe over the row — two fingers on a touchpad (which GTK delivers as
    /// horizontal scrolling), a finger on a touch screen, a tilting mouse wheel — reveals
    /// them beside the row: a swipe towards the leading edge reveals the trailing actions.
    /// With `allowsFullSwipe`, a long swipe runs the first action. The actions are also
    /// listed in the row's context menu (right click, the Menu key, Shift+F10), and the
    /// Delete key runs the first destructive one (`Button(role: .destructive)`).
    ///
    /// The actions belong to the item the row shows when they are offered: choosing one
    /// after the list scrolled runs that item's action; if the item is gone by then,
    /// nothing happens. Outside a `List` the modifier does nothing.
    ///
    /// ```swift
    /// Text(condition.name)
    ///     .swipeActions(edge: .trailing, allowsFullSwipe: true) {
    ///         Button(role: .destructive) { store.delete(condition.id) } label: {
    ///             Label("Delete", systemImage: "trash")
    ///         }
    ///     }
    /// ```
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        modifier(_ListRowTraitModifier(trait: .swipeActions(
            SwipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content()))))
    }
}
