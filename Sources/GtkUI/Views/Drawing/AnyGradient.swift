import Foundation

/// A color's standard gradient, as `Color.gradient` makes it in SwiftUI: the color, a
/// little lighter at the top than at the bottom, over the area it fills.
public struct AnyGradient: ShapeStyle, Hashable {
    let base: Color

    init(_ base: Color) { self.base = base }

    public var resolvedColor: Color { base }

    @MainActor public func _paint(in bounds: CGRect, of widget: GTK.Widget) -> GTK.Paint {
        let bottom = base.resolve(in: widget)
        var top = bottom
        // A tenth of the way to white.
        top.red += (1 - top.red) * 0.1
        top.green += (1 - top.green) * 0.1
        top.blue += (1 - top.blue) * 0.1
        return .linearGradient(
            start: bounds.point(at: .top), end: bounds.point(at: .bottom),
            stops: [GTK.ColorStop(offset: 0, color: top), GTK.ColorStop(offset: 1, color: bottom)])
    }
}

extension Color {
    /// The color's standard gradient: a little lighter at the top.
    public var gradient: AnyGradient { AnyGradient(self) }
}

extension AnyGradient: View {
    /// As a view, a rectangle filling the space offered, painted with the gradient.
    public var body: _ShapeView<Rectangle, AnyGradient> { Rectangle().fill(self) }
}
