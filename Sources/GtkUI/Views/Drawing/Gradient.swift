import Foundation

/// Colors at places from 0 to 1, as in SwiftUI: what linear, radial and angular gradients
/// spread over an area.
public struct Gradient: Hashable, Sendable {
    /// A color at a location from 0 (the gradient's start) to 1 (its end).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// The stops with their colors as `widget` draws them.
    @MainActor
    func colorStops(in widget: GTK.Widget) -> [GTK.ColorStop] {
        stops.map { GTK.ColorStop(offset: $0.location, color: $0.color.resolve(in: widget)) }
    }
}

extension CGRect {
    /// The point at `unitPoint` of the rectangle.
    func point(at unitPoint: UnitPoint) -> GTK.Point {
        GTK.Point(x: minX + unitPoint.x * width, y: minY + unitPoint.y * height)
    }
}
