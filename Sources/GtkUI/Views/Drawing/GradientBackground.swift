import Foundation

// Gradients behind a view are drawn (a rectangle painted with the gradient in a background
// layer), not written as a CSS color: these overloads take precedence over
// `background(_ style: some ShapeStyle)`, which sets a CSS background color.
extension View {
    /// Draws `gradient` behind this view, over its whole area.
    public func background(_ gradient: LinearGradient) -> some View {
        background { gradient }
    }

    /// Draws `gradient` behind this view, over its whole area.
    public func background(_ gradient: RadialGradient) -> some View {
        background { gradient }
    }

    /// Draws `gradient` behind this view, over its whole area.
    public func background(_ gradient: AngularGradient) -> some View {
        background { gradient }
    }

    /// Draws `gradient` behind this view, over its whole area.
    public func background(_ gradient: AnyGradient) -> some View {
        background { gradient }
    }

    /// Draws `shape` filled with `style` behind this view, in the view's frame:
    /// `.background(.blue, in: RoundedRectangle(cornerRadius: 8))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }
}
