import CGtk

extension GTK {
    /// A rectangle whose four corners are quarter ellipses, each of its own width and
    /// height: GSK's rounded rectangle, for rounded clips and borders. A circle is a square
    /// whose corners are half its side; an ellipse a rectangle whose corners are half its
    /// width by half its height.
    public struct RoundedRect: Hashable, Sendable {
        /// A corner's horizontal and vertical radius.
        public struct Corner: Hashable, Sendable {
            public var width: Double
            public var height: Double

            public init(width: Double, height: Double) {
                self.width = width
                self.height = height
            }

            /// A circular corner of `radius`.
            public init(radius: Double) {
                self.init(width: radius, height: radius)
            }

            /// A sharp corner.
            public static let zero = Corner(width: 0, height: 0)
        }

        /// The bounds.
        public var rect: Rect
        public var topLeft: Corner
        public var topRight: Corner
        public var bottomRight: Corner
        public var bottomLeft: Corner

        /// `rect` with the four corners given.
        public init(_ rect: Rect, topLeft: Corner, topRight: Corner, bottomRight: Corner, bottomLeft: Corner) {
            self.rect = rect
            self.topLeft = topLeft
            self.topRight = topRight
            self.bottomRight = bottomRight
            self.bottomLeft = bottomLeft
        }

        /// `rect` with every corner `corner`.
        public init(_ rect: Rect, corner: Corner) {
            self.init(rect, topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner)
        }

        /// The rounded rectangle grown by `amount` on every side (shrunk when negative), its
        /// corner radii grown by the same amount (never below zero), as CSS grows a border
        /// box's radii: the outline at that distance from this one.
        public func outset(by amount: Double) -> RoundedRect {
            func grown(_ corner: Corner) -> Corner {
                // A sharp corner stays sharp (a mitred stroke's outer corner).
                guard corner.width > 0, corner.height > 0 else { return .zero }
                return Corner(width: max(0, corner.width + amount), height: max(0, corner.height + amount))
            }
            let grownRect = Rect(
                x: rect.x - amount, y: rect.y - amount,
                width: max(0, rect.width + 2 * amount), height: max(0, rect.height + 2 * amount))
            return RoundedRect(
                grownRect, topLeft: grown(topLeft), topRight: grown(topRight),
                bottomRight: grown(bottomRight), bottomLeft: grown(bottomLeft))
        }

        /// The corners scaled down together where two on one side would overlap, as CSS
        /// and GSK require.
        public var normalized: RoundedRect {
            var factor = 1.0
            func limit(_ sum: Double, _ length: Double) {
                if sum > length, sum > 0 { factor = min(factor, length / sum) }
            }
            limit(topLeft.width + topRight.width, rect.width)
            limit(bottomLeft.width + bottomRight.width, rect.width)
            limit(topLeft.height + bottomLeft.height, rect.height)
            limit(topRight.height + bottomRight.height, rect.height)
            guard factor < 1 else { return self }
            func scaled(_ corner: Corner) -> Corner {
                Corner(width: corner.width * factor, height: corner.height * factor)
            }
            return RoundedRect(
                rect, topLeft: scaled(topLeft), topRight: scaled(topRight),
                bottomRight: scaled(bottomRight), bottomLeft: scaled(bottomLeft))
        }

        /// The rounded rectangle as a `GskRoundedRect`, for GTK calls.
        package var gsk: GskRoundedRect {
            let normal = normalized
            func size(_ corner: Corner) -> graphene_size_t {
                graphene_size_t(width: Float(max(0, corner.width)), height: Float(max(0, corner.height)))
            }
            return GskRoundedRect(
                bounds: normal.rect.graphene,
                corner: (size(normal.topLeft), size(normal.topRight), size(normal.bottomRight), size(normal.bottomLeft)))
        }
    }
}

extension GTK.Snapshot {
    /// Clips what is drawn until the matching ``pop()`` to `outline`.
    public func pushRoundedClip(_ outline: GTK.RoundedRect) {
        var rounded = outline.gsk
        gtk_snapshot_push_rounded_clip(snapshotPointer, &rounded)
    }

    /// Draws a border `width` wide in `color` just inside `outline`, its inner corners
    /// `width` smaller than the outer ones (a GSK border node).
    public func appendBorder(_ color: RGBA, width: Double, outline: GTK.RoundedRect) {
        guard width > 0 else { return }
        var rounded = outline.gsk
        let side = Float(width)
        var widths = (side, side, side, side)
        let rgba = color.gdk
        var colors = (rgba, rgba, rgba, rgba)
        withUnsafePointer(to: &widths) { widths in
            withUnsafePointer(to: &colors) { colors in
                gtk_snapshot_append_border(
                    snapshotPointer, &rounded,
                    UnsafeRawPointer(widths).assumingMemoryBound(to: Float.self),
                    UnsafeRawPointer(colors).assumingMemoryBound(to: GdkRGBA.self))
            }
        }
    }
}
