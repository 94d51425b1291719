import Foundation

/// GtkUI's one application-wide style sheet.
///
/// Modifiers never make a CSS provider per widget (each would be parsed, kept and matched
/// on its own). They ask for a class for a set of declarations; equal declarations share
/// one generated class, and the sheet is one `GtkCssProvider` on the display at
/// application priority, reloaded at most once per update pass (or per view hierarchy built
/// outside one) when new classes appear.
@MainActor
final class StyleSheet: UpdateClient {
    static let shared = StyleSheet()

    private var classes: [[StyleRule]: String] = [:]
    private var rules: [String] = []
    private var provider: GTK.CSSProvider?
    private var accentFallback: GTK.CSSProvider?
    private var loadedRuleCount = 0

    private init() {}

    /// The class whose rule is `declarations` (e.g. `"color: red;"`), made on first use.
    func className(for declarations: String) -> String {
        className(rules: [StyleRule("&", declarations)])
    }

    /// The class for a set of rules, made on first use. In each rule's selector `&` stands
    /// for the class: `"& check:checked"` styles checks inside the widget, `"switch&"` the
    /// widget itself when it is a switch.
    func className(rules: [StyleRule]) -> String {
        // Keyed by the rules themselves: hashing them builds no string.
        if let existing = classes[rules] { return existing }
        let name = "gtkui-s\(classes.count)"
        classes[rules] = name
        for rule in rules where !rule.declarations.isEmpty {
            let selector = rule.selector.replacingOccurrences(of: "&", with: "." + name)
            self.rules.append("\(selector) { \(rule.declarations) }")
        }
        UpdateScheduler.shared.schedule(self)
        return name
    }

    /// The full text of the sheet, for tests and debugging.
    var text: String { rules.joined(separator: "\n") }

    /// How many parse errors GTK reported for the sheet (each is also reported on stderr).
    private(set) var parsingErrorCount = 0

    /// Loads the sheet if classes were added since the last load.
    func performUpdates() {
        loadNewRules()
    }

    /// Loads the sheet now if classes were added since the last load. Views built outside
    /// an update pass — a host's first content, a list row bound while GTK lays out its
    /// list — call this once built: GTK styles new widgets when it measures them, so their
    /// rules must be loaded by then, or the frame shows them unstyled.
    func loadNewRules() {
        guard loadedRuleCount != rules.count, let display = GDK.Display.default else { return }
        let provider = self.provider ?? installProvider(on: display)
        provider.load(text)
        loadedRuleCount = rules.count
    }

    private func installProvider(on display: GDK.Display) -> GTK.CSSProvider {
        let provider = GTK.CSSProvider()
        provider.connect(.parsingError) { [weak self] _, message in
            self?.parsingErrorCount += 1
            Diagnostics.report("GtkUI style sheet: \(message)")
        }
        provider.install(on: display, priority: .application)
        self.provider = provider
        installAccentFallback(on: display)
        return provider
    }

    /// Names `accent_color` (`Color.accentColor`, `.foregroundStyle(.tint)`) for themes that
    /// do not: GTK 4.8's own Adwaita has none (libadwaita's has), and there its selection
    /// background is the accent. At fallback priority, a theme's own definition wins.
    private func installAccentFallback(on display: GDK.Display) {
        let fallback = GTK.CSSProvider()
        fallback.load("@define-color accent_color @theme_selected_bg_color;")
        fallback.install(on: display, priority: .fallback)
        accentFallback = fallback
    }
}

/// One rule of a generated class: a selector in which `&` stands for the class, and its
/// declarations.
struct StyleRule: Hashable {
    let selector: String
    let declarations: String

    init(_ selector: String, _ declarations: String) {
        self.selector = selector
        self.declarations = declarations
    }
}
