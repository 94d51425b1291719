import CGtk
import GtkUI

/// Watches the keyboard focus of its content (a row's text field) and moves the focus into
/// it when asked: the smallest means for the Conditions page until GtkUI has SwiftUI's
/// `@FocusState` and `.focused(_:equals:)`, which would replace it.
///
/// A bin around the content with a `GtkEventControllerFocus`: `began` runs when the focus
/// enters the content, `ended` when it moves elsewhere in the window (not when the window
/// merely stops being the active one). With `isRequested`, the focus moves to the
/// content's first focusable widget as soon as it is on screen, once per request.
struct FieldFocus<Content: View>: ContainerRepresentable {
    let isRequested: Bool
    let began: @MainActor () -> Void
    let ended: @MainActor () -> Void
    let content: Content

    init(
        isRequested: Bool, began: @escaping @MainActor () -> Void, ended: @escaping @MainActor () -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.isRequested = isRequested
        self.began = began
        self.ended = ended
        self.content = content()
    }

    @MainActor
    final class Coordinator {
        var began: @MainActor () -> Void = {}
        var ended: @MainActor () -> Void = {}
        let focus = GTK.EventControllerFocus()
        var connections: [SignalConnection] = []
        var mapped: SignalConnection?
        /// Whether a request is waiting for the content to be on screen.
        var wantsFocus = false
        var wasRequested = false

        /// Moves the focus into `bin`'s content if it is on screen and a request waits.
        func focusIfWanted(_ bin: GTK.Bin) {
            guard wantsFocus, bin.isMapped else { return }
            wantsFocus = false
            _ = gtk_widget_child_focus(bin.widgetPointer, GTK_DIR_TAB_FORWARD)
        }

        /// Whether the window's focus is inside `bin` (`false` while GTK moves it).
        func holdsFocus(_ bin: GTK.Bin) -> Bool {
            guard let root = gtk_widget_get_root(bin.widgetPointer), let focused = gtk_root_get_focus(root) else {
                return false
            }
            return gtk_widget_is_ancestor(focused, bin.widgetPointer) != 0
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Bin {
        let bin = GTK.Bin()
        bin.expandsHorizontally = true
        let coordinator = context.coordinator
        coordinator.connections = [
            coordinator.focus.connect(.enter) { _ in coordinator.began() },
            coordinator.focus.connect(.leave) { [weak bin] _ in
                // The window becoming inactive keeps its focus widget: not a leave.
                guard let bin, !coordinator.holdsFocus(bin) else { return }
                coordinator.ended()
            },
        ]
        coordinator.focus.add(to: bin)
        coordinator.mapped = bin.connect(.map) { bin in coordinator.focusIfWanted(bin) }
        return bin
    }

    func updateWidget(_ bin: GTK.Bin, context: Context) {
        let coordinator = context.coordinator
        coordinator.began = began
        coordinator.ended = ended
        if isRequested, !coordinator.wasRequested { coordinator.wantsFocus = true }
        coordinator.wasRequested = isRequested
        coordinator.focusIfWanted(bin)
    }

    func placeChildren(_ children: [GTK.Widget], in bin: GTK.Bin, context: Context) {
        bin.setChildren(children)
    }

    static func dismantleWidget(_ bin: GTK.Bin, coordinator: Coordinator) {
        for connection in coordinator.connections { coordinator.focus.disconnect(connection) }
        coordinator.connections = []
        coordinator.focus.remove(from: bin)
        if let mapped = coordinator.mapped { bin.disconnect(mapped) }
        coordinator.mapped = nil
    }
}
