import CGtk
import Foundation

extension GTK.Snapshot {
    /// Fills `rect` with `paint`: a color node or a linear, radial or conic gradient node.
    ///
    /// Degenerate gradients (a line of no length, a circle of no radius) fill with their
    /// last color, as they would be drawn.
    public func appendPaint(_ paint: GTK.Paint, in rect: GTK.Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        var bounds = rect.graphene
        switch paint {
        case .color(let color):
            appendColor(color, in: rect)
        case let .linearGradient(start, end, stops):
            let stops = GTK.ColorStop.sanitized(stops)
            guard start != end else { return appendColor(stops[stops.count - 1].color, in: rect) }
            var from = graphene_point_t(x: Float(start.x), y: Float(start.y))
            var to = graphene_point_t(x: Float(end.x), y: Float(end.y))
            withGSKStops(stops) { gskStops, count in
                gtk_snapshot_append_linear_gradient(snapshotPointer, &bounds, &from, &to, gskStops, gsize(count))
            }
        case let .radialGradient(center, startRadius, endRadius, stops):
            let stops = GTK.ColorStop.sanitized(stops)
            let outer = max(startRadius, endRadius, 0)
            guard outer > 0, startRadius >= 0, endRadius > startRadius else {
                return appendColor(stops[stops.count - 1].color, in: rect)
            }
            var middle = graphene_point_t(x: Float(center.x), y: Float(center.y))
            withGSKStops(stops) { gskStops, count in
                gtk_snapshot_append_radial_gradient(
                    snapshotPointer, &bounds, &middle, Float(outer), Float(outer),
                    Float(startRadius / outer), Float(endRadius / outer), gskStops, gsize(count))
            }
        case let .conicGradient(center, startAngle, stops):
            let stops = GTK.ColorStop.sanitized(stops)
            var middle = graphene_point_t(x: Float(center.x), y: Float(center.y))
            // GSK's conic gradients start pointing up; ours pointing right.
            let rotation = startAngle * 180 / .pi + 90
            withGSKStops(stops) { gskStops, count in
                gtk_snapshot_append_conic_gradient(snapshotPointer, &bounds, &middle, Float(rotation), gskStops, gsize(count))
            }
        }
    }

    private func withGSKStops(_ stops: [GTK.ColorStop], _ body: (UnsafePointer<GskColorStop>, Int) -> Void) {
        let gskStops = stops.map { GskColorStop(offset: Float($0.offset), color: $0.color.gdk) }
        gskStops.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            body(base, buffer.count)
        }
    }

    /// Scales what is drawn next by `x` horizontally and `y` vertically.
    public func scale(x: Double, y: Double) {
        gtk_snapshot_scale(snapshotPointer, Float(x), Float(y))
    }

    /// Applies the affine transform that maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty) to
    /// what is drawn next.
    ///
    /// It is applied as a move, a turn, a skew and a scale: GSK's cairo renderer draws a
    /// transform node of an arbitrary matrix as a pink placeholder, but draws these.
    public func transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        if tx != 0 || ty != 0 { translate(x: tx, y: ty) }
        let scaleX = (a * a + b * b).squareRoot()
        guard scaleX > 0 else {
            scale(x: 0, y: 0)
            return
        }
        let angle = atan2(b, a)
        let shear = (a * c + b * d) / scaleX
        let scaleY = (a * d - b * c) / scaleX
        if angle != 0 { rotate(degrees: angle * 180 / .pi) }
        if shear != 0, scaleY != 0 {
            let skewX = atan(shear / scaleY) * 180 / .pi
            let skew = gsk_transform_skew(nil, Float(skewX), 0)
            gtk_snapshot_transform(snapshotPointer, skew)
            gsk_transform_unref(skew)
        }
        if scaleX != 1 || scaleY != 1 { scale(x: scaleX, y: scaleY) }
    }

    /// Draws what follows until the matching ``pop()`` at `opacity`.
    public func pushOpacity(_ opacity: Double) {
        gtk_snapshot_push_opacity(snapshotPointer, opacity)
    }
}
