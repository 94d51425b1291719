/// A generic type apart from its arguments — `State` for `State<Int>` and `State<[Day]>` —
/// told by the nominal type descriptor the runtime's metadata points to, so that a type can
/// be recognised by comparing two pointers: no name, no protocol cast.
///
/// Only structs are recognised (a struct's metadata is its kind, `0x200`, then its
/// descriptor); any other type is `nil`. `NominalTypeTests` checks the layout.
struct NominalType: Hashable, @unchecked Sendable {  // the descriptor is immutable static data
    private let descriptor: UnsafeRawPointer

    /// The generic struct `type` is a specialization of, or `nil` when it is not a struct.
    init?(_ type: Any.Type) {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard metadata.load(as: UInt.self) == Self.structKind else { return nil }
        descriptor = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
    }

    /// `MetadataKind::Struct`: `0 | MetadataKindIsNonHeap`.
    private static let structKind: UInt = 0x200
}
