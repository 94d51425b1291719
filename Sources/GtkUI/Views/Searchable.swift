/// Content with a search field above it, bound to a string: a `GtkSearchBar` holding a
/// `GtkSearchEntry`, then the content, in a vertical box.
struct _SearchableContainer<Content: View>: ContainerRepresentable {
    let content: Content
    let text: Binding<String>
    let prompt: String

    /// The search bar, its entry, and the latest binding and submit actions.
    @MainActor
    final class Coordinator {
        var text: Binding<String>
        var submitActions = SubmitActions()
        let entry = GTK.SearchEntry()
        let bar: GTK.SearchBar
        let shortcuts = GTK.ShortcutController(scope: .managed)
        let connections = SignalConnections()
        var searchChanged: SignalConnection?
        /// The text the binding and the field last agreed on: what the field announced, or
        /// what the binding gave it.
        var agreed: String?

        init(text: Binding<String>) {
            self.text = text
            bar = GTK.SearchBar(entry: entry)
        }

        func searchChanged(to newText: String) {
            agreed = newText
            if text.wrappedValue != newText { text.wrappedValue = newText }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: text) }

    func makeWidget(context: Context) -> GTK.Box {
        let coordinator = context.coordinator
        let entry = coordinator.entry
        coordinator.searchChanged = coordinator.connections.keep(
            entry.connect(.searchChanged) { entry in coordinator.searchChanged(to: entry.text) }, on: entry)
        coordinator.connections.keep(
            entry.connect(.searchActivate) { _ in coordinator.submitActions(.search) }, on: entry)
        // Escape empties the field, as in GNOME apps.
        coordinator.connections.keep(entry.connect(.stopSearch) { entry in entry.text = "" }, on: entry)
        // Ctrl+F goes to the field from anywhere in the window.
        coordinator.shortcuts.addShortcut("<Control>f") { [weak entry] in
            entry?.grabOwnFocus() ?? false
        }
        coordinator.shortcuts.add(to: coordinator.bar)
        return GTK.Box(.vertical)
    }

    func updateWidget(_ box: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.text = text
        coordinator.submitActions = context.environment.submitActions
        let entry = coordinator.entry
        if entry.placeholderText != prompt {
            entry.placeholderText = prompt
            // Named by its prompt ("Filter Conditions"), which is all it shows of itself.
            WidgetAttributes.setBuiltIn([.accessibilityLabel(prompt)], on: entry)
        }
        // Only a change of the binding's own goes to the field. The field runs ahead of the
        // binding while typing pauses: typing over a selection announces the emptied text
        // at once and the typed character only after the pause, so the binding's "" must
        // not be written back over it.
        if text.wrappedValue != coordinator.agreed {
            coordinator.agreed = text.wrappedValue
            // No echo: replacing the text empties it first, which GTK announces at once
            // (blocked here); the announcement after the pause finds the binding equal.
            if entry.text != text.wrappedValue {
                entry.withSignalBlocked(coordinator.searchChanged) { entry.replaceText(with: text.wrappedValue) }
            }
        }
    }

    func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        box.setChildren([context.coordinator.bar] + children)
    }

    static func dismantleWidget(_ box: GTK.Box, coordinator: Coordinator) {
        coordinator.connections.disconnectAll()
        coordinator.shortcuts.remove(from: coordinator.bar)
    }
}

extension View {
    /// Shows a search field above this view, bound to `text`, as SwiftUI's `searchable`:
    /// GNOME's search bar (a `GtkSearchEntry`) that writes `text` when typing pauses, empties
    /// on Escape, takes the focus on Ctrl+F and runs ``View/onSubmit(of:_:)`` actions for
    /// ``SubmitTriggers/search`` on Return. `prompt` is the placeholder ("Search" without
    /// one).
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
        _SearchableContainer(content: self, text: text, prompt: prompt?.plainString ?? String(localized: "Search"))
    }

    /// Shows a search field above this view, bound to `text`, with `prompt` as placeholder.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        _SearchableContainer(content: self, text: text, prompt: String(prompt))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func searchable(text: Binding<String>, prompt promptKey: LocalizedStringKey) -> some View {
        searchable(text: text, prompt: promptKey.resolvedString)
    }
}
