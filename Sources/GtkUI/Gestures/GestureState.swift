/// A value a gesture sets while it is in progress, as SwiftUI's `@GestureState`: a
/// gesture's `.updating($state) { value, state, transaction in … }` writes it as the
/// gesture changes, and it goes back to its initial value when the gesture ends or is
/// cancelled, without code of the view's. Views read it like `@State`.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// …
/// .offset(dragOffset)
/// .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let location: StateLocation<Value>
    let initialValue: Value
    let resetTransaction: (Value, inout Transaction) -> Void

    /// A gesture state starting at (and going back to) `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// A gesture state starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A gesture state that goes back with `resetTransaction` (its animation).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// A gesture state whose reset runs `reset` with the value it leaves, to set the
    /// reset's transaction.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(initial: wrappedValue)
        initialValue = wrappedValue
        resetTransaction = reset
    }

    private init(location: StateLocation<Value>, initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.location = location
        self.initialValue = initialValue
        resetTransaction = reset
    }

    /// The value now: what the gesture last set, or the initial value.
    @MainActor
    public var wrappedValue: Value { location.value }

    /// The state itself, for a gesture's `.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value in `transaction` (the owning view updates with it).
    @MainActor
    func set(_ value: Value, transaction: Transaction) {
        withTransaction(transaction) { location.value = value }
    }

    /// Goes back to the initial value.
    @MainActor
    func reset() {
        var transaction = Transaction()
        resetTransaction(location.value, &transaction)
        set(initialValue, transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at `nil`.
    public init(reset: @escaping (Value, inout Transaction) -> Void = { _, _ in }) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: AttachableProperty {
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        location.attach(existing: existing, owner: owner)
    }

    func unshared(existing: AnyObject?) -> GestureState? {
        guard location.isAttached(elsewhereThan: existing) else { return nil }
        return GestureState(location: location.copyForAnotherNode(), initialValue: initialValue, reset: resetTransaction)
    }
}
