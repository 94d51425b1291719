import Foundation

/// Decides whether a new value of a view carries the same inputs as the last one, so its
/// node can skip evaluating `body` when its parent re-evaluates (SwiftUI does the same).
///
/// Equal means: `==` for `Equatable` views; the same bytes for plain-data views; otherwise
/// field by field, where a field is equal when it holds the same object, is plain data
/// with the same bytes, is an `@ObservedObject` of the same object, is state the node owns
/// (`@State`, `@StateObject`, `@Environment`, `@EnvironmentObject`), which the parent does
/// not pass, or is `Equatable` and `==`. Anything else — a closure, a `Binding` — counts as
/// changed, so `body` runs. How each field type compares is decided once per type, and the
/// fields are read in place (``StoredFields``).
@MainActor
enum ViewInputs {
    /// Compares one stored property in two values' bytes, at its offset.
    typealias FieldComparison = (UnsafeRawBufferPointer, UnsafeRawBufferPointer, Int) -> Bool

    /// The comparison of each field type met so far.
    private static var fieldComparisons: [ObjectIdentifier: FieldComparison] = [:]

    /// How values of one view type compare, chosen once per type.
    enum Comparison {
        case equatable(any Equatable.Type)
        case bytes
        case fields([(offset: Int, equal: FieldComparison)])
    }

    private static var comparisons: [ObjectIdentifier: Comparison] = [:]

    /// The comparison for values of `type`, chosen once per type (a node keeps it): the
    /// casts that choose it look the type's conformances up through the runtime.
    static func comparison(for type: Any.Type) -> Comparison {
        if let known = comparisons[ObjectIdentifier(type)] { return known }
        let comparison: Comparison
        if let equatable = type as? any Equatable.Type {
            comparison = .equatable(equatable)
        } else if isPlainData(type) {
            comparison = .bytes
        } else {
            comparison = .fields(StoredFields.of(type).map { (offset: $0.offset, equal: fieldComparison(for: $0.type)) })
        }
        comparisons[ObjectIdentifier(type)] = comparison
        return comparison
    }

    /// Whether `old` and `new` carry the same inputs, by `comparison` (``comparison(for:)``
    /// of `V`).
    static func same<V>(_ old: V, _ new: V, by comparison: Comparison) -> Bool {
        switch comparison {
        case .equatable(let equatable):
            return equatable.valuesEqual(old, new)
        case .bytes:
            return withUnsafeBytes(of: old) { oldBytes in
                withUnsafeBytes(of: new) { newBytes in oldBytes.elementsEqual(newBytes) }
            }
        case .fields(let fields):
            return withUnsafeBytes(of: old) { oldBytes in
                withUnsafeBytes(of: new) { newBytes in
                    fields.allSatisfy { $0.equal(oldBytes, newBytes, $0.offset) }
                }
            }
        }
    }

    /// How a field of `type` compares, decided once per type.
    private static func fieldComparison(for type: Any.Type) -> FieldComparison {
        if let known = fieldComparisons[ObjectIdentifier(type)] { return known }
        let comparison: FieldComparison
        if type is AnyClass {
            // The same object.
            comparison = { old, new, offset in old.load(fromByteOffset: offset, as: UnsafeRawPointer.self) == new.load(fromByteOffset: offset, as: UnsafeRawPointer.self) }
        } else if isPlainData(type) {
            comparison = bytesComparison(size: layoutSize(of: type))
        } else if AttachablePropertyTypes.mayConform(type) {
            if let observed = type as? any ObservedObjectInput.Type {
                comparison = { old, new, offset in observed.sameObject(old, new, at: offset) }
            } else {
                // State the node owns: the parent does not pass it.
                comparison = { _, _, _ in true }
            }
        } else if let equatable = type as? any Equatable.Type {
            comparison = { old, new, offset in equatable.fieldsEqual(old, new, at: offset) }
        } else {
            // A closure, a binding: counted as changed.
            comparison = { _, _, _ in false }
        }
        fieldComparisons[ObjectIdentifier(type)] = comparison
        return comparison
    }

    private static func bytesComparison(size: Int) -> FieldComparison {
        { old, new, offset in
            UnsafeRawBufferPointer(rebasing: old[offset..<offset + size])
                .elementsEqual(UnsafeRawBufferPointer(rebasing: new[offset..<offset + size]))
        }
    }
}

/// The size of values of `type`.
private func layoutSize(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return size(type)
}

extension Equatable {
    /// `==` of two values of `V`, which is this type.
    fileprivate static func valuesEqual<V>(_ old: V, _ new: V) -> Bool {
        unsafeBitCast(old, to: Self.self) == unsafeBitCast(new, to: Self.self)
    }

    /// Whether the values of this type at `offset` in two values' bytes are equal.
    fileprivate static func fieldsEqual(_ old: UnsafeRawBufferPointer, _ new: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        old.field(at: offset, as: Self.self) == new.field(at: offset, as: Self.self)
    }
}


/// An input that is an object passed by the parent (`@ObservedObject`).
protocol ObservedObjectInput {
    var observedObject: AnyObject { get }
}

extension ObservedObjectInput {
    /// Whether the inputs of this type at `offset` in two values' bytes hold the same object.
    fileprivate static func sameObject(_ old: UnsafeRawBufferPointer, _ new: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        old.field(at: offset, as: Self.self).observedObject === new.field(at: offset, as: Self.self).observedObject
    }
}

extension ObservedObject: ObservedObjectInput {
    var observedObject: AnyObject { wrappedValue }
}
