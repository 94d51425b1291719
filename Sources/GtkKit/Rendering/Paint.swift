extension GTK {
    /// A point in a snapshot's coordinates.
    public struct Point: Hashable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// A color at a place along a gradient, `offset` from 0 (its start) to 1 (its end).
    public struct ColorStop: Hashable, Sendable {
        public var offset: Double
        public var color: RGBA

        public init(offset: Double, color: RGBA) {
            self.offset = offset
            self.color = color
        }

        /// `stops` as GSK takes them: at least two, offsets within 0…1 and never going
        /// back (sorted, stably), a single stop doubled.
        static func sanitized(_ stops: [ColorStop]) -> [ColorStop] {
            var clamped = stops.enumerated().map { index, stop in
                (index, ColorStop(offset: min(max(stop.offset.isFinite ? stop.offset : 0, 0), 1), color: stop.color))
            }
            clamped.sort { $0.1.offset == $1.1.offset ? $0.0 < $1.0 : $0.1.offset < $1.1.offset }
            var result = clamped.map(\.1)
            switch result.count {
            case 0: result = [ColorStop(offset: 0, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
                              ColorStop(offset: 1, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0))]
            case 1: result = [ColorStop(offset: 0, color: result[0].color), ColorStop(offset: 1, color: result[0].color)]
            default: break
            }
            return result
        }
    }

    /// What fills an area or a stroke: one color or a gradient, in the snapshot's
    /// coordinates. Beyond their ends gradients keep their end colors.
    public enum Paint: Hashable, Sendable {
        /// One color.
        case color(RGBA)
        /// Colors along the line from `start` to `end`, constant across it.
        case linearGradient(start: Point, end: Point, stops: [ColorStop])
        /// Colors in circles around `center`: the first stop at `startRadius`, the last at
        /// `endRadius`.
        case radialGradient(center: Point, startRadius: Double, endRadius: Double, stops: [ColorStop])
        /// Colors around `center`, one turn clockwise from `startAngle` (radians, 0 pointing
        /// right, growing clockwise on screen).
        case conicGradient(center: Point, startAngle: Double, stops: [ColorStop])

        /// The paint with every color's alpha multiplied by `opacity`.
        public func withOpacity(_ opacity: Double) -> Paint {
            guard opacity < 1 else { return self }
            let factor = Float(max(0, opacity))
            func faded(_ color: RGBA) -> RGBA {
                var color = color
                color.alpha *= factor
                return color
            }
            func faded(_ stops: [ColorStop]) -> [ColorStop] {
                stops.map { ColorStop(offset: $0.offset, color: faded($0.color)) }
            }
            switch self {
            case .color(let color): return .color(faded(color))
            case let .linearGradient(start, end, stops):
                return .linearGradient(start: start, end: end, stops: faded(stops))
            case let .radialGradient(center, startRadius, endRadius, stops):
                return .radialGradient(center: center, startRadius: startRadius, endRadius: endRadius, stops: faded(stops))
            case let .conicGradient(center, startAngle, stops):
                return .conicGradient(center: center, startAngle: startAngle, stops: faded(stops))
            }
        }
    }
}
