/// Whether scroll views show their scroll bars, set with `scrollIndicators(_:axes:)`, as in
/// SwiftUI. GTK's overlay scroll bars already hide while the content is still, so
/// `.automatic` and `.visible` show them and `.hidden` and `.never` take them away (the
/// content still scrolls).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let shows: Bool

    /// The platform's choice: GTK's scroll bars.
    public static let automatic = ScrollIndicatorVisibility(shows: true)
    /// Scroll bars shown.
    public static let visible = ScrollIndicatorVisibility(shows: true)
    /// No scroll bars; the content still scrolls.
    public static let hidden = ScrollIndicatorVisibility(shows: false)
    /// No scroll bars, ever.
    public static let never = ScrollIndicatorVisibility(shows: false)
}

/// Which axes of the scroll views inside hide their scroll bars.
struct HiddenScrollIndicators: Hashable {
    var axes: Axis.Set = []
}

private struct HiddenScrollIndicatorsKey: EnvironmentKey {
    static var defaultValue: HiddenScrollIndicators { HiddenScrollIndicators() }
}

extension EnvironmentValues {
    /// The axes along which scroll views inside hide their scroll bars.
    var hiddenScrollIndicators: HiddenScrollIndicators {
        get { self[HiddenScrollIndicatorsKey.self] }
        set { self[HiddenScrollIndicatorsKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the scroll bars of the scroll views inside, along `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        _EnvironmentWriter(content: self) { environment in
            if visibility.shows {
                environment.hiddenScrollIndicators.axes.subtract(axes)
            } else {
                environment.hiddenScrollIndicators.axes.formUnion(axes)
            }
        }
    }
}
