import CGtk

extension GTK {
    /// A rectangle in a snapshot's or a widget's coordinates (logical pixels): the area a
    /// ``Snapshot`` fills, clips to or draws a border in; a widget's bounds in another's.
    public struct Rect: Hashable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// A rectangle at `(x, y)` of `width` × `height`.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The right edge, `x + width`.
        public var maxX: Double { x + width }
        /// The bottom edge, `y + height`.
        public var maxY: Double { y + height }

        /// The rectangle as a `graphene_rect_t`, for GTK calls.
        package var graphene: graphene_rect_t {
            graphene_rect_t(
                origin: graphene_point_t(x: Float(x), y: Float(y)),
                size: graphene_size_t(width: Float(width), height: Float(height)))
        }
    }
}
