/// A gesture whose values are transformed, as SwiftUI's `map(_:)` makes: `onChanged`,
/// `onEnded` and `updating` on it see the transformed values.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let current = Latest(transform)
        let mapped = _GestureObservers<Content.Value>(
            changed: { observers.change(current.value($0)) },
            ended: { observers.ended?(current.value($0)) },
            finished: observers.finished)
        let attachment = content._attach(to: widget, observers: mapped)
        let update = attachment.update
        attachment.update = { newer in
            guard let newer = newer as? Self else { return }
            current.value = newer.transform
            update(newer.content)
        }
        return attachment
    }
}

extension Gesture {
    /// This gesture with its values transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
