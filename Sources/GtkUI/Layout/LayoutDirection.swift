/// The direction text and horizontal layout run in, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection {
        GTK.Widget.defaultIsRightToLeft ? .rightToLeft : .leftToRight
    }
}

extension EnvironmentValues {
    /// The direction of text and horizontal layout: right to left when the locale's
    /// language is written so (Arabic, Hebrew, Persian, …), as GTK decides at start-up.
    /// GTK mirrors stacks, lists, grids and leading/trailing alignment itself, and GtkUI
    /// mirrors custom ``Layout``s; a view reads this to draw what depends on the direction.
    /// Setting it does not re-direct GTK's widgets.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension View {
    /// Mirrors the view horizontally in a right-to-left layout when `enabled`, as SwiftUI
    /// does: for what points the way text runs (a "forward" arrow, a progress glyph).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftFlip(enabled: enabled))
    }
}

/// Mirrors its content when enabled and the layout runs right to left.
private struct RightToLeftFlip: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction

    func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}
