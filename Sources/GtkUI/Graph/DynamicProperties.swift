/// A dynamic property the graph can connect to its node's storage.
@MainActor
protocol AttachableProperty {
    /// Connects this property (of a new view value) to `existing` storage kept by the node
    /// for this position, or makes the storage; returns what the node should keep.
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject
}

/// Connects the dynamic properties (`@State`, `@StateObject`, `@ObservedObject`) of each new
/// view value to the storage its node keeps, by their position among the view's stored
/// properties. The storage goes when the node is dismantled.
///
/// Reflection runs only for view types that have dynamic properties: the first value of
/// each type is inspected once and types without any are remembered and skipped.
@MainActor
struct DynamicProperties {
    private var storages: [Int: AnyObject] = [:]
    private static var declaringTypes: [ObjectIdentifier: Bool] = [:]

    /// Whether values of `view`'s type declare dynamic properties (inspected once per type).
    static func declared<Value>(by view: Value) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = declaringTypes[type] { return known }
        // Plain data holds no dynamic property (each keeps a reference), so no reflection.
        let found = !_isPOD(Value.self) && Mirror(reflecting: view).children.contains { $0.value is any AttachableProperty }
        declaringTypes[type] = found
        return found
    }

    /// Attaches the dynamic properties of `view` (a view or a view modifier) to this
    /// node's storage, making it on first use.
    mutating func attach<Value>(_ view: Value, owner: ViewNode) {
        guard Self.declared(by: view) else { return }
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            guard let property = child.value as? any AttachableProperty else { continue }
            storages[index] = property.attach(existing: storages[index], owner: owner)
        }
    }

    /// Whether the node keeps no storage (no state, objects or subscriptions).
    var isEmpty: Bool { storages.isEmpty }

    /// Releases every storage (state values, objects, subscriptions).
    mutating func release() {
        storages.removeAll()
    }
}
