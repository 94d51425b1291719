/// Related controls shown as one, as in SwiftUI: GTK's `linked` box, whose buttons join
/// into a single bar (GNOME's linked buttons), read by screen readers as a group named by
/// the title when there is one.
///
/// ```swift
/// ControlGroup {
///     Button("Previous", systemImage: "backward.fill") { … }
///     Button("Next", systemImage: "forward.fill") { … }
/// }
/// ```
public struct ControlGroup<Content: View>: ContainerRepresentable {
    let title: String?
    public let content: Content

    /// Controls shown as one.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    /// Controls shown as one, named `title` for screen readers.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, content: content)
    }

    public func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.horizontal)
        box.addCSSClass("linked")
        return box
    }

    public func updateWidget(_ box: GTK.Box, context: Context) {
        WidgetAttributes.setBuiltIn(title.map { [.accessibilityLabel($0)] } ?? [], on: box)
    }

    public func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        box.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

/// How a ``ControlGroup`` looks; GTK has one look, linked buttons, so every style shows it.
public protocol ControlGroupStyle {}

/// The platform's control group: linked buttons.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// Linked buttons.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
    /// Linked buttons (SwiftUI's navigation style).
    public static var navigation: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
    /// Linked buttons (SwiftUI's compact menu).
    public static var compactMenu: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension View {
    /// Accepted for SwiftUI code: GTK shows every control group as linked buttons.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
