import CGtkShim

extension GTK {
    /// A path of straight lines and cubic Bézier curves in a snapshot's coordinates, for
    /// ``Snapshot/appendStroke(_:color:lineWidth:dash:clip:)`` and
    /// ``Snapshot/appendFill(_:color:clip:)``.
    ///
    /// A path is a value: its verbs and their points, in two arrays.
    public struct Path: Hashable, Sendable {
        /// One `GtkuiPathVerb` per element.
        package private(set) var verbs: [UInt8] = []
        /// The elements' points, (x, y) pairs: one for a move or a line, three (the two
        /// control points, then the end) for a curve, none for a close.
        package private(set) var coordinates: [Double] = []

        /// An empty path.
        public init() {}

        /// Whether the path has no elements.
        public var isEmpty: Bool { verbs.isEmpty }

        /// Starts a new subpath at (`x`, `y`).
        public mutating func move(toX x: Double, y: Double) {
            verbs.append(UInt8(GTKUI_PATH_MOVE.rawValue))
            coordinates.append(x)
            coordinates.append(y)
        }

        /// A straight line from the current point to (`x`, `y`).
        public mutating func addLine(toX x: Double, y: Double) {
            verbs.append(UInt8(GTKUI_PATH_LINE.rawValue))
            coordinates.append(x)
            coordinates.append(y)
        }

        /// A cubic Bézier curve from the current point to (`x`, `y`), pulled towards
        /// (`control1X`, `control1Y`) and then (`control2X`, `control2Y`).
        public mutating func addCurve(
            toX x: Double, y: Double,
            control1X: Double, control1Y: Double, control2X: Double, control2Y: Double
        ) {
            verbs.append(UInt8(GTKUI_PATH_CURVE.rawValue))
            coordinates.append(control1X)
            coordinates.append(control1Y)
            coordinates.append(control2X)
            coordinates.append(control2Y)
            coordinates.append(x)
            coordinates.append(y)
        }

        /// Closes the current subpath with a line back to its start.
        public mutating func close() {
            verbs.append(UInt8(GTKUI_PATH_CLOSE.rawValue))
        }

        /// `clips`' paths, each ending in a clip to it, then this path: what a painted path
        /// draws clipped to each of `clips`.
        package func clipped(to clips: [(path: Path, evenOdd: Bool)]) -> Path {
            guard !clips.isEmpty else { return self }
            var combined = Path()
            for clip in clips {
                combined.verbs += clip.path.verbs
                combined.coordinates += clip.path.coordinates
                combined.verbs.append(UInt8((clip.evenOdd ? GTKUI_PATH_CLIP_EVEN_ODD : GTKUI_PATH_CLIP).rawValue))
            }
            combined.verbs += verbs
            combined.coordinates += coordinates
            return combined
        }
    }
}
