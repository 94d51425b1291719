import Synchronization

/// A string made at run time that marks refer to — a label that is not a literal, a
/// category's name — kept once per distinct value for the life of the process, like GLib's
/// quarks. Marks stay plain data (nothing to retain or release when a million of them are
/// made and dropped), and equal strings are the same reference, so comparing them is
/// comparing pointers.
@usableFromInline
struct InternedString: Equatable {
    @usableFromInline let box: Unmanaged<Box>

    /// The string `string` interns to.
    @usableFromInline
    init(_ string: String) {
        box = Self.table.withLock { table in
            if let box = table[string] { return box }
            let box = Unmanaged.passRetained(Box(string))
            table[string] = box
            return box
        }
    }

    var string: String { box.takeUnretainedValue().string }

    @inlinable
    static func == (lhs: InternedString, rhs: InternedString) -> Bool {
        lhs.box.toOpaque() == rhs.box.toOpaque()
    }

    @usableFromInline
    final class Box: Sendable {
        let string: String

        init(_ string: String) { self.string = string }
    }

    /// Every string interned so far; the boxes are retained once and never released.
    private static let table = Mutex<[String: Unmanaged<Box>]>([:])
}
