/// An icon and a title side by side, as in SwiftUI: the icon, then the title, in a
/// horizontal `GtkBox` with 6 px spacing, centred vertically. `labelStyle(_:)` shows the
/// title or the icon only (an icon alone is named by the title).
public struct Label<Title: View, Icon: View>: ContainerRepresentable {
    /// The icon, then the title.
    public var content: TupleView<(Icon, Title)>

    /// A label with custom title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        content = ViewBuilder.buildBlock(icon(), title())
    }

    public func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.horizontal, spacing: 6)
        box.setBaselinePosition(.center)
        return box
    }

    public func updateWidget(_ box: GTK.Box, context: Context) {
        // An icon alone is read by its title, as SwiftUI's icon-only labels are.
        let iconOnly = context.environment.labelDisplay == .iconOnly
        WidgetAttributes.setBuiltIn(iconOnly ? ViewText.string(in: self).map { [.accessibilityLabel($0)] } ?? [] : [], on: box)
    }

    public func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        box.setChildren(children)
        for child in children where child.verticalAlign != .center {
            child.verticalAlign = .center
        }
        // The style hides the icon or the title when each is one widget (the icon first).
        guard children.count == 2 else { return }
        let display = context.environment.labelDisplay
        let (icon, title) = (children[0], children[1])
        if icon.isVisible == (display == .titleOnly) { icon.isVisible = display != .titleOnly }
        if title.isVisible == (display == .iconOnly) { title.isVisible = display != .iconOnly }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbols icon (see ``Image/init(systemName:)``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(titleKey.resolvedString, systemImage: systemImage)
    }

    /// A label with a text title and an icon-theme icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, iconName: String) {
        self.init(title: { Text(title) }, icon: { Image(iconName: iconName) })
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, iconName: String) {
        self.init(titleKey.resolvedString, iconName: iconName)
    }
}

extension Label {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}

extension Label {
    /// Its icon and title: read for its text, a `Label` is its title (the icon shows none).
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .wrapping(view.content)) }
}
