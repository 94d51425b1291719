/// An ``ObservableObject`` a view is given, re-evaluating the view when it announces a
/// change, as in SwiftUI. The view does not own it: see ``StateObject``.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public let wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: AttachableProperty {
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        ObjectObservation.observing(wrappedValue, reusing: existing, owner: owner)
    }
}

/// A node's subscription to one object's `objectWillChange`: a change invalidates the node.
@MainActor
final class ObjectObservation {
    private let observed: ObjectIdentifier
    private let subscription: AnyObject

    private init<Object: ObservableObject>(_ object: Object, owner: ViewNode) {
        observed = ObjectIdentifier(object)
        subscription = ObjectChanges.subscribe(object) { [weak owner] in owner?.setNeedsUpdate() }
    }

    /// `existing` when it already observes `object`; otherwise a new subscription (the
    /// old one is cancelled when released).
    static func observing<Object: ObservableObject>(
        _ object: Object, reusing existing: AnyObject?, owner: ViewNode
    ) -> ObjectObservation {
        if let existing = existing as? ObjectObservation, existing.observed == ObjectIdentifier(object) {
            return existing
        }
        return ObjectObservation(object, owner: owner)
    }
}

/// Subscribing to any ``ObservableObject``'s publisher.
enum ObjectChanges {
    /// Subscribes to `object.objectWillChange`; the returned token cancels on release.
    static func subscribe<Object: ObservableObject>(
        _ object: Object, _ receive: @escaping @MainActor @Sendable () -> Void
    ) -> AnyObject {
        object.objectWillChange.addSubscriber(receive)
    }
}
