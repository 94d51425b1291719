/// Editable text of many lines bound to a string, as in SwiftUI: a `GtkTextView` that
/// wraps its lines, in a scrolled window that takes the space it is offered.
///
/// ```swift
/// TextEditor(text: $notes)
///     .accessibilityLabel("Notes")
/// ```
///
/// Each edit writes the binding; a new binding value replaces the text (an equal one
/// leaves it, and the cursor, alone). Accessibility modifiers name the text view.
public struct TextEditor: WidgetRepresentable {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// The binding, written on each edit.
    @MainActor
    public final class Coordinator {
        var text: Binding<String>
        let view = GTK.TextView()
        /// Whether the buffer is being set from the binding (its `changed` is not an edit).
        var isShowingBinding = false

        init(text: Binding<String>) { self.text = text }

        func edited() {
            guard !isShowingBinding else { return }
            let current = view.buffer.text
            if text.wrappedValue != current { text.wrappedValue = current }
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator(text: text) }

    public func makeWidget(context: Context) -> GTK.ScrolledWindow {
        let coordinator = context.coordinator
        let scrolled = GTK.ScrolledWindow()
        scrolled.child = coordinator.view
        scrolled.fillsOfferedSpace = true
        AccessibleTarget.set(coordinator.view, on: scrolled)
        coordinator.view.buffer.connect(.changed) { [weak coordinator] _ in coordinator?.edited() }
        return scrolled
    }

    public func updateWidget(_ scrolled: GTK.ScrolledWindow, context: Context) {
        let coordinator = context.coordinator
        coordinator.text = text
        let buffer = coordinator.view.buffer
        guard buffer.text != text.wrappedValue else { return }
        coordinator.isShowingBinding = true
        buffer.text = text.wrappedValue
        coordinator.isShowingBinding = false
    }

    public static func dismantleWidget(_ scrolled: GTK.ScrolledWindow, coordinator: Coordinator) {
        coordinator.view.buffer.disconnectAllHandlers()
    }
}
