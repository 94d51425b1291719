import CGtk

/// A control that runs an action when clicked, over a `GtkButton`, as in SwiftUI.
///
/// The label is declarative content placed as the button's child.
public struct Button<Label: View>: ContainerRepresentable {
    let action: @MainActor () -> Void
    /// The button's label.
    public var content: Label

    /// A button showing `label` that runs `action`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        content = label()
    }

    /// Receives `clicked` and runs the latest action.
    public final class Coordinator {
        var action: @MainActor () -> Void
        init(action: @escaping @MainActor () -> Void) { self.action = action }
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(action: action)
    }

    public func makeWidget(context: Context) -> GTK.Button {
        let button = GTK.Button()
        let coordinator = context.coordinator
        button.connect(.clicked) { _ in coordinator.action() }
        return button
    }

    public func updateWidget(_ button: GTK.Button, context: Context) {
        context.coordinator.action = action
    }

    public func placeChildren(_ children: [GTK.Widget], in button: GTK.Button, context: Context) {
        let child: GTK.Widget?
        switch children.count {
        case 0: child = nil
        case 1: child = children[0]
        default:
            // Several label views share one row inside the button.
            let row = button.child?.cast(to: GTK.Box.self) ?? GTK.Box(.horizontal, spacing: 6)
            row.setChildren(children)
            child = row
        }
        if button.child?.widgetPointer != child?.widgetPointer { button.child = child }
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
