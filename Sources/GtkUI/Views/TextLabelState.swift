import Foundation

/// What a ``Text`` keeps on its label once it shows styles or dates or was laid out: the
/// rendering last applied, so only differences reach GTK, whether a line limit or alignment
/// was ever applied (otherwise GTK's defaults hold), and the once-a-second refresh of a
/// live date.
///
/// It lives in the label's qdata, so a label that only ever shows plain text (most do)
/// costs nothing beside the label.
@MainActor
final class TextLabelState {
    private var applied: TextRendering?
    /// Whether a ``TextLayout`` was ever applied to the label.
    var hasLayout = false
    private var timer: GLibTimeout?
    /// Renders the latest view value afresh, for the timer's refreshes.
    private var render: (() -> TextRendering)?
    private weak var label: GTK.Label?

    private static let records = AttachedRecord<TextLabelState>("gtkui-text-label-state")

    /// The state on `label`, if it ever showed styles or layout.
    static func existing(on label: GTK.Label) -> TextLabelState? {
        records.existing(on: label)
    }

    /// The state on `label`, made now if it has none.
    static func attached(to label: GTK.Label) -> TextLabelState {
        records.record(on: label) { TextLabelState() }
    }

    /// Whether a styled rendering was applied (then plain text goes through it too).
    var isStyled: Bool { applied != nil }

    /// Puts `rendering` on `label`, changing only what differs from the last one.
    func apply(_ rendering: TextRendering, to label: GTK.Label) {
        let previous = applied
        applied = rendering
        if previous?.cssClass != rendering.cssClass {
            if let previous = previous?.cssClass { label.removeCSSClass(previous) }
            if let current = rendering.cssClass { label.addCSSClass(current) }
        }
        switch rendering.content {
        case .plain(let text):
            if label.usesMarkup || label.text != text { label.text = text }
        case .markup(let markup):
            if !label.usesMarkup || label.markup != markup { label.markup = markup }
        }
    }

    /// Re-renders `label` every second with `render` (the latest one given), until
    /// ``stopRefreshing()``.
    func refreshEverySecond(_ label: GTK.Label, render: @escaping () -> TextRendering) {
        self.render = render
        self.label = label
        guard timer == nil else { return }
        timer = GLibTimeout(seconds: 1) { [weak self] in
            guard let self, let label = self.label, let render = self.render else { return }
            self.apply(render(), to: label)
        }
    }

    /// Stops the refresh, if any.
    func stopRefreshing() {
        timer?.cancel()
        timer = nil
        render = nil
    }
}
