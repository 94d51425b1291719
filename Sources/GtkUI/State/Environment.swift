/// A value read from the environment, as in SwiftUI: `@Environment(\.accent) var accent`.
///
/// The view updates when an ancestor sets a new value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let location = NodeLocation()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value at the view's place in the hierarchy (the default before it has one).
    @MainActor
    public var wrappedValue: Value {
        (location.owner?.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// The node a dynamic property of one view value belongs to, once attached.
final class NodeLocation {
    @MainActor weak var owner: ViewNode?
    init() {}
}

extension Environment: AttachableProperty {
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        owner.dependsOnEnvironment = true
        location.owner = owner
        return location
    }
}

/// An ``ObservableObject`` an ancestor provided with `.environmentObject(_:)`, as in
/// SwiftUI. The view updates when the object changes.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let location = NodeLocation()

    public init() {}

    /// The object. Reading it where no ancestor provided one stops with a message naming
    /// the type, as SwiftUI does.
    @MainActor
    public var wrappedValue: ObjectType {
        guard let object = location.owner?.environment.object(of: ObjectType.self) else {
            preconditionFailure(
                "GtkUI: no ObservableObject of type \(ObjectType.self) in the environment; "
                    + "an ancestor needs .environmentObject(_:) with one")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: AttachableProperty {
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        owner.dependsOnEnvironment = true
        location.owner = owner
        guard let object = owner.environment.object(of: ObjectType.self) else { return location }
        return ObjectObservation.observing(object, reusing: existing, owner: owner)
    }
}
