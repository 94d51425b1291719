import Foundation

/// Content with a shadow under it, as SwiftUI's `.shadow`: a `GtkuiShadow` (a bin) around
/// the content's widgets draws a blurred, offset copy of their alpha in the shadow's color.
/// The color is resolved in the widget, so theme colors follow light and dark.
public struct _ShadowLayout<Content: View>: ContainerRepresentable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Shadow { GTK.Shadow() }

    public func updateWidget(_ shadow: GTK.Shadow, context: Context) {
        shadow.setShadow(color: color.resolve(in: shadow), radius: radius, dx: x, dy: y)
    }

    public func placeChildren(_ children: [GTK.Widget], in shadow: GTK.Shadow, context: Context) {
        shadow.setChildren(children)
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension View {
    /// Draws a shadow of this view (its opaque parts) under it, blurred by `radius` and
    /// moved by `x`, `y`, as in SwiftUI. The default color is SwiftUI's: black at a third.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _ShadowLayout(color: color, radius: radius, x: x, y: y, content: self)
    }
}
