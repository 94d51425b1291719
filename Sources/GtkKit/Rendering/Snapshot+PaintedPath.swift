import CGtk
import CGtkShim

extension GTK {
    /// How a path is stroked: its width, the shape of its ends and corners, and its dashes.
    public struct Stroke: Hashable, Sendable {
        /// How an open end of a line looks.
        public enum Cap: Hashable, Sendable { case butt, round, square }
        /// How two segments meet.
        public enum Join: Hashable, Sendable { case miter, round, bevel }

        public var width: Double
        public var cap: Cap
        public var join: Join
        public var miterLimit: Double
        /// Lengths of dashes and gaps, alternating; empty for a solid line.
        public var dash: [Double]
        /// How far into the dash pattern the line starts.
        public var dashPhase: Double

        public init(
            width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
            dash: [Double] = [], dashPhase: Double = 0
        ) {
            self.width = width
            self.cap = cap
            self.join = join
            self.miterLimit = miterLimit
            self.dash = dash
            self.dashPhase = dashPhase
        }

        /// How far past the path the stroke can reach (for the area to draw in).
        public var reach: Double {
            let half = width / 2
            switch (join, cap) {
            case (.miter, _): return half * max(miterLimit, 1.5)
            case (_, .square): return half * 1.5
            default: return half + 1
            }
        }
    }
}

extension GTK.Snapshot {
    /// Fills `path` with `paint` (nonzero winding, or even-odd when `evenOdd`), clipped to
    /// `clip` and to each of `clipPaths`; subpaths are closed. One cairo node covering
    /// `clip`, on every GTK version.
    public func appendFill(
        _ path: GTK.Path, paint: GTK.Paint, evenOdd: Bool = false, clip: GTK.Rect,
        clipPaths: [(path: GTK.Path, evenOdd: Bool)] = []
    ) {
        guard !path.isEmpty else { return }
        appendPainted(path.clipped(to: clipPaths), paint: paint, stroke: nil, evenOdd: evenOdd, clip: clip)
    }

    /// Strokes `path` with `paint` as `stroke` says, clipped to `clip` and to each of
    /// `clipPaths`. One cairo node covering `clip`, on every GTK version.
    public func appendStroke(
        _ path: GTK.Path, paint: GTK.Paint, stroke: GTK.Stroke, clip: GTK.Rect,
        clipPaths: [(path: GTK.Path, evenOdd: Bool)] = []
    ) {
        guard stroke.width > 0, !path.isEmpty else { return }
        appendPainted(path.clipped(to: clipPaths), paint: paint, stroke: stroke, evenOdd: false, clip: clip)
    }

    private func appendPainted(_ path: GTK.Path, paint: GTK.Paint, stroke: GTK.Stroke?, evenOdd: Bool, clip: GTK.Rect) {
        guard !path.isEmpty, clip.width > 0, clip.height > 0 else { return }
        var bounds = clip.graphene
        var cPaint = GtkuiPaint()
        var stops: [GTK.ColorStop] = []
        switch paint {
        case .color(let color):
            cPaint.kind = GTKUI_PAINT_COLOR
            cPaint.color = color.gdk
        case let .linearGradient(start, end, gradientStops):
            cPaint.kind = GTKUI_PAINT_LINEAR
            (cPaint.x0, cPaint.y0, cPaint.x1, cPaint.y1) = (start.x, start.y, end.x, end.y)
            stops = gradientStops
            if start == end {
                cPaint.kind = GTKUI_PAINT_COLOR
                cPaint.color = GTK.ColorStop.sanitized(stops).last.map(\.color.gdk) ?? GdkRGBA()
            }
        case let .radialGradient(center, startRadius, endRadius, gradientStops):
            cPaint.kind = GTKUI_PAINT_RADIAL
            (cPaint.x0, cPaint.y0, cPaint.r0, cPaint.r1) = (center.x, center.y, max(0, startRadius), max(0, endRadius))
            stops = gradientStops
        case let .conicGradient(center, startAngle, gradientStops):
            cPaint.kind = GTKUI_PAINT_CONIC
            (cPaint.x0, cPaint.y0, cPaint.r0) = (center.x, center.y, startAngle)
            stops = gradientStops
        }
        let sanitized = GTK.ColorStop.sanitized(stops)
        let offsets = sanitized.map(\.offset)
        let colors = sanitized.map(\.color.gdk)
        var cStroke = GtkuiStroke()
        if let stroke {
            cStroke.width = stroke.width
            cStroke.cap = Int32(stroke.cap == .butt ? 0 : stroke.cap == .round ? 1 : 2)
            cStroke.join = Int32(stroke.join == .miter ? 0 : stroke.join == .round ? 1 : 2)
            cStroke.miter_limit = stroke.miterLimit
            cStroke.dash_offset = stroke.dashPhase
        }
        // cairo refuses a dash pattern of only zeros or with a negative length.
        let dash = stroke.map { $0.dash.allSatisfy { $0 >= 0 } && $0.dash.contains { $0 > 0 } ? $0.dash : [] } ?? []
        path.verbs.withUnsafeBufferPointer { verbs in
            path.coordinates.withUnsafeBufferPointer { coordinates in
                offsets.withUnsafeBufferPointer { offsets in
                    colors.withUnsafeBufferPointer { colors in
                        dash.withUnsafeBufferPointer { dashes in
                            cPaint.offsets = offsets.baseAddress
                            cPaint.colors = colors.baseAddress
                            cPaint.n_stops = gsize(sanitized.count)
                            cStroke.dashes = dashes.baseAddress
                            cStroke.n_dashes = gsize(dashes.count)
                            if stroke != nil {
                                gtkui_snapshot_append_painted_path(
                                    snapshotPointer, verbs.baseAddress, gsize(verbs.count), coordinates.baseAddress,
                                    &cPaint, &cStroke, 0, &bounds)
                            } else {
                                gtkui_snapshot_append_painted_path(
                                    snapshotPointer, verbs.baseAddress, gsize(verbs.count), coordinates.baseAddress,
                                    &cPaint, nil, evenOdd ? 1 : 0, &bounds)
                            }
                        }
                    }
                }
            }
        }
    }
}
