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

    /// Text showing `content` as it is (a string value; a string literal is a
    /// ``LocalizedStringKey`` instead, as in SwiftUI).
    @_disfavoredOverload
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

    public func makeWidget(context: Context) -> GTK.Label {
        guard let level = context.environment.accessibilityHeadingLevel else { return GTK.Label() }
        return GTK.Label.heading(level: level == .unspecified ? nil : Int(level.rawValue))
    }

    public func updateWidget(_ label: GTK.Label, context: Context) {
        // A label that only ever shows plain text with GTK's layout has no state to keep.
        var state = TextLabelState.existing(on: label)
        let textCase = context.environment.textCase
        let monospacedDigit = context.environment.monospacedDigit
        if case .verbatim(let content) = storage, state?.isStyled != true, !monospacedDigit {
            // The fast path: plain text on a label that never had styles.
            let shown = textCase?.apply(content) ?? content
            if !label.showsText(shown) { label.text = shown }
        } else {
            let styled = state ?? TextLabelState.attached(to: label)
            styled.apply(TextRendering(runs(in: textCase, monospacedDigit: monospacedDigit), now: Date()), to: label)
            state = styled
        }
        let layout = context.environment.textLayout
        if state?.hasLayout == true || layout != TextLayout() {
            let laidOut = state ?? TextLabelState.attached(to: label)
            laidOut.hasLayout = true
            layout.apply(to: label)
            state = laidOut
        }
        if let state, state.isStyled { updateTimer(state, label: label) }
    }

    public static func dismantleWidget(_ label: GTK.Label, coordinator: Void) {
        TextLabelState.existing(on: label)?.stopRefreshing()
    }

    /// Starts, keeps or stops the once-a-second refresh of relative dates and timers.
    private func updateTimer(_ state: TextLabelState, label: GTK.Label) {
        guard runs.contains(where: \.isLive) else {
            state.stopRefreshing()
            return
        }
        state.refreshEverySecond(label) { [runs] in TextRendering(runs, now: Date()) }
    }

    /// The runs with their strings in `textCase`, and tabular digits if asked.
    private func runs(in textCase: Case?, monospacedDigit: Bool) -> [TextRun] {
        guard textCase != nil || monospacedDigit else { return runs }
        return runs.map { run in
            var changed = run
            if monospacedDigit { changed.style.monospacedDigit = true }
            if let textCase, case .string(let string) = run.content { changed.content = .string(textCase.apply(string)) }
            return changed
        }
    }
}

extension Text {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
