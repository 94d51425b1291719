/// An icon and a title side by side, as in SwiftUI: the icon, then the title, in a
/// horizontal `GtkBox` with 6 px spacing, centred vertically.
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

    public func updateWidget(_ box: GTK.Box, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        box.setChildren(children)
        for child in children where child.verticalAlign != .center {
            child.verticalAlign = .center
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbols icon (see ``Image/init(systemName:)``).
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label with a text title and an icon-theme icon.
    public init<S: StringProtocol>(_ title: S, iconName: String) {
        self.init(title: { Text(title) }, icon: { Image(iconName: iconName) })
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
