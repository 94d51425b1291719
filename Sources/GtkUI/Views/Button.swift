/// A control that runs an action when clicked, over a `GtkButton`, as in SwiftUI.
///
/// The label is declarative content placed as the button's child; `.buttonStyle` chooses a
/// raised or a flat button.
public struct Button<Label: View>: ContainerRepresentable {
    let action: @MainActor () -> Void
    let role: ButtonRole?
    /// The button's label.
    public var content: Label

    /// A button showing `label` that runs `action`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role showing `label` that runs `action`; a ``ButtonRole/destructive``
    /// button has GTK's `destructive-action` style.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.role = role
        content = label()
    }

    /// Receives `clicked` and runs the latest action.
    public final class Coordinator {
        var action: @MainActor () -> Void
        /// The role the button's style classes show.
        var appliedRole: ButtonRole?
        /// The size the button's style class shows.
        var size = ControlSize.regular
        /// The style's view of the label, under a ``ButtonStyle`` of the app's own.
        var styled: StyledButtonLabel?
        init(action: @escaping @MainActor () -> Void) { self.action = action }
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(action: action)
    }

    public func makeWidget(context: Context) -> GTK.Button {
        let button = GTK.Button()
        button.connect(.clicked, to: context.coordinator) { $0.action() }
        return button
    }

    public func updateWidget(_ button: GTK.Button, context: Context) {
        context.coordinator.action = action
        // Named by its label's text, as SwiftUI's buttons are (GTK 4.8 does not name a
        // button by a child it did not make); an accessibilityLabel modifier wins.
        WidgetAttributes.setBuiltIn(ViewText.string(in: content).map { [.accessibilityLabel($0)] } ?? [], on: button)
        if context.coordinator.appliedRole != role {
            // Only a role that changed costs a call: most buttons have none.
            context.coordinator.appliedRole = role
            button.setCSSClass(ButtonRole.destructiveClass, present: role == .destructive)
            button.setCSSClass(ButtonRole.cancelClass, present: role == .cancel)
        }
        let appearance = context.environment.buttonAppearance
        button.setCSSClass("flat", present: appearance.isFlat)
        button.setCSSClass("suggested-action", present: appearance.isProminent && role != .destructive)
        if appearance.size != context.coordinator.size {
            // Only a size that changed costs a call: most buttons are regular.
            if let old = context.coordinator.size.buttonClass { button.removeCSSClass(old) }
            if let new = appearance.size.buttonClass { button.addCSSClass(new) }
            context.coordinator.size = appearance.size
        }
        if let style = appearance.customStyle {
            showStyled(style, in: button, context: context)
        } else if let styled = context.coordinator.styled {
            // The custom style went: the label's own widgets come back.
            styled.detach(from: button)
            context.coordinator.styled = nil
            button.child = nil
            place(styled.labelWidgets, in: button)
        }
    }

    /// Shows the style's view of the label in place of the label's widgets.
    private func showStyled(_ style: AnyButtonStyle, in button: GTK.Button, context: Context) {
        let styled = context.coordinator.styled ?? {
            let styled = StyledButtonLabel(environment: context.environment)
            context.coordinator.styled = styled
            // The label's widgets wait, unshown, for the style to go.
            let current = button.child
            let row = current.flatMap { $0.hasCSSClass(Self.rowClass) ? $0.cast(to: GTK.Box.self) : nil }
            styled.labelWidgets = row?.children ?? current.map { [$0] } ?? []
            row?.setChildren([])
            styled.attach(to: button)
            return styled
        }()
        var environment = context.environment
        environment.buttonAppearance = ButtonAppearance()
        styled.show(style: style, label: AnyView(content), role: role, environment: environment)
        if button.child != styled.host {
            button.child = nil  // free the label's widgets (or row) before the host comes in
            button.child = styled.host
            button.setCSSClass("text-button", present: false)
            button.setCSSClass("image-button", present: false)
        }
    }

    public func placeChildren(_ children: [GTK.Widget], in button: GTK.Button, context: Context) {
        if let styled = context.coordinator.styled {
            styled.labelWidgets = children
            return
        }
        place(children, in: button)
    }

    /// Makes the label's widgets the button's child (in a row when there are several).
    private func place(_ children: [GTK.Widget], in button: GTK.Button) {
        let current = button.child
        let row = current.flatMap { $0.hasCSSClass(Self.rowClass) ? $0.cast(to: GTK.Box.self) : nil }
        let wanted: GTK.Widget?
        if children.count > 1 {
            // Several label views share one row inside the button.
            let shared = row ?? GTK.Box(.horizontal, spacing: 6)
            shared.addCSSClass(Self.rowClass)
            if row == nil { button.child = nil }  // free a single label before the row takes it
            shared.setChildren(children)
            wanted = shared
        } else {
            row?.setChildren([])  // free the label the row held before the button takes it
            wanted = children.first
        }
        if button.child != wanted { button.child = wanted }
        // A lone label or image is styled as GTK styles the button gtk_button_set_label or
        // gtk_button_set_icon_name makes (setting a child removes both classes).
        button.setCSSClass("text-button", present: wanted?.cast(to: GTK.Label.self) != nil)
        button.setCSSClass("image-button", present: wanted?.cast(to: GTK.Image.self) != nil)
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool {
        false
    }

    /// Marks the row GtkUI makes for a label of several views.
    private static var rowClass: String { "gtkui-button-row" }
}

extension Button where Label == Text {
    /// A button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolvedString, action: action)
    }

    /// A button with a role and a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolvedString, role: role, action: action)
    }
}

extension Button where Label == GtkUI.Label<Text, Image> {
    /// A button with a text label and an SF Symbols icon (see ``Image/init(systemName:)``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { GtkUI.Label(title, systemImage: systemImage) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolvedString, systemImage: systemImage, action: action)
    }

    /// A button with a role, a text label and an SF Symbols icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { GtkUI.Label(title, systemImage: systemImage) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolvedString, systemImage: systemImage, role: role, action: action)
    }
}

extension Button {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
