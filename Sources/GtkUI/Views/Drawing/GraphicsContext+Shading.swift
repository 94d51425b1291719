import Foundation

extension GraphicsContext {
    /// What a path is filled or stroked with, as in SwiftUI: a color, a style, or a gradient
    /// at points of the context.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(any ShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let kind: Kind

        /// A color.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }

        /// A color from sRGB components.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A style: a color, the foreground, a gradient over the bounds of the path drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// The foreground style of the canvas (its text color).
        public static var foreground: Shading { Shading(kind: .style(ForegroundStyle())) }

        /// Colors along the line from `startPoint` to `endPoint`.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }

        /// Colors in circles around `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// Colors around `center`, one turn clockwise from `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }

        /// The paint for an area whose bounds are `bounds`.
        @MainActor
        func paint(in bounds: CGRect, of widget: GTK.Widget) -> GTK.Paint {
            switch kind {
            case .style(let style):
                return style._paint(in: bounds, of: widget)
            case let .linear(gradient, start, end):
                return .linearGradient(
                    start: GTK.Point(x: start.x, y: start.y), end: GTK.Point(x: end.x, y: end.y),
                    stops: gradient.colorStops(in: widget))
            case let .radial(gradient, center, startRadius, endRadius):
                return .radialGradient(
                    center: GTK.Point(x: center.x, y: center.y), startRadius: startRadius, endRadius: endRadius,
                    stops: gradient.colorStops(in: widget))
            case let .conic(gradient, center, angle):
                return .conicGradient(
                    center: GTK.Point(x: center.x, y: center.y), startAngle: angle.radians,
                    stops: gradient.colorStops(in: widget))
            }
        }
    }

    /// Options of gradient shadings; accepted for source compatibility (gradients pad with
    /// their end colors).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
