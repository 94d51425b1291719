import Foundation

/// Colors around `center` (a unit point of the area it fills), from `startAngle` to
/// `endAngle` clockwise on screen (0° points right), as in SwiftUI; equal angles make one
/// whole turn. A style and a view that fills the space it is offered. Drawn as a GSK conic
/// gradient node (a cairo mesh inside stroked or custom paths).
///
/// When the angles span less than a turn, the rest is filled with the last color up to
/// halfway across it and the first color after, as SwiftUI describes it.
public struct AngularGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: one whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The first color, where a color is needed (text).
    public var resolvedColor: Color { gradient.stops.first?.color ?? .clear }

    @MainActor public func _paint(in bounds: CGRect, of widget: GTK.Widget) -> GTK.Paint {
        let (start, stops) = Self.turn(from: startAngle, to: endAngle, stops: gradient.colorStops(in: widget))
        return .conicGradient(center: bounds.point(at: center), startAngle: start, stops: stops)
    }

    /// The start angle and stops of one whole turn that draws the gradient from `start` to
    /// `end`.
    static func turn(from start: Angle, to end: Angle, stops: [GTK.ColorStop]) -> (Double, [GTK.ColorStop]) {
        let fullTurn = 2 * Double.pi
        var span = end.radians - start.radians
        var startRadians = start.radians
        if span == 0 { span = fullTurn }
        if span < 0 { span = (span.truncatingRemainder(dividingBy: fullTurn) + fullTurn).truncatingRemainder(dividingBy: fullTurn) }
        if span > fullTurn {
            // Only the last whole turn shows.
            startRadians = end.radians - fullTurn
            let skipped = (span - fullTurn) / span
            return (startRadians, stops.map { GTK.ColorStop(offset: ($0.offset - skipped) / (1 - skipped), color: $0.color) })
        }
        let fraction = span / fullTurn
        var scaled = stops.map { GTK.ColorStop(offset: $0.offset * fraction, color: $0.color) }
        if fraction < 1, let first = stops.first, let last = stops.last {
            let halfway = fraction + (1 - fraction) / 2
            scaled += [
                GTK.ColorStop(offset: fraction, color: last.color), GTK.ColorStop(offset: halfway, color: last.color),
                GTK.ColorStop(offset: halfway, color: first.color), GTK.ColorStop(offset: 1, color: first.color),
            ]
        }
        return (startRadians, scaled)
    }
}

extension AngularGradient: View {
    /// As a view, a rectangle filling the space offered, painted with the gradient.
    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
