/// A D-Bus value, as it travels in a message: each case is one D-Bus type.
///
/// Containers keep their element types, so an empty array still has a signature.
public indirect enum DBusValue: Sendable, Hashable {
    /// `b`
    case boolean(Bool)
    /// `y`
    case byte(UInt8)
    /// `n`
    case int16(Int16)
    /// `q`
    case uint16(UInt16)
    /// `i` (and `h`, a file descriptor index, when read)
    case int32(Int32)
    /// `u`
    case uint32(UInt32)
    /// `x`
    case int64(Int64)
    /// `t`
    case uint64(UInt64)
    /// `d`
    case double(Double)
    /// `s` (UTF-8, no NUL)
    case string(String)
    /// `o`, such as `/org/bluez/hci0`
    case objectPath(String)
    /// `g`
    case signature(String)
    /// `v`: a value with its type
    case variant(DBusValue)
    /// An array of bytes (`ay`), kept as bytes.
    case bytes([UInt8])
    /// An array of any other element type, given as a D-Bus type string.
    case array(elementType: String, [DBusValue])
    /// A dictionary (`a{kv}`), in the order the message carries it.
    case dictionary(keyType: String, valueType: String, [DBusDictionaryEntry])
    /// A structure.
    case tuple([DBusValue])

    /// The D-Bus type string of this value, e.g. `a{sv}`.
    public var typeString: String {
        switch self {
        case .boolean: "b"
        case .byte: "y"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .variant: "v"
        case .bytes: "ay"
        case .array(let element, _): "a" + element
        case .dictionary(let key, let value, _): "a{" + key + value + "}"
        case .tuple(let members): "(" + members.map(\.typeString).joined() + ")"
        }
    }
}

/// One entry of a ``DBusValue/dictionary(keyType:valueType:_:)``.
public struct DBusDictionaryEntry: Sendable, Hashable {
    /// The key (a basic type).
    public var key: DBusValue
    /// The value.
    public var value: DBusValue

    /// An entry mapping `key` to `value`.
    public init(key: DBusValue, value: DBusValue) {
        self.key = key
        self.value = value
    }
}

extension DBusValue {
    /// A `a{sv}` dictionary: the shape of D-Bus property sets and option arguments.
    public static func properties(_ entries: [(String, DBusValue)]) -> DBusValue {
        .dictionary(
            keyType: "s", valueType: "v",
            entries.map { DBusDictionaryEntry(key: .string($0.0), value: .variant($0.1)) })
    }

    /// The value inside any number of variants.
    public var unwrapped: DBusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }

    /// The string of a string, object path or signature (inside variants too).
    public var string: String? {
        switch unwrapped {
        case .string(let text), .objectPath(let text), .signature(let text): text
        default: nil
        }
    }

    /// The truth value of a boolean.
    public var bool: Bool? {
        if case .boolean(let value) = unwrapped { return value }
        return nil
    }

    /// Any integer type, widened.
    public var integer: Int64? {
        switch unwrapped {
        case .byte(let v): Int64(v)
        case .int16(let v): Int64(v)
        case .uint16(let v): Int64(v)
        case .int32(let v): Int64(v)
        case .uint32(let v): Int64(v)
        case .int64(let v): v
        case .uint64(let v): Int64(exactly: v)
        default: nil
        }
    }

    /// The bytes of an `ay` array.
    public var bytes: [UInt8]? {
        switch unwrapped {
        case .bytes(let bytes): bytes
        case .array(_, let items): items.compactMap { if case .byte(let b) = $0 { b } else { nil } }
        default: nil
        }
    }

    /// The elements of an array.
    public var elements: [DBusValue]? {
        switch unwrapped {
        case .array(_, let items): items
        case .bytes(let bytes): bytes.map(DBusValue.byte)
        default: nil
        }
    }

    /// The strings of an array of strings or object paths.
    public var strings: [String]? {
        elements?.compactMap(\.string)
    }

    /// The members of a structure.
    public var members: [DBusValue]? {
        if case .tuple(let members) = unwrapped { return members }
        return nil
    }

    /// A dictionary with string keys (`a{sv}`, `a{oa{sv}}`, …) as a Swift dictionary; later
    /// duplicates win.
    public var stringKeyed: [String: DBusValue]? {
        guard case .dictionary(_, _, let entries) = unwrapped else { return nil }
        var result: [String: DBusValue] = [:]
        for entry in entries {
            if let key = entry.key.string { result[key] = entry.value }
        }
        return result
    }
}
