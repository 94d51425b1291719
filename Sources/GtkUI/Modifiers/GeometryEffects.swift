import Foundation

/// Moves, scales or rotates a view's drawing without changing its layout, as SwiftUI's
/// geometry effects do: the content in one `GtkuiEffect` allocated with a transform. The
/// view keeps its place and size for its neighbours; what it draws, and where it takes
/// clicks, move. Effects nest: `.scaleEffect(2).rotationEffect(.degrees(45))` rotates the
/// scaled view. Changes made with an animation move on the frame clock (see ``Animation``).
public struct _GeometryEffect<Content: View>: ContainerRepresentable {
    let offset: CGSize
    let scale: CGSize
    let angle: Angle
    let anchor: UnitPoint
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Effect {
        GTK.Effect()
    }

    public func updateWidget(_ effect: GTK.Effect, context: Context) {
        effect.setTransform(
            x: offset.width, y: offset.height, scaleX: scale.width, scaleY: scale.height, degrees: angle.degrees,
            anchorX: anchor.x, anchorY: anchor.y, timing: context.transaction.animation?.timing)
    }

    public func placeChildren(_ children: [GTK.Widget], in effect: GTK.Effect, context: Context) {
        effect.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension _GeometryEffect {
    /// Its update reads only its own values.
    public static var _updatesFromOwnValues: Bool { true }
}

extension View {
    /// Draws this view moved by `offset`, keeping its place in the layout.
    public func offset(_ offset: CGSize) -> some View {
        _GeometryEffect(offset: offset, scale: CGSize(width: 1, height: 1), angle: .zero, anchor: .center, content: self)
    }

    /// Draws this view moved by `x` and `y` points, keeping its place in the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Draws this view scaled by `scale` about `anchor`, keeping its place in the layout.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Draws this view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws this view scaled by `scale`'s width and height about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        _GeometryEffect(offset: .zero, scale: scale, angle: .zero, anchor: anchor, content: self)
    }

    /// Draws this view rotated clockwise by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        _GeometryEffect(offset: .zero, scale: CGSize(width: 1, height: 1), angle: angle, anchor: anchor, content: self)
    }
}
