import Foundation

/// The label state of a ``Text`` that shows styles or dates: the rendering last applied,
/// so only differences reach GTK, and the once-a-second refresh of a live date.
@MainActor
final class StyledTextState {
    private var applied: TextRendering?
    private var timer: GLibTimeout?
    /// Renders the latest view value afresh, for the timer's refreshes.
    private var render: (() -> TextRendering)?
    private weak var label: GTK.Label?

    /// Puts `rendering` on `label`, changing only what differs from the last one.
    func apply(_ rendering: TextRendering, to label: GTK.Label) {
        let previous = applied
        applied = rendering
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
