/// A node that evaluates a body — a composite view's `body`, a view modifier's
/// `body(content:)` — and keeps one child node for it. The dynamic properties (state,
/// environment, observed objects) of the value that declares them live here, and what
/// the body reads is tracked so a change re-evaluates this node.
@MainActor
class BodyNode: SingleChildNode {
    final var dynamicProperties = DynamicProperties()

    /// Subclasses: attach the dynamic properties of the latest value.
    func attachDynamicProperties() {}

    override var holdsIdentityState: Bool { !dynamicProperties.isEmpty || super.holdsIdentityState }

    /// Subclasses: the body of the latest value.
    func makeBody() -> any View {
        preconditionFailure("GtkUI: \(type(of: self)) does not make a body")
    }

    override func reevaluate(transaction: Transaction) {
        reconcileBody(transaction: transaction, announce: true)
    }

    override func dismantleContent() {
        super.dismantleContent()
        dynamicProperties.release()
    }

    /// Evaluates the body and reconciles the child with it.
    final func reconcileBody(transaction: Transaction, announce: Bool) {
        needsUpdate = false
        attachDynamicProperties()
        GraphCounters.bodyEvaluated()
        let body = ViewObservation.track({ makeBody() }, invalidating: self)
        reconcileChild(with: body, transaction: transaction, announce: announce)
    }
}
