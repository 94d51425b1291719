import Foundation

/// How text lines up across its lines, as `.multilineTextAlignment(_:)` sets it, as in
/// SwiftUI.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// The line limit and alignment of the text inside a view, from the environment.
///
/// Where neither modifier was used, labels keep GTK's defaults (one line that does not wrap,
/// centred in extra width), so plain text costs no extra setter calls.
struct TextLayout: Equatable {
    /// `nil` when `.lineLimit` was not used; `.some(nil)` for unlimited wrapping lines.
    var lineLimit: Int??
    var alignment: TextAlignment?
    /// Where limited text is cut (`nil`: at its end).
    var truncation: Text.TruncationMode?
    /// Whether the text can be selected and copied (`.textSelection(.enabled)`).
    var isSelectable = false

    /// Where GTK ellipsizes limited text.
    private var cut: GTK.Label.Ellipsize {
        switch truncation {
        case .head: .start
        case .middle: .middle
        case .tail, .none: .end
        }
    }

    @MainActor
    func apply(to label: GTK.Label) {
        let wraps: Bool
        let lines: Int
        let ellipsize: GTK.Label.Ellipsize
        switch lineLimit {
        case .none: (wraps, lines, ellipsize) = (false, -1, .none)
        case .some(.none): (wraps, lines, ellipsize) = (true, -1, .none)
        // One line needs no wrapping: GTK then measures the label once, not per width.
        case .some(.some(let limit)) where limit <= 1: (wraps, lines, ellipsize) = (false, -1, cut)
        case .some(.some(let limit)): (wraps, lines, ellipsize) = (true, limit, cut)
        }
        if label.wraps != wraps { label.wraps = wraps }
        if label.lines != lines { label.lines = lines }
        if label.ellipsize != ellipsize { label.ellipsize = ellipsize }

        let justification: GTK.Label.Justification
        let xalign: Float
        switch alignment {
        case .none: (justification, xalign) = (.left, 0.5)
        case .leading: (justification, xalign) = (.left, 0)
        case .center: (justification, xalign) = (.center, 0.5)
        case .trailing: (justification, xalign) = (.right, 1)
        }
        if label.justification != justification { label.justification = justification }
        if label.horizontalTextAlignment != xalign { label.horizontalTextAlignment = xalign }
        if label.isSelectable != isSelectable { label.isSelectable = isSelectable }
    }
}

private struct TextLayoutKey: EnvironmentKey {
    static let defaultValue = TextLayout()
}

extension EnvironmentValues {
    var textLayout: TextLayout {
        get { self[TextLayoutKey.self] }
        set { self[TextLayoutKey.self] = newValue }
    }

    /// The most lines text inside shows (ending in "…"); `nil` for as many as it needs.
    public var lineLimit: Int? {
        get { textLayout.lineLimit ?? nil }
        set { textLayout.lineLimit = .some(newValue) }
    }

    /// How the lines of text inside line up.
    public var multilineTextAlignment: TextAlignment {
        get { textLayout.alignment ?? .leading }
        set { textLayout.alignment = newValue }
    }
}

extension View {
    /// Limits the text inside to `number` lines, ending in "…"; `nil` wraps onto as many
    /// lines as the text needs.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Lines up the lines of the text inside: leading, centred or trailing.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where text inside that does not fit its line limit is cut, with "…": at its end
    /// (`.tail`, the default), its start (`.head`) or its middle (GTK's ellipsizing).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        _EnvironmentWriter(content: self) { $0.textLayout.truncation = mode }
    }

    /// Accepted: SwiftUI shrinks text that does not fit down to `factor` of its size; GTK's
    /// labels cannot scale their text to fit, so text inside is cut (or wraps) instead.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// Accepted: SwiftUI tightens letter spacing before cutting text; GTK's labels cannot.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public struct TextSelectability: Hashable, Sendable {
    let isSelectable: Bool

    /// The text can be selected and copied (GTK's selectable label).
    public static let enabled = TextSelectability(isSelectable: true)
    /// The text cannot be selected.
    public static let disabled = TextSelectability(isSelectable: false)
}

extension View {
    /// Lets the text inside be selected and copied, or not.
    public func textSelection(_ selectability: TextSelectability) -> some View {
        _EnvironmentWriter(content: self) { $0.textLayout.isSelectable = selectability.isSelectable }
    }
}

extension Text {
    /// Where text that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}
