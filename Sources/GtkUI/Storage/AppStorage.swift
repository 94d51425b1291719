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
    private let decode: (AppStorageValue) -> Value?
    private let encode: (Value) -> AppStorageValue?

    private init(
        key: String, defaultValue: Value, decode: @escaping (AppStorageValue) -> Value?,
        encode: @escaping (Value) -> AppStorageValue?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
    }

    /// The stored value, or the default.
    @MainActor
    public var wrappedValue: Value {
        get { AppStorageStore.shared.value(for: key).flatMap(decode) ?? defaultValue }
        nonmutating set { AppStorageStore.shared.set(encode(newValue), for: key) }
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
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .bool(let v) = $0 { v } else { nil } }, encode: { .bool($0) })
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0.integer }, encode: { .int($0) })
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0.number }, encode: { .double($0) })
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .string(let v) = $0 { v } else { nil } }, encode: { .string($0) })
    }
}

extension AppStorage where Value == URL {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue,
            decode: { if case .string(let v) = $0 { URL(string: v) } else { nil } }, encode: { .string($0.absoluteString) })
    }
}

extension AppStorage where Value == Data {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue,
            decode: { if case .string(let v) = $0 { Data(base64Encoded: v) } else { nil } },
            encode: { .string($0.base64EncodedString()) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0.integer.flatMap(Value.init(rawValue:)) }, encode: { .int($0.rawValue) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue,
            decode: { if case .string(let v) = $0 { Value(rawValue: v) } else { nil } }, encode: { .string($0.rawValue) })
    }
}

extension AppStorage {
    /// An optional string, absent until written; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, decode: { if case .string(let v) = $0 { v } else { nil } }, encode: { $0.map { .string($0) } })
    }

    /// An optional integer, absent until written; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, decode: { $0.integer }, encode: { $0.map { .int($0) } })
    }

    /// An optional number, absent until written; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, decode: { $0.number }, encode: { $0.map { .double($0) } })
    }

    /// An optional flag, absent until written; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, decode: { if case .bool(let v) = $0 { v } else { nil } }, encode: { $0.map { .bool($0) } })
    }
}
