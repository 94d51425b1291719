@_spi(Reflection) import Swift

/// One stored property of a view or view modifier type: where it is in a value and its type.
struct StoredField {
    let offset: Int
    let type: Any.Type
}

/// The stored properties of view and view modifier types, read from the type's metadata
/// once per type.
///
/// Reading a type's fields once replaces `Mirror` on every value: a mirror boxes every
/// field, and its casts ask the runtime about each new type, which the first time scans
/// every conformance in the program.
@MainActor
enum StoredFields {
    private static var known: [ObjectIdentifier: [StoredField]] = [:]

    /// The stored properties of `type`, a value type, in declaration order; none for a
    /// class (its fields are not in its values' bytes) or a type whose fields the runtime
    /// does not list (an enum).
    static func of(_ type: Any.Type) -> [StoredField] {
        if let fields = known[ObjectIdentifier(type)] { return fields }
        var fields: [StoredField] = []
        let listed = !(type is AnyClass) && _forEachField(of: type) { _, offset, fieldType, _ in
            fields.append(StoredField(offset: offset, type: fieldType))
            return true
        }
        if !listed { fields = [] }
        known[ObjectIdentifier(type)] = fields
        return fields
    }
}

/// Whether values of `type` are plain data (no references to count).
func isPlainData(_ type: Any.Type) -> Bool {
    func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return isPOD(type)
}

extension UnsafeRawBufferPointer {
    /// The value of type `T` stored at `offset` in these bytes (a value's, read in place).
    func field<T>(at offset: Int, as _: T.Type) -> T {
        guard let base = baseAddress else { preconditionFailure("GtkUI: a field of an empty value") }
        return (base + offset).assumingMemoryBound(to: T.self).pointee
    }
}

extension UnsafeMutableRawBufferPointer {
    /// Replaces the value of type `T` stored at `offset` in these bytes (a value's, written
    /// in place: the old value is released, the new one retained).
    func replaceField<T>(at offset: Int, with value: T) {
        guard let base = baseAddress else { preconditionFailure("GtkUI: a field of an empty value") }
        (base + offset).assumingMemoryBound(to: T.self).pointee = value
    }
}
