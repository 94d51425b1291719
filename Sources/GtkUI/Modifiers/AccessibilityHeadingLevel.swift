/// How deep a heading is, for assistive technologies, as in SwiftUI.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading of no particular level.
    case unspecified = 0
    case h1, h2, h3, h4, h5, h6
}

private struct AccessibilityHeadingKey: EnvironmentKey {
    static let defaultValue: AccessibilityHeadingLevel? = nil
}

extension EnvironmentValues {
    /// The heading level the `Text` views here are made with (`nil`: not headings).
    var accessibilityHeadingLevel: AccessibilityHeadingLevel? {
        get { self[AccessibilityHeadingKey.self] }
        set { self[AccessibilityHeadingKey.self] = newValue }
    }
}

extension View {
    /// Makes the text in this view a heading of `level` for assistive technologies, as in
    /// SwiftUI: screen readers list headings and jump between them. GTK fixes a widget's
    /// role when it is made, so it applies to the `Text` views made inside this view, with
    /// the level they were made with.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        environment(\.accessibilityHeadingLevel, level)
    }
}
