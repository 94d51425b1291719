/// Binds its content's widgets to a value of a focus state: the state is that value while
/// the keyboard focus is in them, and setting the state to it focuses them.
struct _FocusedModifier<Value: Hashable>: WidgetModifier {
    let storage: FocusStateStorage<Value>
    let value: Value

    /// The binding of one widget; a new focus state makes a new binding.
    @MainActor
    final class Attachment {
        var target: FocusTarget<Value>
        init(_ target: FocusTarget<Value>) { self.target = target }
    }

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> Attachment {
        Attachment(FocusTarget(widget: widget, value: value, storage: storage))
    }

    func update(_ attachment: Attachment, on widget: GTK.Widget, owner: ModifierOwner) {
        guard attachment.target.storage === storage else {
            attachment.target.remove()
            attachment.target = FocusTarget(widget: widget, value: value, storage: storage)
            return
        }
        attachment.target.update(value: value)
    }

    static func detach(_ attachment: Attachment, from widget: GTK.Widget, owner: ModifierOwner) {
        attachment.target.remove()
    }
}

extension View {
    /// Binds this view to `value` of a focus state, as in SwiftUI: the state is `value`
    /// while the keyboard focus is in this view, and setting the state to `value` moves the
    /// focus here (to the view, or the first widget inside it that takes focus).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(storage: binding.storage, value: value))
    }

    /// Binds this view to a Boolean focus state: `true` while the keyboard focus is in this
    /// view; setting it to `true` focuses the view, `false` takes the focus away.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(storage: condition.storage, value: true))
    }
}
