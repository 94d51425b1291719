import CGtk

extension DBusValue {
    /// Reads a GVariant (not consumed).
    init(reading variant: OpaquePointer) {
        let kind = UInt8(truncatingIfNeeded: g_variant_classify(variant).rawValue)
        switch kind {
        case UInt8(ascii: "b"): self = .boolean(g_variant_get_boolean(variant) != 0)
        case UInt8(ascii: "y"): self = .byte(g_variant_get_byte(variant))
        case UInt8(ascii: "n"): self = .int16(g_variant_get_int16(variant))
        case UInt8(ascii: "q"): self = .uint16(g_variant_get_uint16(variant))
        case UInt8(ascii: "i"): self = .int32(g_variant_get_int32(variant))
        case UInt8(ascii: "u"): self = .uint32(g_variant_get_uint32(variant))
        case UInt8(ascii: "x"): self = .int64(Int64(g_variant_get_int64(variant)))
        case UInt8(ascii: "t"): self = .uint64(UInt64(g_variant_get_uint64(variant)))
        case UInt8(ascii: "h"): self = .int32(g_variant_get_handle(variant))
        case UInt8(ascii: "d"): self = .double(g_variant_get_double(variant))
        case UInt8(ascii: "s"): self = .string(Self.text(of: variant))
        case UInt8(ascii: "o"): self = .objectPath(Self.text(of: variant))
        case UInt8(ascii: "g"): self = .signature(Self.text(of: variant))
        case UInt8(ascii: "v"):
            guard let inner = g_variant_get_variant(variant) else { self = .tuple([]); return }
            defer { g_variant_unref(inner) }
            self = .variant(DBusValue(reading: inner))
        case UInt8(ascii: "a"):
            self = Self.array(reading: variant)
        case UInt8(ascii: "m"):
            // Maybe types never travel over D-Bus; read one as its content or an empty tuple.
            let children = Self.children(of: variant)
            self = children.first ?? .tuple([])
        default:
            // A structure or a dictionary entry outside an array.
            self = .tuple(Self.children(of: variant))
        }
    }

    private static func text(of variant: OpaquePointer) -> String {
        guard let text = g_variant_get_string(variant, nil) else { return "" }
        return String(cString: text)
    }

    private static func typeString(of variant: OpaquePointer) -> String {
        guard let type = g_variant_get_type_string(variant) else { return "" }
        return String(cString: type)
    }

    private static func children(of variant: OpaquePointer) -> [DBusValue] {
        let count = g_variant_n_children(variant)
        var result: [DBusValue] = []
        result.reserveCapacity(Int(count))
        for index in 0..<count {
            guard let child = g_variant_get_child_value(variant, index) else { continue }
            result.append(DBusValue(reading: child))
            g_variant_unref(child)
        }
        return result
    }

    private static func array(reading variant: OpaquePointer) -> DBusValue {
        let elementType = String(typeString(of: variant).dropFirst())
        if elementType == "y" {
            var count: gsize = 0
            guard let start = g_variant_get_fixed_array(variant, &count, 1), count > 0 else { return .bytes([]) }
            return .bytes(Array(UnsafeRawBufferPointer(start: start, count: Int(count))))
        }
        let items = children(of: variant)
        guard elementType.first == "{", elementType.count >= 4 else {
            return .array(elementType: elementType, items)
        }
        // `{kv}`: the key is one basic type character, the value the rest.
        let inner = elementType.dropFirst().dropLast()
        let keyType = String(inner.prefix(1))
        let valueType = String(inner.dropFirst())
        let entries = items.compactMap { item -> DBusDictionaryEntry? in
            guard case .tuple(let pair) = item, pair.count == 2 else { return nil }
            return DBusDictionaryEntry(key: pair[0], value: pair[1])
        }
        return .dictionary(keyType: keyType, valueType: valueType, entries)
    }
}

extension DBusValue {
    /// Checks that the value can be encoded (valid object paths, signatures and element
    /// types), so that building it never trips a GLib critical halfway.
    func validate() throws(DBusError) {
        func invalid(_ message: String) -> DBusError { DBusError(kind: .invalidArgument, message: message) }
        switch self {
        case .objectPath(let path):
            guard g_variant_is_object_path(path) != 0 else { throw invalid("“\(path)” is not a D-Bus object path") }
        case .signature(let signature):
            guard g_variant_is_signature(signature) != 0 else { throw invalid("“\(signature)” is not a D-Bus signature") }
        case .string(let text):
            guard !text.utf8.contains(0) else { throw invalid("a D-Bus string cannot hold a NUL character") }
        case .variant(let inner):
            try inner.validate()
        case .array(let elementType, let items):
            guard g_variant_type_string_is_valid(elementType) != 0 else { throw invalid("“\(elementType)” is not a D-Bus type") }
            for item in items {
                guard item.typeString == elementType else {
                    throw invalid("an array of \(elementType) cannot hold a \(item.typeString)")
                }
                try item.validate()
            }
        case .dictionary(let keyType, let valueType, let entries):
            guard keyType.count == 1, "bynqiuxtdsog".contains(keyType),
                g_variant_type_string_is_valid(valueType) != 0
            else { throw invalid("“a{\(keyType)\(valueType)}” is not a D-Bus dictionary type") }
            for entry in entries {
                guard entry.key.typeString == keyType, entry.value.typeString == valueType else {
                    throw invalid("a dictionary a{\(keyType)\(valueType)} cannot hold \(entry.key.typeString) → \(entry.value.typeString)")
                }
                try entry.key.validate()
                try entry.value.validate()
            }
        case .tuple(let members):
            for member in members { try member.validate() }
        case .boolean, .byte, .int16, .uint16, .int32, .uint32, .int64, .uint64, .double, .bytes:
            break
        }
    }

    /// A new floating GVariant of a value that passed ``validate()``.
    func makeVariant() -> OpaquePointer {
        switch self {
        case .boolean(let v): g_variant_new_boolean(v ? 1 : 0)
        case .byte(let v): g_variant_new_byte(v)
        case .int16(let v): g_variant_new_int16(v)
        case .uint16(let v): g_variant_new_uint16(v)
        case .int32(let v): g_variant_new_int32(v)
        case .uint32(let v): g_variant_new_uint32(v)
        case .int64(let v): g_variant_new_int64(gint64(v))
        case .uint64(let v): g_variant_new_uint64(guint64(v))
        case .double(let v): g_variant_new_double(v)
        case .string(let v): g_variant_new_string(v)
        case .objectPath(let v): g_variant_new_object_path(v)
        case .signature(let v): g_variant_new_signature(v)
        case .variant(let inner): g_variant_new_variant(inner.makeVariant())
        case .bytes(let bytes):
            Self.newArray(elementType: "y", bytes.map { g_variant_new_byte($0) })
        case .array(let elementType, let items):
            Self.newArray(elementType: elementType, items.map { $0.makeVariant() })
        case .dictionary(let keyType, let valueType, let entries):
            Self.newArray(
                elementType: "{\(keyType)\(valueType)}",
                entries.map { g_variant_new_dict_entry($0.key.makeVariant(), $0.value.makeVariant()) })
        case .tuple(let members):
            Self.newTuple(members.map { $0.makeVariant() })
        }
    }

    static func newTuple(_ members: [OpaquePointer?]) -> OpaquePointer {
        members.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    private static func newArray(elementType: String, _ children: [OpaquePointer?]) -> OpaquePointer {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        return children.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }
}
