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
    /// The icon of a label view that has one (`Image(systemName:)`, `Label(_:systemImage:)`):
    /// the button shows it instead of the title, which still names it.
    let iconName: String?
    public let content: Content

    public func makeCoordinator() -> _MenuItemColumn { _MenuItemColumn() }

    public func makeWidget(context: Context) -> GTK.MenuButton {
        let button = GTK.MenuButton()
        button.popover = context.coordinator.popover
        return button
    }

    public func updateWidget(_ button: GTK.MenuButton, context: Context) {
        let display = context.environment.labelDisplay
        if let iconName, display == .titleAndIcon, !title.isEmpty {
            Self.showIcon(iconName, title: title, in: button)
        } else if let iconName, display != .titleOnly {
            if button.iconName != iconName { button.iconName = iconName }
        } else if button.label != title {
            button.label = title
        }
        WidgetAttributes.setBuiltIn(title.isEmpty ? [] : [.accessibilityLabel(title)], on: button)
    }

    public func placeChildren(_ children: [GTK.Widget], in button: GTK.MenuButton, context: Context) {
        context.coordinator.place(children)
    }

    /// Shows the icon, then the title, in the button (a `.titleAndIcon` label style).
    private static func showIcon(_ iconName: String, title: String, in button: GTK.MenuButton) {
        let row = button.child.flatMap { $0.hasCSSClass(rowClass) ? $0.cast(to: GTK.Box.self) : nil } ?? {
            let row = GTK.Box(.horizontal, spacing: 6)
            row.addCSSClass(rowClass)
            row.setChildren([GTK.Image(), GTK.Label()])
            button.child = row
            return row
        }()
        let parts = row.children
        if let image = parts.first?.cast(to: GTK.Image.self), image.iconName != iconName { image.iconName = iconName }
        if let label = parts.last?.cast(to: GTK.Label.self), label.text != title { label.text = title }
    }

    /// Marks the row of icon and title GtkUI puts in the button.
    private static var rowClass: String { "gtkui-menu-label" }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension Menu where Label == Text {
    /// A menu titled `title` with `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        iconName = nil
        self.content = content()
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, content: content)
    }
}

extension Menu {
    /// A menu whose button shows `label`: its text names the button, and an image in it
    /// (`Image(systemName: "ellipsis.circle")`, `Label("More", systemImage: …)`) is shown as
    /// the button's icon. Other label views are read for their text only.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let label = label()
        title = ViewText.string(in: label) ?? ""
        iconName = ViewText.iconName(in: label)
        self.content = content()
    }
}
