/// A read-write reference to a value owned elsewhere, as in SwiftUI.
///
/// A binding reads and writes through closures: a parent's `@State`, a model's property, or
/// anything reachable with `init(get:set:)`. Views take bindings with `@Binding var value`
/// and pass them on with `$value`; `$model.property` projects a binding to a part.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value, Transaction) -> Void

    /// The transaction writes through this binding carry.
    public var transaction = Transaction()

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = { value, _ in set(value) }
    }

    /// A binding whose setter also gets the transaction of the write.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        read = get
        write = set
    }

    /// The binding itself, for `@Binding var value` declared with `_value = binding`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue, transaction) }
    }

    /// The binding, for passing it on: `$value`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the part of the value at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(
            get: { parent.wrappedValue[keyPath: keyPath] },
            set: { newValue, transaction in
                var value = parent.wrappedValue
                value[keyPath: keyPath] = newValue
                parent.write(value, transaction)
            })
    }

    /// This binding, with writes carrying `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}
