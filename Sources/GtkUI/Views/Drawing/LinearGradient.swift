import Foundation

/// Colors along a line from `startPoint` to `endPoint` (unit points of the area it fills),
/// constant across it, as in SwiftUI. A style (`.fill(LinearGradient(…))`) and a view that
/// fills the space it is offered. Drawn as a GSK linear gradient node.
public struct LinearGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The first color, where a color is needed (text).
    public var resolvedColor: Color { gradient.stops.first?.color ?? .clear }

    @MainActor public func _paint(in bounds: CGRect, of widget: GTK.Widget) -> GTK.Paint {
        .linearGradient(start: bounds.point(at: startPoint), end: bounds.point(at: endPoint), stops: gradient.colorStops(in: widget))
    }
}

extension LinearGradient: View {
    /// As a view, a rectangle filling the space offered, painted with the gradient.
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
