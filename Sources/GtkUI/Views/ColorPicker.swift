import Foundation

/// A control to choose a color, as in SwiftUI: the label, then a `GtkColorButton` whose
/// swatch shows the color and which opens GTK's color chooser. The button is named by the
/// label's text for assistive technologies.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent, supportsOpacity: false)
/// ```
///
/// A semantic color in the binding (`.accentColor`, `.primary`) shows as what it resolves
/// to in the button's style; choosing writes a plain color.
public struct ColorPicker<Label: View>: ContainerRepresentable {
    /// The label views.
    public var content: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool

    /// A picker of `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        content = label()
        self.selection = selection
        self.supportsOpacity = supportsOpacity
    }

    /// Keeps the row, the button, its handler and the latest binding.
    @MainActor
    public final class Coordinator {
        let button: GTK.ColorButton
        let layout: ControlRow
        let connections = SignalConnections()
        var selection: Binding<Color>?

        init(title: String) {
            button = GTK.ColorButton(color: RGBA(red: 0, green: 0, blue: 0), title: title)
            layout = ControlRow(control: button)
        }
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(title: ViewText.string(in: content) ?? "Choose a Color")
    }

    public func makeWidget(context: Context) -> GTK.Box {
        let coordinator = context.coordinator
        coordinator.connections.keep(
            coordinator.button.connect(.colorSet, to: coordinator) { coordinator in
                let rgba = coordinator.button.color
                coordinator.selection?.wrappedValue = Color(
                    red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), opacity: Double(rgba.alpha))
            }, on: coordinator.button)
        return coordinator.layout.row
    }

    public func updateWidget(_ row: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.selection = selection
        let button = coordinator.button
        if button.usesAlpha != supportsOpacity { button.usesAlpha = supportsOpacity }
        var color = selection.wrappedValue.resolve(in: button)
        if !supportsOpacity { color.alpha = 1 }
        if button.color != color { button.color = color }
        let name = ViewText.string(in: content) ?? String(localized: "Color")
        WidgetAttributes.setBuiltIn([.accessibilityLabel(name)], on: button)
    }

    public func placeChildren(_ children: [GTK.Widget], in row: GTK.Box, context: Context) {
        context.coordinator.layout.placeLabel(children)
    }

    public static func dismantleWidget(_ row: GTK.Box, coordinator: Coordinator) {
        coordinator.connections.disconnectAll()
    }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A picker of `selection` titled by the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}
