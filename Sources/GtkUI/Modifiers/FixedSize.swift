/// Content at its ideal size, as SwiftUI's `.fixedSize`: a `GtkuiBin` around the content's
/// widgets that is at least their natural size along the fixed axes (text does not wrap or
/// shorten there) and does not expand along them.
public struct _FixedSizeLayout<Content: View>: ContainerRepresentable {
    let horizontal: Bool
    let vertical: Bool
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Bin { GTK.Bin() }

    public func updateWidget(_ bin: GTK.Bin, context: Context) {
        bin.setIdealAxes(horizontal: horizontal, vertical: vertical)
    }

    public func placeChildren(_ children: [GTK.Widget], in bin: GTK.Bin, context: Context) {
        bin.setChildren(children)
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension View {
    /// Keeps this view at its ideal size along the axes given: it neither shrinks below it
    /// nor stretches.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        _FixedSizeLayout(horizontal: horizontal, vertical: vertical, content: self)
    }

    /// Keeps this view at its ideal size in both directions.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}
