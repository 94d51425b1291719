/// A view with a transition: its content in a `GtkuiEffect` that, when an animated change
/// makes it, starts in the transition's insertion state and moves to its place once shown,
/// and when an animated change removes it, moves to the removal state before it goes
/// (``LeavingChild``). Only views with `.transition` pay for the wrapper.
public struct _TransitionView<Content: View>: ContainerRepresentable {
    let transition: AnyTransition
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Effect {
        let effect = GTK.Effect()
        context.node.graph.hasTransitions = true
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

extension _TransitionView: RemovalTransitioning {
    /// Moves the effect to the transition's removal state with the transition's own
    /// animation or the change's; a repeating animation runs once, so that the view goes.
    func startRemoval(of widget: GTK.Widget, transaction: Transaction) -> Bool {
        guard let effect = widget as? GTK.Effect,
              var timing = (transition.animation ?? (transaction.disablesAnimations ? nil : transaction.animation))?.timing
        else { return false }
        let to = transition.removal
        guard to != AnyTransition.State() else { return false }
        timing.repeatCount = 0
        timing.autoreverses = false
        effect.setTransform(
            x: to.offset.width, y: to.offset.height, relativeX: to.relativeOffset.width,
            relativeY: to.relativeOffset.height, scaleX: to.scale.width, scaleY: to.scale.height, degrees: 0,
            anchorX: to.anchor.x, anchorY: to.anchor.y, timing: timing)
        effect.setOpacity(to.opacity, timing: timing)
        return effect.isAnimating
    }
}
