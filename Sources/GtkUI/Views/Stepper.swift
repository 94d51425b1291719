/// A control for incrementing and decrementing a value, as in SwiftUI: the label views
/// (expanding) and linked − and + buttons at the end of the row.
///
/// A button is insensitive when its action is `nil` or the value is at that bound. Each
/// click calls `onEditingChanged(true)`, the action, then `onEditingChanged(false)`.
public struct Stepper<Label: View>: ContainerRepresentable {
    /// The label views.
    public var content: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool
    let onEditingChanged: (Bool) -> Void

    /// A stepper that runs `onIncrement` for + and `onDecrement` for −.
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            content: label(), onIncrement: onIncrement, onDecrement: onDecrement,
            canIncrement: { true }, canDecrement: { true }, onEditingChanged: onEditingChanged)
    }

    /// A stepper that moves `value` by `step` inside `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            content: label(),
            onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
            onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
            canIncrement: { value.wrappedValue < bounds.upperBound },
            canDecrement: { value.wrappedValue > bounds.lowerBound },
            onEditingChanged: onEditingChanged)
    }

    /// A stepper that moves `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            content: label(),
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            canIncrement: { true }, canDecrement: { true }, onEditingChanged: onEditingChanged)
    }

    init(
        content: Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        canIncrement: @escaping () -> Bool, canDecrement: @escaping () -> Bool,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.content = content
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.canIncrement = canIncrement
        self.canDecrement = canDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// Keeps the row, the buttons, their handlers and the latest actions.
    @MainActor
    public final class Coordinator {
        let minus = GTK.Button(iconName: "list-remove-symbolic")
        let plus = GTK.Button(iconName: "list-add-symbolic")
        let layout: ControlRow
        let connections = SignalConnections()
        var increment: (() -> Void)?
        var decrement: (() -> Void)?
        var onEditingChanged: (Bool) -> Void = { _ in }

        init() {
            let buttons = GTK.Box(.horizontal)
            buttons.addCSSClass("linked")
            buttons.setChildren([minus, plus])
            layout = ControlRow(control: buttons)
        }

        func run(_ action: (() -> Void)?) {
            guard let action else { return }
            onEditingChanged(true)
            action()
            onEditingChanged(false)
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Box {
        let coordinator = context.coordinator
        coordinator.connections.keep(
            coordinator.minus.connect(.clicked, to: coordinator) { $0.run($0.decrement) }, on: coordinator.minus)
        coordinator.connections.keep(
            coordinator.plus.connect(.clicked, to: coordinator) { $0.run($0.increment) }, on: coordinator.plus)
        return coordinator.layout.row
    }

    public func updateWidget(_ row: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.increment = onIncrement
        coordinator.decrement = onDecrement
        coordinator.onEditingChanged = onEditingChanged
        let plusEnabled = onIncrement != nil && canIncrement()
        let minusEnabled = onDecrement != nil && canDecrement()
        if coordinator.plus.isSensitive != plusEnabled { coordinator.plus.isSensitive = plusEnabled }
        if coordinator.minus.isSensitive != minusEnabled { coordinator.minus.isSensitive = minusEnabled }
    }

    public func placeChildren(_ children: [GTK.Widget], in row: GTK.Box, context: Context) {
        context.coordinator.layout.placeLabel(children)
    }

    public static func dismantleWidget(_ row: GTK.Box, coordinator: Coordinator) {
        coordinator.connections.disconnectAll()
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that runs `onIncrement` for + and `onDecrement` for −.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(title)
        }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(titleKey.resolvedString, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that moves `value` by `step` inside `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(titleKey.resolvedString, value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that moves `value` by `step`, without bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(titleKey.resolvedString, value: value, step: step, onEditingChanged: onEditingChanged)
    }
}
