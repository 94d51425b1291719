/// A key for a value in ``EnvironmentValues``, with the value used where none was set.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = "pink"
/// }
/// extension EnvironmentValues {
///     var accent: String {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor has set one.
    static var defaultValue: Value { get }
}

/// Values a view passes down to everything inside it, as in SwiftUI.
///
/// Representables read them from ``WidgetRepresentableContext/environment``.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Casting only a value that is there: a key never set costs a lookup.
            guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The environment object of type `Object`, set with `.environmentObject(_:)`.
    func object<Object: ObservableObject>(of type: Object.Type) -> Object? {
        values[ObjectIdentifier(EnvironmentObjectKey<Object>.self)] as? Object
    }

    mutating func setObject<Object: ObservableObject>(_ object: Object) {
        values[ObjectIdentifier(EnvironmentObjectKey<Object>.self)] = object
    }

    public var description: String {
        "EnvironmentValues(\(values.count) set)"
    }
}

/// The key under which an environment object of type `Object` is kept.
private enum EnvironmentObjectKey<Object> {}
