import GtkUI

/// What an annotation attaches to: its mark's area (a point is a rect without size) and
/// what `.automatic` means for that mark (see ``AnnotationPosition``).
struct AnnotationAnchor {
    let rect: Rect
    let automatic: AnnotationPosition.Side
}

/// Where an annotation's view goes next to its mark's area (`anchor`), as Swift Charts
/// places annotation views: outside the side its position names, `spacing` away, aligned
/// along that side by its alignment; centred on the mark for `.overlay`.
enum AnnotationPlacement {
    /// The top-left corner of a view `width` × `height` for `spec` at `anchor`. `automatic`
    /// is what `.automatic` means for this mark (see ``AnnotationPosition``).
    static func origin(
        width: Double, height: Double, anchor: Rect, spec: ChartAnnotationSpec, automatic: AnnotationPosition.Side
    ) -> Point {
        var side = spec.position.side
        if side == .automatic { side = automatic }
        let gap = spec.spacing
        // Along a horizontal side: the alignment's horizontal part.
        let alignedX: Double
        switch spec.alignment.horizontal {
        case .leading: alignedX = anchor.x
        case .trailing: alignedX = anchor.maxX - width
        default: alignedX = anchor.x + (anchor.width - width) / 2
        }
        let alignedY: Double
        switch spec.alignment.vertical {
        case .top: alignedY = anchor.y
        case .bottom: alignedY = anchor.y + anchor.height - height
        default: alignedY = anchor.y + (anchor.height - height) / 2
        }
        let above = anchor.y - gap - height
        let below = anchor.y + anchor.height + gap
        let before = anchor.x - gap - width
        let after = anchor.maxX + gap
        switch side {
        case .top, .automatic: return Point(x: alignedX, y: above)
        case .bottom: return Point(x: alignedX, y: below)
        case .leading: return Point(x: before, y: alignedY)
        case .trailing: return Point(x: after, y: alignedY)
        case .overlay: return Point(x: alignedX, y: alignedY)
        case .topLeading: return Point(x: before, y: above)
        case .topTrailing: return Point(x: after, y: above)
        case .bottomLeading: return Point(x: before, y: below)
        case .bottomTrailing: return Point(x: after, y: below)
        }
    }
}
