/// A dynamic property the graph can connect to its node's storage.
@MainActor
protocol AttachableProperty {
    /// Connects this property (of a new view value) to `existing` storage kept by the node
    /// for this position, or makes the storage; returns what the node should keep.
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject
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

    /// Attaches the dynamic properties of `view` (a view or a view modifier) to this
    /// node's storage, making it on first use.
    mutating func attach<Value>(_ view: Value, owner: ViewNode) {
        let declared = Self.declarations(of: Value.self)
        guard !declared.isEmpty else { return }
        withUnsafeBytes(of: view) { bytes in
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
    fileprivate static func attach(in bytes: UnsafeRawBufferPointer, at offset: Int, existing: AnyObject?, owner: ViewNode) -> AnyObject {
        bytes.field(at: offset, as: Self.self).attach(existing: existing, owner: owner)
    }
}
