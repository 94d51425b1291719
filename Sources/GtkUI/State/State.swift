/// A value a view owns, kept by GtkUI for as long as the view's identity lives, as in
/// SwiftUI.
///
/// Declare it `private` in the view that owns it and pass `$value` (a ``Binding``) to
/// children. Writing it re-evaluates only the views that own it. A new view value — made
/// each time a parent re-evaluates — gets its `@State` reconnected to the stored value, so
/// the initial value is used once, when the view first appears.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        location = StateLocation(initial: wrappedValue)
    }

    private init(location: StateLocation<Value>) {
        self.location = location
    }

    /// State starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value; writing it schedules an update of the owning view.
    @MainActor
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value, for child views.
    @MainActor
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

/// Properties that GtkUI connects to a view's node before evaluating its body (`@State`,
/// and later `@StateObject`, `@ObservedObject`, `@Environment`).
public protocol DynamicProperty {}

/// Where one `@State` of one view value reads and writes: the node's stored value once
/// attached, the initial value before.
final class StateLocation<Value> {
    private var initial: Value
    private var storage: StateStorage<Value>?

    init(initial: Value) {
        self.initial = initial
    }

    @MainActor
    var value: Value {
        get { storage?.value ?? initial }
        set {
            if let storage {
                storage.value = newValue
            } else {
                initial = newValue
            }
        }
    }

    /// Whether this location is connected to other storage than `existing`: another node's.
    func isAttached(elsewhereThan existing: AnyObject?) -> Bool {
        guard let storage else { return false }
        return storage !== existing
    }

    /// A location of its own for another node, starting where this one started.
    func copyForAnotherNode() -> StateLocation<Value> {
        StateLocation(initial: initial)
    }

    /// Connects to the node's storage, making it from the initial value the first time.
    @MainActor
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        let storage = (existing as? StateStorage<Value>) ?? StateStorage(value: initial, owner: owner)
        self.storage = storage
        return storage
    }
}

/// The stored value of one `@State` of one view identity; a write invalidates the owner.
@MainActor
final class StateStorage<Value> {
    var value: Value {
        didSet { owner?.setNeedsUpdate() }
    }

    private weak var owner: ViewNode?

    init(value: Value, owner: ViewNode) {
        self.value = value
        self.owner = owner
    }
}

extension State: AttachableProperty {
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        location.attach(existing: existing, owner: owner)
    }

    func unshared(existing: AnyObject?) -> State? {
        location.isAttached(elsewhereThan: existing) ? State(location: location.copyForAnotherNode()) : nil
    }
}
