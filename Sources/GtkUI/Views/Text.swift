import Foundation

/// Read-only text, over a `GtkLabel`, as in SwiftUI.
///
/// Plain text is set with `gtk_label_set_text`. Styled text (``bold()``, ``font(_:)``,
/// ``foregroundColor(_:)``, …) and concatenations (`Text("a") + Text("b").bold()`) become
/// Pango markup with every run's text escaped, so `"<b>&"` shows literally; a font and color
/// shared by the whole text go into a class of GtkUI's style sheet instead, where the
/// theme's colors resolve. Dates (``init(_:style:)``) are formatted with the current
/// locale; relative dates and timers refresh every second on a GLib timeout that is removed
/// when the view leaves. ``View/lineLimit(_:)`` and ``View/multilineTextAlignment(_:)``
/// apply to all text inside the view they modify.
public struct Text: WidgetRepresentable, Equatable {
    enum Storage: Equatable {
        /// Unstyled text: the fast path.
        case verbatim(String)
        /// Runs with their own attributes, in order.
        case runs([TextRun])
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// Text showing `content`.
    public init<S: StringProtocol>(_ content: S) {
        storage = .verbatim(String(content))
    }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    /// Text showing `date` in `style`, e.g. `Text(start, style: .relative)`.
    public init(_ date: Date, style: DateStyle) {
        storage = .runs([TextRun(.date(date, style))])
    }

    /// The text's characters without attributes (dates formatted now), for views that
    /// show a Text as a plain string: placeholders, picker options.
    var plainString: String {
        switch storage {
        case .verbatim(let string): return string
        case .runs(let runs):
            let now = Date()
            return runs.map { $0.string(now: now) }.joined()
        }
    }

    /// The text's runs, with their attributes.
    var runs: [TextRun] {
        switch storage {
        case .verbatim(let string): return [TextRun(.string(string))]
        case .runs(let runs): return runs
        }
    }

    /// What was last applied to the label, and the refresh timer of a live date.
    public final class Coordinator {
        var applied: TextRendering?
        var timer: GLibTimeout?
        /// The latest view value and environment, for the timer's refreshes.
        var latest: (text: Text, environment: EnvironmentValues)?
        weak var label: GTK.Label?
        /// Whether a line limit or alignment was ever applied (otherwise GTK's defaults hold).
        var hasLayout = false
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Label {
        GTK.Label()
    }

    public func updateWidget(_ label: GTK.Label, context: Context) {
        let coordinator = context.coordinator
        if case .verbatim(let content) = storage, coordinator.applied == nil {
            // The fast path: plain text on a label that never had styles.
            if label.text != content { label.text = content }
        } else {
            apply(TextRendering(runs, now: Date()), to: label, coordinator: coordinator)
        }
        let layout = context.environment.textLayout
        if coordinator.hasLayout || layout != TextLayout() {
            coordinator.hasLayout = true
            layout.apply(to: label)
        }
        updateTimer(label: label, context: context)
    }

    public static func dismantleWidget(_ label: GTK.Label, coordinator: Coordinator) {
        coordinator.timer?.cancel()
        coordinator.timer = nil
        coordinator.latest = nil
    }

    private func apply(_ rendering: TextRendering, to label: GTK.Label, coordinator: Coordinator) {
        let previous = coordinator.applied
        coordinator.applied = rendering
        if previous?.cssClass != rendering.cssClass {
            previous?.cssClass.map(label.removeCSSClass)
            rendering.cssClass.map(label.addCSSClass)
        }
        switch rendering.content {
        case .plain(let text):
            if label.usesMarkup || label.text != text { label.text = text }
        case .markup(let markup):
            if !label.usesMarkup || label.markup != markup { label.markup = markup }
        }
    }

    /// Starts, keeps or stops the once-a-second refresh of relative dates and timers.
    private func updateTimer(label: GTK.Label, context: Context) {
        let coordinator = context.coordinator
        guard runs.contains(where: \.isLive) else {
            coordinator.timer?.cancel()
            coordinator.timer = nil
            coordinator.latest = nil
            return
        }
        coordinator.latest = (self, context.environment)
        coordinator.label = label
        guard coordinator.timer == nil else { return }
        coordinator.timer = GLibTimeout(seconds: 1) { [weak coordinator] in
            guard let coordinator, let label = coordinator.label, let latest = coordinator.latest else { return }
            latest.text.apply(TextRendering(latest.text.runs, now: Date()), to: label, coordinator: coordinator)
        }
    }
}
