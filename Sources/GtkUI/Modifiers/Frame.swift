import Foundation

/// Content in a frame of a given size: a `GTK.Bin` with a size request that measures as
/// exactly that size (larger only where the content cannot shrink so far), the content
/// aligned inside it (content that expands, such as a ``Color``, fills it).
///
/// A frame around one widget that fills any space it is offered (a chart, a color: see
/// `GTK.Widget.fillsOfferedSpace`) puts the size request and expansion on that widget
/// instead and leaves its bin out of the tree, as GTK code sizes a drawing area itself.
///
/// `maxWidth: .infinity` / `maxHeight: .infinity` make the frame take all the space its
/// container offers. GTK has no maximum size, so finite maximums are not enforced, and an
/// ideal size acts as a minimum.
public struct _FrameLayout<Content: View>: ContainerRepresentable {
    let width: CGFloat?
    let height: CGFloat?
    let fillsWidth: Bool
    let fillsHeight: Bool
    let alignment: Alignment
    /// A fixed frame (`frame(width:height:)`): exactly its size. A flexible frame's size is
    /// a minimum.
    var isExact = false
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Bin {
        GTK.Bin()
    }

    public func updateWidget(_ bin: GTK.Bin, context: Context) {
        size(bin)
        // Along an axis the frame sizes, content that expands (a Color) fills the frame
        // without making the frame expand; along an axis it leaves free, the frame is as
        // flexible as its content, as in SwiftUI (`List().frame(minWidth: 300)` is as
        // tall as it is offered).
        for (orientation, sized) in [(GTK.Orientation.horizontal, width != nil || fillsWidth), (.vertical, height != nil || fillsHeight)]
        where !sized && bin.borrowed.expandIsSet(orientation) {
            bin.borrowed.setExpandIsSet(false, orientation)
        }
        // Exactly its size, as in SwiftUI, even where the content would like more (a
        // flow of tags, wrapping text): a size request alone is only a minimum.
        var fixed: (width: Int, height: Int) = isExact ? bin.sizeRequest : (-1, -1)
        if fillsWidth { fixed.width = -1 }
        if fillsHeight { fixed.height = -1 }
        bin.fixedSize = fixed
    }

    /// Gives `widget` the frame's size request and expansion. A child standing in for the
    /// frame keeps filling the space offered along an axis the frame leaves free, as in
    /// SwiftUI (`Capsule().frame(height: 8)` is as wide as its container offers).
    private func size(_ widget: GTK.Widget, standingIn: Bool = false) {
        var size = (width: -1, height: -1)
        if let width { size.width = Self.pixels(width) }
        if let height { size.height = Self.pixels(height) }
        let expandsHorizontally = fillsWidth || (standingIn && width == nil)
        let expandsVertically = fillsHeight || (standingIn && height == nil)
        if widget.sizeRequest != size { widget.setSizeRequest(width: size.width, height: size.height) }
        // The frame's own bin sets only the axes it sizes (see updateWidget).
        if standingIn || width != nil || fillsWidth, widget.expandsHorizontally != expandsHorizontally || !widget.borrowed.expandIsSet(.horizontal) {
            widget.expandsHorizontally = expandsHorizontally
        }
        if standingIn || height != nil || fillsHeight, widget.expandsVertically != expandsVertically || !widget.borrowed.expandIsSet(.vertical) {
            widget.expandsVertically = expandsVertically
        }
    }

    /// A single child that fills any space offered takes the frame's size itself.
    public func _standIn(for children: [GTK.Widget], context: Context) -> GTK.Widget? {
        guard children.count == 1, let child = children.first, child.fillsOfferedSpace else { return nil }
        size(child, standingIn: true)
        return child
    }

    /// The child fills what it is offered again, at no size of its own.
    public func _release(standIn child: GTK.Widget, context: Context) {
        if child.sizeRequest != (-1, -1) { child.setSizeRequest(width: -1, height: -1) }
        child.fillsOfferedSpace = true
    }

    public func placeChildren(_ children: [GTK.Widget], in bin: GTK.Bin, context: Context) {
        bin.setChildren(children)
        for child in children { child.alignInCell(alignment) }
    }

    /// Children are placed by the alignment, and a child standing in for the frame takes
    /// its size.
    public func placementChanged(from previous: Self) -> Bool {
        alignment != previous.alignment || width != previous.width || height != previous.height
            || fillsWidth != previous.fillsWidth || fillsHeight != previous.fillsHeight
    }

    private static func pixels(_ length: CGFloat) -> Int { Int(length.rounded()) }
}

extension View {
    /// Puts this view in a frame of the given size, aligned inside by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _FrameLayout(
            width: width, height: height, fillsWidth: false, fillsHeight: false,
            alignment: alignment, isExact: true, content: self)
    }

    /// Puts this view in a flexible frame: at least the minimum size, and all the space
    /// offered where the maximum is `.infinity`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        _FrameLayout(
            width: Self.largest(minWidth, idealWidth), height: Self.largest(minHeight, idealHeight),
            fillsWidth: maxWidth == .infinity, fillsHeight: maxHeight == .infinity,
            alignment: alignment, content: self)
    }

    private static func largest(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
        switch (a, b) {
        case let (a?, b?): return Swift.max(a, b)
        default: return a ?? b
        }
    }
}

extension _FrameLayout {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
