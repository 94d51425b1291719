/// Where views line up across a vertical stack, as in SwiftUI.
public struct HorizontalAlignment: Equatable, Sendable {
    let align: GTK.Align

    public static let leading = HorizontalAlignment(align: .start)
    public static let center = HorizontalAlignment(align: .center)
    public static let trailing = HorizontalAlignment(align: .end)
}

/// Where views line up across a horizontal stack, as in SwiftUI.
public struct VerticalAlignment: Equatable, Sendable {
    let align: GTK.Align

    public static let top = VerticalAlignment(align: .start)
    public static let center = VerticalAlignment(align: .center)
    public static let bottom = VerticalAlignment(align: .end)
    /// The first lines of text share a baseline (GtkBox baseline alignment).
    public static let firstTextBaseline = VerticalAlignment(align: .baseline)
}
