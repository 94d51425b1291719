import Foundation

/// Colors in circles around `center` (a unit point of the area it fills): the first at
/// `startRadius`, the last at `endRadius` and beyond, as in SwiftUI. A style and a view
/// that fills the space it is offered. Drawn as a GSK radial gradient node.
public struct RadialGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The first color, where a color is needed (text).
    public var resolvedColor: Color { gradient.stops.first?.color ?? .clear }

    @MainActor public func _paint(in bounds: CGRect, of widget: GTK.Widget) -> GTK.Paint {
        .radialGradient(
            center: bounds.point(at: center), startRadius: startRadius, endRadius: endRadius,
            stops: gradient.colorStops(in: widget))
    }
}

extension RadialGradient: View {
    /// As a view, a rectangle filling the space offered, painted with the gradient.
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
