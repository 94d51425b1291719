/// Where the keyboard focus is among the views bound to it with
/// ``View/focused(_:equals:)`` or ``View/focused(_:)``, as in SwiftUI.
///
/// ```swift
/// enum Field: Hashable { case name, notes }
/// @FocusState private var field: Field?
///
/// TextField("Name", text: $name).focused($field, equals: .name)
/// TextField("Notes", text: $notes).focused($field, equals: .notes)
/// Button("Edit Notes") { field = .notes }       // moves the GTK focus
/// ```
///
/// Views that read the value (the owner, or a child given `$field`) update when it changes.
/// Setting the value moves GTK's keyboard focus to the view bound to that value (when it
/// is not on screen yet, as soon as it is mapped); `nil` (or `false`) takes the focus away
/// from the bound views. When the user moves the focus — a click, Tab — the value follows:
/// the value of the bound view the focus is in, or `nil`/`false` when it is in none. A
/// bound view that leaves the hierarchy while it has the focus resets the value. The focus
/// stays where it is while its window is inactive, so the value does too.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let location: FocusStateLocation<Value>

    /// Focus state that is `true` while the view bound with ``View/focused(_:)`` has focus.
    public init() where Value == Bool {
        location = FocusStateLocation(blank: false)
    }

    /// Focus state that names the bound view with focus, or is `nil`.
    public init<T: Hashable>() where Value == T? {
        location = FocusStateLocation(blank: nil)
    }

    /// The value of the bound view that has the focus; setting it moves the focus.
    @MainActor
    public var wrappedValue: Value {
        get { location.storage.value }
        nonmutating set { location.storage.request(newValue) }
    }

    /// The state, for ``View/focused(_:equals:)``: `$field`.
    @MainActor
    public var projectedValue: Binding {
        Binding(storage: location.storage)
    }

    /// A focus state passed to views: what `$field` gives, as in SwiftUI.
    @propertyWrapper
    public struct Binding {
        let storage: FocusStateStorage<Value>

        /// The value of the bound view that has the focus; setting it moves the focus.
        @MainActor
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.request(newValue) }
        }

        /// The binding itself, for passing it on.
        public var projectedValue: Binding { self }
    }
}

/// The storage one `@FocusState` of one view value uses: the node's, once attached;
/// before that (or outside a view) a storage of its own.
final class FocusStateLocation<Value: Hashable> {
    private let blank: Value
    private var attached: FocusStateStorage<Value>?

    init(blank: Value) {
        self.blank = blank
    }

    @MainActor
    var storage: FocusStateStorage<Value> {
        if let attached { return attached }
        let own = FocusStateStorage(blank: blank)
        attached = own
        return own
    }

    @MainActor
    func attach(existing: AnyObject?) -> AnyObject {
        let storage = (existing as? FocusStateStorage<Value>) ?? attached ?? FocusStateStorage(blank: blank)
        attached = storage
        return storage
    }
}

extension FocusState: AttachableProperty {
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        location.attach(existing: existing)
    }
}
