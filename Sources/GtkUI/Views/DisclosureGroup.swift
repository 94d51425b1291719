/// Views shown or hidden under a title, as in SwiftUI: a `GtkExpander` whose child is a
/// column of the views.
///
/// ```swift
/// DisclosureGroup("Sources") { SourcesView() }
/// DisclosureGroup("Details", isExpanded: $showsDetails) { … }
/// ```
///
/// Without a binding the group keeps its own state (collapsed at first); with one, clicking
/// the title writes it and a new value opens or closes the group. The views inside are made
/// at once, shown or not.
public struct DisclosureGroup<Label: View, Content: View>: ContainerRepresentable {
    let title: String
    let isExpanded: Binding<Bool>?
    public let content: Content

    /// A group titled `title`, collapsed at first, that keeps whether it is open.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text {
        self.title = String(title)
        isExpanded = nil
        self.content = content()
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(titleKey.resolvedString, content: content)
    }

    /// A group titled `title`, open while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
    where Label == Text {
        self.title = String(title)
        self.isExpanded = isExpanded
        self.content = content()
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
    where Label == Text {
        self.init(titleKey.resolvedString, isExpanded: isExpanded, content: content)
    }

    /// The binding written when the title is clicked.
    @MainActor
    public final class Coordinator {
        var isExpanded: Binding<Bool>?
        let column = GTK.Box(.vertical, spacing: 8)

        func userToggled(_ expanded: Bool) {
            guard let isExpanded, isExpanded.wrappedValue != expanded else { return }
            isExpanded.wrappedValue = expanded
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Expander {
        let expander = GTK.Expander(title)
        expander.child = context.coordinator.column
        let coordinator = context.coordinator
        expander.connect(.notify("expanded")) { [weak coordinator] expander, _ in
            coordinator?.userToggled(expander.isExpanded)
        }
        return expander
    }

    public func updateWidget(_ expander: GTK.Expander, context: Context) {
        context.coordinator.isExpanded = isExpanded
        if expander.title != title { expander.title = title }
        if let isExpanded, expander.isExpanded != isExpanded.wrappedValue {
            expander.isExpanded = isExpanded.wrappedValue
        }
    }

    public func placeChildren(_ children: [GTK.Widget], in expander: GTK.Expander, context: Context) {
        context.coordinator.column.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }

    public static func dismantleWidget(_ expander: GTK.Expander, coordinator: Coordinator) {
        expander.disconnectAllHandlers()
    }
}
