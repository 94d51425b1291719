import Glibc

/// A slice of XML character data as it is in the input (references such as `&amp;` not yet
/// decoded): a name, an attribute value or text. Compare and parse it without allocating;
/// decode it to a `String` only when needed.
///
/// The bytes live in the reader's memory: a value is valid until the reader's next
/// `next()`, `readText()` or `skipElement()` call, and must not be kept longer.
public struct XMLBytes {
    /// The raw bytes (references still encoded).
    public let raw: UnsafeRawBufferPointer
    /// Whether ``raw`` holds an `&`, so that decoding may change it.
    public let hasReferences: Bool
    /// Where the bytes start in the reader's window, or -1; valid while the window has been
    /// refilled `generation` times (for ``XMLPullReader/invalid(_:at:)``). Text from
    /// `readText()` has ``readTextOrigin``: the reader keeps its place.
    let origin: Int
    static let readTextOrigin = -2
    let generation: Int

    init(raw: UnsafeRawBufferPointer, hasReferences: Bool, origin: Int, generation: Int) {
        self.raw = raw
        self.hasReferences = hasReferences
        self.origin = origin
        self.generation = generation
    }

    /// No bytes.
    public static var empty: XMLBytes {
        XMLBytes(raw: UnsafeRawBufferPointer(start: nil, count: 0), hasReferences: false, origin: -1, generation: -1)
    }

    /// The number of raw bytes.
    public var count: Int { raw.count }
    /// Whether there are no bytes.
    public var isEmpty: Bool { raw.isEmpty }

    /// The bytes without leading and trailing white space (and other control characters).
    public var trimmed: XMLBytes {
        var start = 0
        var end = raw.count
        while start < end, XMLSyntax.isSpace(raw[start]) { start += 1 }
        while end > start, XMLSyntax.isSpace(raw[end - 1]) { end -= 1 }
        if start == 0, end == raw.count { return self }
        return XMLBytes(raw: UnsafeRawBufferPointer(rebasing: raw[start..<end]), hasReferences: hasReferences,
                        origin: origin < 0 ? origin : origin + start, generation: generation)
    }

    /// Whether the decoded bytes equal `text` exactly, e.g.
    /// `value.equals("HKQuantityTypeIdentifierHeartRate")`.
    @inline(__always)
    public func equals(_ text: StaticString) -> Bool {
        text.withUTF8Buffer { expected in
            if !hasReferences {
                return Self.same(raw, expected, prefixOnly: false)
            }
            return withDecodedBytes { Self.same($0, expected, prefixOnly: false) }
        }
    }

    /// Whether the decoded bytes start with `prefix`.
    public func hasPrefix(_ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { expected in
            withDecodedBytes { Self.same($0, expected, prefixOnly: true) }
        }
    }

    /// Calls `body` with the decoded bytes: the raw bytes themselves when they hold no
    /// reference, otherwise a temporary decoded copy.
    public func withDecodedBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        guard hasReferences, !raw.isEmpty else { return try body(raw) }
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { buffer in
            guard let start = buffer.baseAddress else { return try body(raw) }
            let length = XMLEntityDecoder.decode(raw, into: start)
            return try body(UnsafeRawBufferPointer(start: start, count: length))
        }
    }

    /// The decoded text; bytes that are not UTF-8 become U+FFFD.
    public var string: String {
        withDecodedBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The trimmed decoded text as a decimal number (`72`, `-3.5`, `1e3`), or nil when it is
    /// not one (empty, letters, `nan`, `inf`).
    public var number: Double? {
        trimmed.withDecodedBytes { XMLDecimal.parse($0) }
    }

    /// Whether `bytes` equal `expected` (or, with `prefixOnly`, start with it).
    @inline(__always)
    static func same(_ bytes: UnsafeRawBufferPointer, _ expected: UnsafeBufferPointer<UInt8>,
                     prefixOnly: Bool) -> Bool {
        guard prefixOnly ? bytes.count >= expected.count : bytes.count == expected.count else { return false }
        guard expected.count > 0, let base = bytes.baseAddress, let other = expected.baseAddress else { return true }
        return memcmp(base, other, expected.count) == 0
    }
}

extension XMLBytes: CustomStringConvertible {
    public var description: String { string }
}
