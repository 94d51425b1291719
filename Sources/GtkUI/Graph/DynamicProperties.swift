/// Connects the dynamic properties (`@State`, …) of each new view value to the storage
/// its node keeps, by their position among the view's stored properties.
///
/// Reflection runs only for view types that have dynamic properties: the first value of
/// each type is inspected once and types without any are remembered and skipped.
@MainActor
struct DynamicProperties {
    private var storages: [Int: AnyObject] = [:]
    private static var typesWithout: Set<ObjectIdentifier> = []

    /// Attaches `view`'s dynamic properties to this node's storage, making it on first use.
    mutating func attach(_ view: some View, owner: ViewNode) {
        let type = ObjectIdentifier(type(of: view))
        guard !Self.typesWithout.contains(type) else { return }
        var found = false
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            guard let state = child.value as? any AttachableState else { continue }
            found = true
            storages[index] = state.attach(existing: storages[index], owner: owner)
        }
        if !found { Self.typesWithout.insert(type) }
    }
}
