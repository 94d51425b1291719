/// A button that shows a menu of views (usually buttons), as in SwiftUI: a `GtkMenuButton`
/// whose popover holds the views in a column, buttons flat as menu items; choosing one
/// closes the menu.
///
/// ```swift
/// Menu("Export") {
///     Button("Samples as CSV…") { exportCSV() }
///     Button("Conditions…") { exportConditions() }
/// }
/// ```
///
/// The title names the button for screen readers; the menu opens with a click, Return or
/// Space, and closes with Escape.
public struct Menu<Label: View, Content: View>: ContainerRepresentable {
    let title: String
    public let content: Content

    /// The menu's popover and the buttons already set up to close it.
    @MainActor
    public final class Coordinator {
        let popover = GTK.Popover()
        let column = GTK.Box(.vertical)
        var closingButtons: Set<UnsafeMutableRawPointer> = []

        init() {
            popover.addCSSClass("menu")
            popover.child = column
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.MenuButton {
        let button = GTK.MenuButton()
        button.popover = context.coordinator.popover
        return button
    }

    public func updateWidget(_ button: GTK.MenuButton, context: Context) {
        if button.label != title {
            button.label = title
            WidgetAttributes.setBuiltIn([.accessibilityLabel(title)], on: button)
        }
    }

    public func placeChildren(_ children: [GTK.Widget], in button: GTK.MenuButton, context: Context) {
        let coordinator = context.coordinator
        coordinator.column.setChildren(children)
        coordinator.closingButtons.formIntersection(children.map { UnsafeMutableRawPointer($0.objectPointer) })
        for child in children {
            guard let item = child.cast(to: GTK.Button.self),
                  coordinator.closingButtons.insert(UnsafeMutableRawPointer(item.objectPointer)).inserted
            else { continue }
            item.addCSSClass("flat")
            // Disconnected with the button's other handlers when its view leaves.
            item.connect(.clicked) { [weak coordinator] _ in coordinator?.popover.popdown() }
        }
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension Menu where Label == Text {
    /// A menu titled `title` with `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }
}
