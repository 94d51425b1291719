/// A dynamic property the graph can connect to its node's storage.
@MainActor
protocol AttachableProperty {
    /// Connects this property (of a new view value) to `existing` storage kept by the node
    /// for this position, or makes the storage; returns what the node should keep.
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject

    /// A property to use instead of this one when this one is already connected to other
    /// storage than `existing` — the same view value mounted by two nodes (a window group's
    /// content in two windows) — so that each node's value reads and writes its own; `nil`
    /// keeps this one.
    func unshared(existing: AnyObject?) -> Self?
}

extension AttachableProperty {
    func unshared(existing: AnyObject?) -> Self? { nil }
}

/// Connects the dynamic properties (`@State`, `@StateObject`, `@ObservedObject`, …) of each
/// new view value to the storage its node keeps, by their position among the view's stored
/// properties. The storage goes when the node is dismantled.
///
/// Which stored properties are dynamic is found once per type (``StoredFields``); each
/// attach reads those properties in place.
@MainActor
struct DynamicProperties {
    /// A dynamic property of a type: where it is stored and its type.
    private typealias Declared = (offset: Int, type: any AttachableProperty.Type)

    private var storages: [Int: AnyObject] = [:]
    private static var declarations: [ObjectIdentifier: [Declared]] = [:]

    /// Whether values of `view`'s type declare dynamic properties (found once per type).
    static func declared<Value>(by view: Value) -> Bool {
        !declarations(of: Value.self).isEmpty
    }

    private static func declarations(of type: Any.Type) -> [Declared] {
        if let known = declarations[ObjectIdentifier(type)] { return known }
        let found = AttachablePropertyTypes.fields(of: type) { $0 as? any AttachableProperty.Type }
        declarations[ObjectIdentifier(type)] = found
        return found
    }

    /// Attaches the dynamic properties of `view` (a view or a view modifier, the node's own
    /// copy) to this node's storage, making it on first use. A property the same value
    /// already connected to another node's storage is replaced in `view` by one of its own.
    mutating func attach<Value>(_ view: inout Value, owner: ViewNode) {
        let declared = Self.declarations(of: Value.self)
        guard !declared.isEmpty else { return }
        withUnsafeMutableBytes(of: &view) { bytes in
            for (index, property) in declared.enumerated() {
                storages[index] = property.type.attach(in: bytes, at: property.offset, existing: storages[index], owner: owner)
            }
        }
    }

    /// Whether the node keeps no storage (no state, objects or subscriptions).
    var isEmpty: Bool { storages.isEmpty }

    /// Releases every storage (state values, objects, subscriptions).
    mutating func release() {
        storages.removeAll()
    }
}

extension AttachableProperty {
    /// Attaches the property of this type stored at `offset` in a value's `bytes`.
    fileprivate static func attach(
        in bytes: UnsafeMutableRawBufferPointer, at offset: Int, existing: AnyObject?, owner: ViewNode
    ) -> AnyObject {
        let property = UnsafeRawBufferPointer(bytes).field(at: offset, as: Self.self)
        guard let replacement = property.unshared(existing: existing) else {
            return property.attach(existing: existing, owner: owner)
        }
        bytes.replaceField(at: offset, with: replacement)
        return replacement.attach(existing: existing, owner: owner)
    }
}
