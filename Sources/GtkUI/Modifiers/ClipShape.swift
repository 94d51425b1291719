import Foundation

/// Content clipped to a shape or masked by a view: a `GtkuiClip` (a bin) around the
/// content's widgets.
///
/// A rectangle, rounded rectangle, circle, capsule or ellipse clips with a GSK (rounded)
/// clip pushed for the bin's size: `.clipped()`, `.cornerRadius(8)`,
/// `.clipShape(Circle())`. Another shape, and `.mask { }`, put a mask view in a decoration
/// layer after the content, whose alpha the bin applies to the content's drawing (through
/// textures on GTK 4.8, which has no mask nodes: costlier, so prefer the shapes above).
public struct _ClipLayout<Layers: View>: ContainerRepresentable {
    /// The clip's outline for the bin's bounds; `nil` when the last child masks the others.
    let outline: (@Sendable (CGRect) -> _ShapeOutline.Kind)?
    public let content: Layers

    public func makeCoordinator() -> _ClipCoordinator { _ClipCoordinator() }

    public func makeWidget(context: Context) -> GTK.Clip {
        let clip = GTK.Clip()
        let coordinator = context.coordinator
        clip.setClips { snapshot, width, height in
            coordinator.pushClips(on: snapshot, width: width, height: height)
        }
        return clip
    }

    public func updateWidget(_ clip: GTK.Clip, context: Context) {
        context.coordinator.outline = outline
        let masks = outline == nil
        if clip.masksWithLastChild != masks { clip.masksWithLastChild = masks }
        clip.queueDraw()
    }

    public func placeChildren(_ children: [GTK.Widget], in clip: GTK.Clip, context: Context) {
        clip.setChildren(children)
        // A mask is only drawn through: it takes no clicks (they reach the content below)
        // and is not read.
        if outline == nil, let mask = children.last, mask.canTarget {
            mask.canTarget = false
            WidgetAttributes.setBuiltIn([.accessibilityHidden(true)], on: mask)
        }
    }

    /// Placement reads only the children and whether the last one is a mask.
    public func placementChanged(from previous: Self) -> Bool {
        (outline == nil) != (previous.outline == nil)
    }
}

/// The latest outline a ``_ClipLayout`` clips to.
@MainActor
public final class _ClipCoordinator {
    var outline: (@Sendable (CGRect) -> _ShapeOutline.Kind)?

    /// Pushes the clip for a bin of `width` × `height`; how many clips it pushed.
    func pushClips(on snapshot: GTK.Snapshot, width: Int, height: Int) -> Int {
        guard let outline else { return 0 }
        switch outline(CGRect(x: 0, y: 0, width: width, height: height)) {
        case .roundedRect(let rect, let corners):
            let bounds = rect.isDrawable ? rect : .zero
            if corners.allSatisfy({ $0.width <= 0 || $0.height <= 0 }) {
                snapshot.pushClip(bounds.gtkRect)
            } else {
                snapshot.pushRoundedClip(ShapeRenderer.roundedRect(bounds, corners))
            }
            return 1
        case .path, .stroked:
            return 0
        }
    }
}

extension View {
    /// Clips this view to `shape` in its frame, as in SwiftUI: what is drawn outside the
    /// shape is not shown.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let probe = shape._outline(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        if case .roundedRect = probe.kind {
            return _ClipLayout(
                outline: { shape._outline(in: $0).kind },
                content: ViewBuilder.buildBlock(self, Optional<_DecorationLayer<_ShapeView<S, Color>>>.none))
        }
        return _ClipLayout(
            outline: nil,
            content: ViewBuilder.buildBlock(
                self, Optional(_DecorationLayer(alignment: .center, content: shape.fill(Color.black, style: style)))))
    }

    /// Clips this view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Clips this view to its frame with its corners rounded by `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Shows this view only where `mask` is opaque (its alpha), the mask laid over the
    /// view's frame with `alignment`, as in SwiftUI.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        _ClipLayout(outline: nil, content: ViewBuilder.buildBlock(self, _DecorationLayer(alignment: alignment, content: mask())))
    }

    /// Shows this view only where `mask` is opaque (SwiftUI's older form).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}
