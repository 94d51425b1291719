import Foundation

/// How a stored value of type `Value` is kept as an ``AppStorageValue``: what
/// `@AppStorage` and `@SceneStorage` share.
struct StorageCodec<Value> {
    let decode: (AppStorageValue) -> Value?
    let encode: (Value) -> AppStorageValue?
}

extension StorageCodec where Value == Bool {
    static var bool: Self { Self(decode: { if case .bool(let v) = $0 { v } else { nil } }, encode: { .bool($0) }) }
}

extension StorageCodec where Value == Int {
    static var int: Self { Self(decode: { $0.integer }, encode: { .int($0) }) }
}

extension StorageCodec where Value == Double {
    static var double: Self { Self(decode: { $0.number }, encode: { .double($0) }) }
}

extension StorageCodec where Value == String {
    static var string: Self { Self(decode: { if case .string(let v) = $0 { v } else { nil } }, encode: { .string($0) }) }
}

extension StorageCodec where Value == URL {
    static var url: Self {
        Self(decode: { if case .string(let v) = $0 { URL(string: v) } else { nil } }, encode: { .string($0.absoluteString) })
    }
}

extension StorageCodec where Value == Data {
    static var data: Self {
        Self(
            decode: { if case .string(let v) = $0 { Data(base64Encoded: v) } else { nil } },
            encode: { .string($0.base64EncodedString()) })
    }
}

extension StorageCodec where Value: RawRepresentable, Value.RawValue == Int {
    static var intRaw: Self {
        Self(decode: { $0.integer.flatMap(Value.init(rawValue:)) }, encode: { .int($0.rawValue) })
    }
}

extension StorageCodec where Value: RawRepresentable, Value.RawValue == String {
    static var stringRaw: Self {
        Self(decode: { if case .string(let v) = $0 { Value(rawValue: v) } else { nil } }, encode: { .string($0.rawValue) })
    }
}

extension StorageCodec {
    /// An optional value of `wrapped`'s type: absent is `nil`, and writing `nil` removes it.
    static func optional<Wrapped>(_ wrapped: StorageCodec<Wrapped>) -> Self where Value == Wrapped? {
        Self(decode: { wrapped.decode($0) }, encode: { $0.flatMap(wrapped.encode) })
    }
}
