/// SwiftUI's older background and overlay forms, which take the view itself — what sample
/// code uses to put a shape behind or over a view:
/// `.overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1))`.
///
/// Disfavoured, so that a `Color` (a view and a style) still picks
/// `background(_ style: some ShapeStyle)`, a CSS background color.
extension View {
    /// Draws `background` behind this view, sized to it.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }

    /// Draws `overlay` over this view, sized to it.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }
}
