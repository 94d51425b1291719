import Foundation

/// Content in a frame sized from its container, as SwiftUI's `containerRelativeFrame`: the
/// nearest `ScrollView` around it, or else the window's content.
///
/// Along the given axes the frame's length is what `length` makes of the container's
/// (for `count:span:spacing:`, `span` of `count` columns with `spacing` between them);
/// along the others it is the content's. The content is placed in the frame at the size it
/// takes when offered the frame's, by `alignment`. Over a `GtkuiCustomLayout` that measures
/// again when the container changes size (a window resized), from an idle.
public struct _ContainerRelativeFrame<Content: View>: ContainerRepresentable {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    /// The framed view.
    public let content: Content

    public func makeCoordinator() -> ContainerRelativeSizer {
        ContainerRelativeSizer()
    }

    public func makeWidget(context: Context) -> GTK.CustomLayout {
        let widget = GTK.CustomLayout()
        // Fixed along the relative axes; as the content elsewhere.
        // Fixed along the relative axes, never stretched there (a container that does not
        // align it — a hosting widget — centers it); a parent that aligns it overrides.
        if axes.contains(.horizontal) {
            widget.expandsHorizontally = false
            widget.horizontalAlign = .center
        }
        if axes.contains(.vertical) {
            widget.expandsVertically = false
            widget.verticalAlign = .center
        }
        widget.setTracksContainer(true)
        let sizer = context.coordinator
        widget.setLayout(
            measure: { [weak widget] orientation, forSize in
                guard let widget else { return (0, 0) }
                return sizer.measure(widget, orientation, forSize: forSize)
            },
            allocate: { [weak widget] width, height in
                guard let widget else { return }
                sizer.allocate(widget, width: width, height: height)
            })
        return widget
    }

    public func updateWidget(_ widget: GTK.CustomLayout, context: Context) {
        context.coordinator.axes = axes
        context.coordinator.alignment = alignment
        context.coordinator.length = length
        widget.queueResize()
    }

    public func placeChildren(_ children: [GTK.Widget], in widget: GTK.CustomLayout, context: Context) {
        widget.setChildren(children)
    }

    /// Children are placed by the sizer, which reads the latest values.
    public func placementChanged(from previous: Self) -> Bool { false }
}

/// What a container-relative frame measures and places with: the latest axes, alignment and
/// length function.
@MainActor
public final class ContainerRelativeSizer {
    var axes: Axis.Set = []
    var alignment = Alignment.center
    var length: (CGFloat, Axis) -> CGFloat = { length, _ in length }

    /// The frame's length along `axis`, if it is relative there.
    private func relativeLength(_ widget: GTK.CustomLayout, _ axis: Axis) -> Int? {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
        guard let container = widget.containerSize else { return 0 }
        let containerLength = CGFloat(axis == .horizontal ? container.width : container.height)
        return LayoutMeasure.pixels(length(containerLength, axis))
    }

    func measure(_ widget: GTK.CustomLayout, _ orientation: GTK.Orientation, forSize: Int) -> (minimum: Int, natural: Int) {
        let axis: Axis = orientation == .horizontal ? .horizontal : .vertical
        if let fixed = relativeLength(widget, axis) { return (fixed, fixed) }
        let other = relativeLength(widget, axis == .horizontal ? .vertical : .horizontal) ?? forSize
        var size = (minimum: 0, natural: 0)
        for child in widget.children where child.isVisible {
            let measured = child.measure(orientation, forSize: other)
            size = (max(size.minimum, measured.minimum), max(size.natural, measured.natural))
        }
        return size
    }

    func allocate(_ widget: GTK.CustomLayout, width: Int, height: Int) {
        let proposal = ProposedViewSize(width: CGFloat(width), height: CGFloat(height))
        for child in widget.children where child.isVisible {
            let size = LayoutMeasure.finite(LayoutMeasure.size(of: child, for: proposal), widget: child)
            let x = (CGFloat(width) - size.width) * alignment.horizontal.align.unit
            let y = (CGFloat(height) - size.height) * alignment.vertical.align.unit
            widget.place(child, x: x, y: y, width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        }
    }
}

extension View {
    /// Sizes this view along `axes` to its container: the nearest `ScrollView`, or else the
    /// window's content.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        _ContainerRelativeFrame(axes: axes, alignment: alignment, length: { length, _ in length }, content: self)
    }

    /// Sizes this view along `axes` to `span` of `count` equal parts of its container, with
    /// `spacing` between parts: `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(count, 1)
        let span = min(max(span, 1), count)
        return _ContainerRelativeFrame(
            axes: axes, alignment: alignment,
            length: { length, _ in
                let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                return max(0, part * CGFloat(span) + spacing * CGFloat(span - 1))
            },
            content: self)
    }

    /// Sizes this view along `axes` to what `length` makes of its container's length along
    /// each axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        _ContainerRelativeFrame(axes: axes, alignment: alignment, length: length, content: self)
    }
}
