import Foundation

/// A value kept in the application's settings file, as in SwiftUI: `@AppStorage("units")
/// var units = Units.metric`. Views that read it update when any view writes it.
///
/// Values are kept by key in `$XDG_CONFIG_HOME/<application ID>/app-storage.json` (the
/// application ID of the `App`, or the program's name), written at once and atomically.
/// A value that cannot be read as the property's type (a hand-edited file) reads as the
/// default, and the file is left as it is until the value is written.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let codec: StorageCodec<Value>

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The stored value, or the default.
    @MainActor
    public var wrappedValue: Value {
        get { AppStorageStore.shared.value(for: key).flatMap(codec.decode) ?? defaultValue }
        nonmutating set { AppStorageStore.shared.set(codec.encode(newValue), for: key) }
    }

    /// A binding to the stored value.
    @MainActor
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension AppStorage {
    /// Accepted for SwiftUI code: GtkUI keeps one settings file per application.
    public typealias Store = UserDefaults
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool)
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, codec: .int)
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, codec: .double)
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, codec: .string)
    }
}

extension AppStorage where Value == URL {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }
}

extension AppStorage where Value == Data {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, codec: .data)
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, codec: .intRaw)
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, codec: .stringRaw)
    }
}

extension AppStorage {
    /// An optional string, absent until written; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.string))
    }

    /// An optional integer, absent until written; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.int))
    }

    /// An optional number, absent until written; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.double))
    }

    /// An optional flag, absent until written; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.bool))
    }
}
