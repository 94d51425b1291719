/// A property of an ``ObservableObject`` whose changes the object announces, as in SwiftUI.
///
/// Setting it on the main thread calls the object's `objectWillChange.send()` first, as in
/// SwiftUI; from another thread the change is stored first and then announced, so the
/// main thread, which hears of it at its next turn, reads the new value. Views hear of it
/// on the main thread, once.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Only usable inside a class that is an ``ObservableObject``.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }  // swiftlint:disable:this unused_setter_value
    }

    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if MainThread.isCurrent {
                object.objectWillChange.send()
                object[keyPath: storageKeyPath].value = newValue
            } else {
                object[keyPath: storageKeyPath].value = newValue
                object.objectWillChange.send()
            }
        }
    }
}
