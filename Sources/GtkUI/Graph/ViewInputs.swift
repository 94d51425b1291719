import Foundation

/// Decides whether a new value of a view carries the same inputs as the last one, so its
/// node can skip evaluating `body` when its parent re-evaluates (SwiftUI does the same).
///
/// Equal means: `==` for `Equatable` views; the same bytes for plain-data views; otherwise
/// field by field, where a field is equal when it is `Equatable` and `==`, the same object,
/// an `@ObservedObject` of the same object, or state the node owns (`@State`,
/// `@StateObject`, `@Environment`, `@EnvironmentObject`), which the parent does not pass.
/// Anything else — a closure, a `Binding` — counts as changed, so `body` runs.
enum ViewInputs {
    /// The comparison for values of `V`, chosen once (a node keeps it): the casts that
    /// choose it look the type's conformances up through the runtime.
    static func comparison<V>(for type: V.Type) -> (V, V) -> Bool {
        if let equatable = type as? any Equatable.Type {
            return equatableComparison(equatable, for: type)
        }
        if _isPOD(type) {
            return { old, new in
                withUnsafeBytes(of: old) { oldBytes in
                    withUnsafeBytes(of: new) { newBytes in oldBytes.elementsEqual(newBytes) }
                }
            }
        }
        return { old, new in
            let oldFields = Mirror(reflecting: old).children
            let newFields = Mirror(reflecting: new).children
            guard oldFields.count == newFields.count else { return false }
            return zip(oldFields, newFields).allSatisfy { fieldEqual($0.value, $1.value) }
        }
    }

    private static func fieldEqual(_ old: Any, _ new: Any) -> Bool {
        if let old = old as? any ObservedObjectInput, let new = new as? any ObservedObjectInput {
            return old.observedObject === new.observedObject
        }
        if old is any AttachableProperty { return true }
        if let old = old as? any Equatable { return isEqual(old, to: new) }
        if type(of: old) is AnyClass, type(of: new) is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        return false
    }
}

/// `==` of `Value` for values of `V`, which is `Value`.
private func equatableComparison<Value: Equatable, V>(_ equatable: Value.Type, for type: V.Type) -> (V, V) -> Bool {
    { old, new in unsafeBitCast(old, to: Value.self) == unsafeBitCast(new, to: Value.self) }
}

/// Whether `other` is a value of `value`'s type equal to it.
private func isEqual<Value: Equatable>(_ value: Value, to other: Any) -> Bool {
    guard let other = other as? Value else { return false }
    return value == other
}

/// An input that is an object passed by the parent (`@ObservedObject`).
protocol ObservedObjectInput {
    var observedObject: AnyObject { get }
}

extension ObservedObject: ObservedObjectInput {
    var observedObject: AnyObject { wrappedValue }
}
