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
        button.setCSSClass("flat", present: context.environment.buttonsAreFlat)
        button.setCSSClass("suggested-action", present: context.environment.buttonsAreProminent && role != .destructive)
    }

    public func placeChildren(_ children: [GTK.Widget], in button: GTK.Button, context: Context) {
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
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role and a text label.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == GtkUI.Label<Text, Image> {
    /// A button with a text label and an SF Symbols icon (see ``Image/init(systemName:)``).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { GtkUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, a text label and an SF Symbols icon.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { GtkUI.Label(title, systemImage: systemImage) }
    }
}

extension Button {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
