/// Content with a background or an overlay made of views: a `GTK.Bin` holding the
/// content and a decoration layer, below it (background) or above it (overlay). The layer
/// covers the content's area and does not change its size, as in SwiftUI.
public struct _LayeredLayout<Layers: View>: ContainerRepresentable {
    public let content: Layers

    public func makeWidget(context: Context) -> GTK.Bin { GTK.Bin() }

    public func updateWidget(_ bin: GTK.Bin, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in bin: GTK.Bin, context: Context) {
        bin.setChildren(children)
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool {
        false
    }
}

/// The decoration of a ``_LayeredLayout``: its views aligned in a layer that fills the
/// content's area but is not measured.
public struct _DecorationLayer<Content: View>: ContainerRepresentable {
    let alignment: Alignment
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Bin {
        let layer = GTK.Bin()
        layer.isBinDecoration = true
        return layer
    }

    public func updateWidget(_ layer: GTK.Bin, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in layer: GTK.Bin, context: Context) {
        layer.setChildren(children)
        for child in children { child.alignInCell(alignment) }
    }

    /// Children are placed by the alignment only.
    public func placementChanged(from previous: Self) -> Bool {
        alignment != previous.alignment
    }
}

extension View {
    /// Draws `background` behind this view, sized to it.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content background: () -> Background
    ) -> some View {
        _LayeredLayout(content: ViewBuilder.buildBlock(
            _DecorationLayer(alignment: alignment, content: background()), self))
    }

    /// Draws `overlay` over this view, sized to it.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content overlay: () -> Overlay
    ) -> some View {
        _LayeredLayout(content: ViewBuilder.buildBlock(
            self, _DecorationLayer(alignment: alignment, content: overlay())))
    }
}
