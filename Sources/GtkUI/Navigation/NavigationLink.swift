/// A button that pushes a page on the ``NavigationStack`` around, as in SwiftUI: its
/// label with GNOME's forward chevron (go-next) at the end, over a flat `GtkButton`.
///
/// ```swift
/// NavigationLink("Settings") { SettingsView() }             // pushes the view
/// NavigationLink(destination: Detail(item: item)) { Text(item.name) }
/// NavigationLink(recipe.name, value: recipe)                 // pushes the value: the stack's
///     // navigationDestination(for: Recipe.self) shows it
/// ```
///
/// The button is named by its label's text. A pushed destination view follows the link:
/// when the view around the link updates, the page shows the new destination value. A
/// value link whose type has no destination in its stack (or a link outside a stack) does
/// nothing but say so on standard error, as SwiftUI's log does.
public struct NavigationLink<Label: View, Destination: View>: ContainerRepresentable {
    enum Target {
        case view(Destination)
        case value(AnyHashable?)
    }

    let target: Target
    /// The link's label.
    public let content: Label

    /// A link showing `label` that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination())
        content = label()
    }

    /// A link showing `label` that pushes `destination` (SwiftUI's earlier spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination)
        content = label()
    }

    /// Pushes the link's target and keeps a pushed view page up to date.
    @MainActor
    public final class Coordinator {
        var target: Target
        /// The stack the link is in, as its environment last said.
        weak var environmentNavigator: NavigationController?
        /// The stack the link pushed `page` on.
        weak var navigator: NavigationController?
        weak var page: NavigationPage?
        let labelBox = GTK.Box(.horizontal, spacing: 6)

        init(target: Target) { self.target = target }

        func activate(in navigator: NavigationController?) {
            guard let navigator else {
                Diagnostics.report("GtkUI: a NavigationLink outside a NavigationStack does nothing")
                return
            }
            self.navigator = navigator
            switch target {
            case .view(let destination):
                page = navigator.push(view: AnyView(destination))
            case .value(let value):
                if let value { navigator.push(value: value) }
            }
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator(target: target) }

    public func makeWidget(context: Context) -> GTK.Button {
        let button = GTK.Button()
        button.addCSSClass("flat")
        button.addCSSClass(NavigationLinkActivation.linkClass)
        let coordinator = context.coordinator
        coordinator.labelBox.expandsHorizontally = true
        let chevron = GTK.Image()
        chevron.iconName = "go-next-symbolic"
        chevron.setAccessibleState(.hidden, to: true)
        let row = GTK.Box(.horizontal, spacing: 12)
        row.setChildren([coordinator.labelBox, chevron])
        button.child = row
        button.connect(.clicked) { [weak coordinator] _ in
            guard let coordinator else { return }
            coordinator.activate(in: coordinator.environmentNavigator)
        }
        return button
    }

    public func updateWidget(_ button: GTK.Button, context: Context) {
        let coordinator = context.coordinator
        coordinator.target = target
        coordinator.environmentNavigator = context.environment.navigator
        WidgetAttributes.setBuiltIn(ViewText.string(in: content).map { [.accessibilityLabel($0)] } ?? [], on: button)
        if case .value(nil) = target { button.isSensitive = false } else if !button.isSensitive { button.isSensitive = true }
        if case .view(let destination) = target, let page = coordinator.page,
           coordinator.navigator?.pages.contains(where: { $0 === page }) == true {
            page.setView(AnyView(destination))
        }
    }

    public func placeChildren(_ children: [GTK.Widget], in button: GTK.Button, context: Context) {
        context.coordinator.labelBox.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey.resolvedString, destination: destination)
    }

    /// A link titled `title` that pushes `destination` (SwiftUI's earlier spelling).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(titleKey.resolvedString, destination: destination)
    }
}

extension NavigationLink where Destination == Never {
    /// A link showing `label` that pushes `value` (nothing when `nil`: the link is
    /// disabled); the stack's `navigationDestination(for:)` of the value's type shows it.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = .value(value.map { AnyHashable($0) })
        content = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(titleKey.resolvedString, value: value)
    }
}

/// Return on a `List` row follows the row's link.
@MainActor
enum NavigationLinkActivation {
    /// Marks a link's button.
    static let linkClass = "gtkui-navigation-link"

    /// Clicks the first link in `row`; returns whether there was one.
    @discardableResult
    static func activateLink(in row: GTK.Widget) -> Bool {
        if let button = row.cast(to: GTK.Button.self), button.hasCSSClass(linkClass) {
            button.emit(.clicked)
            return true
        }
        return row.children.contains { activateLink(in: $0) }
    }
}
