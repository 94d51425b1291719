import CGtk

/// GtkUI's one application-wide style sheet.
///
/// Modifiers never make a CSS provider per widget (each would be parsed, kept and matched
/// on its own). They ask for a class for a set of declarations; equal declarations share
/// one generated class, and the sheet is one `GtkCssProvider` on the display at
/// application priority, reloaded at most once per update pass when new classes appear.
@MainActor
final class StyleSheet: UpdateClient {
    static let shared = StyleSheet()

    private var classes: [String: String] = [:]
    private var rules: [String] = []
    private var provider: UnsafeMutablePointer<GtkCssProvider>?
    private var loadedRuleCount = 0

    private init() {}

    /// The class whose rule is `declarations` (e.g. `"color: red;"`), made on first use.
    ///
    /// `descendants` adds rules for nodes inside the widget, keyed by a selector suffix
    /// such as `" check:checked"`; they share the class.
    func className(for declarations: String, descendants: [(selector: String, declarations: String)] = []) -> String {
        let key = ([declarations] + descendants.map { $0.selector + "{" + $0.declarations }).joined(separator: "|")
        if let existing = classes[key] { return existing }
        let name = "gtkui-s\(classes.count)"
        classes[key] = name
        if !declarations.isEmpty { rules.append(".\(name) { \(declarations) }") }
        for descendant in descendants {
            rules.append(".\(name)\(descendant.selector) { \(descendant.declarations) }")
        }
        UpdateScheduler.shared.schedule(self)
        return name
    }

    /// The full text of the sheet, for tests and debugging.
    var text: String { rules.joined(separator: "\n") }

    /// Loads the sheet if classes were added since the last load.
    func performUpdates() {
        guard loadedRuleCount != rules.count, let display = gdk_display_get_default() else { return }
        let provider = self.provider ?? installProvider(on: display)
        let text = self.text
        gtk_css_provider_load_from_data(provider, text, gssize(text.utf8.count))
        loadedRuleCount = rules.count
    }

    private func installProvider(on display: OpaquePointer) -> UnsafeMutablePointer<GtkCssProvider> {
        let provider = gtk_css_provider_new()
        guard let provider else { preconditionFailure("GtkUI: gtk_css_provider_new failed") }
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        self.provider = provider
        return provider
    }
}
