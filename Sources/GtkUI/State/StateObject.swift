/// An ``ObservableObject`` a view owns, made once per identity, as in SwiftUI.
///
/// The autoclosure runs when the view first appears — not each time a parent makes a new
/// view value — and the object lives until the view's identity leaves.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateObjectLocation<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(make: thunk)
    }

    /// The object.
    @MainActor
    public var wrappedValue: ObjectType { location.object }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: location.object)
    }
}

/// Where one `@StateObject` of one view value finds its object: the node's once attached.
final class StateObjectLocation<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var storage: StateObjectStorage<ObjectType>?
    private var unattached: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    @MainActor
    var object: ObjectType {
        if let storage { return storage.object }
        // Read before the view is in a hierarchy: made once for this value only.
        if let unattached { return unattached }
        let object = make()
        unattached = object
        return object
    }

    @MainActor
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        if let existing = existing as? StateObjectStorage<ObjectType> {
            storage = existing
            return existing
        }
        let created = StateObjectStorage(object: unattached ?? make(), owner: owner)
        unattached = nil
        storage = created
        return created
    }
}

/// The object of one `@StateObject` of one view identity, observed by its node.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    private let subscription: AnyObject

    init(object: ObjectType, owner: ViewNode) {
        self.object = object
        subscription = ObjectChanges.subscribe(object) { [weak owner] in owner?.setNeedsUpdate() }
    }
}

extension StateObject: AttachableProperty {
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        location.attach(existing: existing, owner: owner)
    }
}
