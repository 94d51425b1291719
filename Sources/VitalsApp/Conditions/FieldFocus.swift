import GtkUI

/// Watches the keyboard focus of its content (a row's text field) and moves the focus into
/// it when asked: the smallest means for the Conditions page until GtkUI has SwiftUI's
/// `@FocusState` and `.focused(_:equals:)`, which would replace it.
///
/// A bin around the content with a `GtkEventControllerFocus`: `began` runs when the focus
/// enters the content, `ended` when it moves elsewhere in the window (not when the window
/// merely stops being the active one). With `isRequested`, the focus moves to the
/// content's first focusable widget once it is on screen, in the next turn of the loop (not
/// while GTK maps or binds list rows) and only if `claim` still grants the request — so a
/// request is taken once even when a list binds the row more than once.
struct FieldFocus<Content: View>: ContainerRepresentable {
    let isRequested: Bool
    let claim: @MainActor () -> Bool
    let began: @MainActor () -> Void
    let ended: @MainActor () -> Void
    let content: Content

    init(
        isRequested: Bool, claim: @escaping @MainActor () -> Bool,
        began: @escaping @MainActor () -> Void, ended: @escaping @MainActor () -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.isRequested = isRequested
        self.claim = claim
        self.began = began
        self.ended = ended
        self.content = content()
    }

    @MainActor
    final class Coordinator {
        var claim: @MainActor () -> Bool = { false }
        var began: @MainActor () -> Void = {}
        var ended: @MainActor () -> Void = {}
        let focus = GTK.EventControllerFocus()
        var connections: [SignalConnection] = []
        var mapped: SignalConnection?
        /// Whether a request waits for the content to be on screen.
        var wantsFocus = false

        /// The bin (the node's handle: signal handlers get handles of their own).
        weak var bin: GTK.Bin?

        /// Moves the focus into the content in the next turn of the loop, if a request
        /// waits, the content is on screen then and the request is still granted.
        func focusIfWanted() {
            guard wantsFocus, let bin, bin.isMapped else { return }
            wantsFocus = false
            Task { @MainActor [weak self, weak bin] in
                guard let self, let bin, bin.isMapped, self.claim() else { return }
                bin.focusFirstFocusableChild()
            }
        }

        /// Whether the window's focus is inside `bin` (`false` while GTK moves it).
        func holdsFocus(_ bin: GTK.Bin) -> Bool {
            bin.containsFocus
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Bin {
        let bin = GTK.Bin()
        bin.expandsHorizontally = true
        let coordinator = context.coordinator
        coordinator.connections = [
            coordinator.focus.connect(.enter) { _ in coordinator.began() },
            coordinator.focus.connect(.leave) { _ in
                // The window becoming inactive keeps its focus widget: not a leave.
                guard let bin = coordinator.bin, !coordinator.holdsFocus(bin) else { return }
                coordinator.ended()
            },
        ]
        coordinator.bin = bin
        coordinator.focus.add(to: bin)
        coordinator.mapped = bin.connect(.map) { _ in coordinator.focusIfWanted() }
        return bin
    }

    func updateWidget(_ bin: GTK.Bin, context: Context) {
        let coordinator = context.coordinator
        coordinator.claim = claim
        coordinator.began = began
        coordinator.ended = ended
        coordinator.wantsFocus = isRequested
        coordinator.focusIfWanted()
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
