/// Reads the elements of a tuple of views whose element types it knows.
@MainActor @usableFromInline
protocol TupleElementReader {
    /// Calls `body` with each element of the tuple in `bytes`, a tuple view's bytes (the
    /// tuple follows the reader, at the next multiple of its alignment), in order.
    static func forEachElement(in bytes: UnsafeRawBufferPointer, _ body: (any View) -> Void)
}

extension UnsafeRawBufferPointer {
    /// The reader at the start of a tuple view's bytes.
    @MainActor
    var tupleElementReader: any TupleElementReader.Type {
        load(as: (any TupleElementReader.Type).self)
    }
}

/// The reader for tuples of `(repeat each Element)`, the type `ViewBuilder` gives a block.
///
/// It reads each element at its offset, as Swift lays tuples out (like a struct: each
/// element at the next multiple of its alignment), so it needs the elements' types only,
/// not the tuple's (whose metadata the runtime would look up on every read).
@usableFromInline
struct PackReader<each Element: View>: TupleElementReader {
    @usableFromInline
    static func forEachElement(in bytes: UnsafeRawBufferPointer, _ body: (any View) -> Void) {
        var tupleAlignment = 1
        repeat tupleAlignment = max(tupleAlignment, MemoryLayout<each Element>.alignment)
        var offset = MemoryLayout<any TupleElementReader.Type>.size
        offset = (offset + tupleAlignment - 1) / tupleAlignment * tupleAlignment
        repeat body(element((each Element).self, in: bytes, at: &offset))
        precondition(offset <= bytes.count, "GtkUI: a tuple view holds another tuple than its builder's")
    }

    private static func element<E: View>(_ type: E.Type, in bytes: UnsafeRawBufferPointer, at offset: inout Int) -> E {
        let alignment = MemoryLayout<E>.alignment
        offset = (offset + alignment - 1) / alignment * alignment
        defer { offset += MemoryLayout<E>.size }
        guard let base = bytes.baseAddress else { preconditionFailure("GtkUI: a tuple view without bytes") }
        return (base + offset).assumingMemoryBound(to: E.self).pointee
    }
}
