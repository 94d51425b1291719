/// A view with a transition: its content in a `GtkuiEffect` that, when an animated change
/// makes it, starts in the transition's insertion state and moves to its place once shown.
/// Only views with `.transition` pay for the wrapper.
public struct _TransitionView<Content: View>: ContainerRepresentable {
    let transition: AnyTransition
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Effect {
        let effect = GTK.Effect()
        guard var timing = (transition.animation ?? context.transaction.animation)?.timing else { return effect }
        let from = transition.insertion
        guard from != AnyTransition.State() else { return effect }
        effect.setTransform(
            x: from.offset.width, y: from.offset.height, relativeX: from.relativeOffset.width,
            relativeY: from.relativeOffset.height, scaleX: from.scale.width, scaleY: from.scale.height, degrees: 0,
            anchorX: from.anchor.x, anchorY: from.anchor.y)
        effect.setOpacity(from.opacity, timing: nil)
        timing.startsWhenShown = true
        effect.setTransform(
            x: 0, y: 0, scaleX: 1, scaleY: 1, degrees: 0, anchorX: from.anchor.x, anchorY: from.anchor.y, timing: timing)
        effect.setOpacity(1, timing: timing)
        return effect
    }

    /// The effect is set once, when the view comes in.
    public func updateWidget(_ effect: GTK.Effect, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in effect: GTK.Effect, context: Context) {
        effect.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension _TransitionView {
    /// Its update reads only its own values.
    public static var _updatesFromOwnValues: Bool { true }
}
