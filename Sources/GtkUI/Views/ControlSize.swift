/// How big controls are, set with `controlSize(_:)`, as in SwiftUI. Buttons (and toggle
/// buttons) take it: smaller or larger padding, height and text than GTK's regular button;
/// other GTK controls have one size.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// The style-sheet class of a button of this size; `nil` for the regular size.
    @MainActor
    var buttonClass: String? {
        switch self {
        case .mini: StyleSheet.shared.className(for: "padding: 0 4px; min-height: 16px; min-width: 16px; font-size: 0.8em;")
        case .small: StyleSheet.shared.className(for: "padding: 0 6px; min-height: 20px; min-width: 20px; font-size: 0.9em;")
        case .regular: nil
        case .large: StyleSheet.shared.className(for: "padding: 8px 16px; min-height: 40px;")
        case .extraLarge: StyleSheet.shared.className(for: "padding: 10px 20px; min-height: 48px; font-size: 1.1em;")
        }
    }
}

extension EnvironmentValues {
    /// How big the controls inside are.
    public var controlSize: ControlSize {
        get { buttonAppearance.size }
        set { buttonAppearance.size = newValue }
    }
}

extension View {
    /// Sets how big the controls inside are.
    public func controlSize(_ size: ControlSize) -> some View {
        _EnvironmentWriter(content: self) { $0.buttonAppearance.size = size }
    }
}
