/// What a gesture reports beyond its own `onChanged`/`onEnded`: the hooks that
/// `.updating(_:body:)` and the general `onChanged`/`onEnded` add to any gesture.
public struct _GestureObservers<Value> {
    /// The gesture changed to a value.
    var changed: (@MainActor (Value) -> Void)?
    /// The gesture ended with a value.
    var ended: (@MainActor (Value) -> Void)?
    /// The gesture stopped, ended or cancelled.
    var finished: (@MainActor () -> Void)?

    /// `self` followed by `next`.
    func then(_ next: _GestureObservers<Value>) -> _GestureObservers<Value> {
        let first = self
        return _GestureObservers(
            changed: first.changed.combined(with: next.changed) ,
            ended: first.ended.combined(with: next.ended),
            finished: first.finished.combinedAction(with: next.finished))
    }

    /// Reports a change.
    @MainActor func change(_ value: Value) { changed?(value) }
    /// Reports the end, then that the gesture stopped.
    @MainActor func end(_ value: Value) {
        ended?(value)
        finished?()
    }
    /// Reports that the gesture stopped without ending.
    @MainActor func cancel() { finished?() }
}

extension Optional {
    /// Both closures, this one first.
    fileprivate func combined<Value>(with next: (@MainActor (Value) -> Void)?) -> (@MainActor (Value) -> Void)?
    where Wrapped == @MainActor (Value) -> Void {
        guard let first = self else { return next }
        guard let next else { return first }
        return { value in
            first(value)
            next(value)
        }
    }

    fileprivate func combinedAction(with next: (@MainActor () -> Void)?) -> (@MainActor () -> Void)?
    where Wrapped == @MainActor () -> Void {
        guard let first = self else { return next }
        guard let next else { return first }
        return {
            first()
            next()
        }
    }
}

/// A gesture that, besides what it does, sets a ``GestureState`` while in progress
/// (`.updating`), or runs an action (`.onChanged`/`.onEnded` on any gesture).
public struct _ObservedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let observers: _GestureObservers<Base.Value>

    @MainActor
    public func _attach(to widget: GTK.Widget, observers outer: _GestureObservers<Value>) -> _GestureAttachment {
        // The newest value's observers: a view's next body brings new closures.
        let current = Latest(observers)
        let forwarding = _GestureObservers<Value>(
            changed: { current.value.change($0) }, ended: { current.value.ended?($0) },
            finished: { current.value.finished?() })
        let attachment = base._attach(to: widget, observers: forwarding.then(outer))
        let update = attachment.update
        attachment.update = { newer in
            guard let newer = newer as? _ObservedGesture<Base> else { return }
            current.value = newer.observers
            update(newer.base)
        }
        return attachment
    }
}

extension Gesture {
    /// Sets `state` with `body` as this gesture changes; `state` goes back to its initial
    /// value when the gesture ends or is cancelled.
    @MainActor
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> _ObservedGesture<Self> {
        _ObservedGesture(
            base: self,
            observers: _GestureObservers(
                changed: { value in
                    var current = state.wrappedValue
                    var transaction = Transaction()
                    body(value, &current, &transaction)
                    state.set(current, transaction: transaction)
                },
                finished: { state.reset() }))
    }

    /// Runs `action` when this gesture ends.
    @MainActor
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _ObservedGesture<Self> {
        _ObservedGesture(base: self, observers: _GestureObservers(ended: action))
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` as this gesture changes.
    @MainActor
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ObservedGesture<Self> {
        _ObservedGesture(base: self, observers: _GestureObservers(changed: action))
    }
}

/// The newest of a gesture's values (its actions, a transform), which the GTK signal
/// handlers read: updates swap it in.
@MainActor
final class Latest<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
