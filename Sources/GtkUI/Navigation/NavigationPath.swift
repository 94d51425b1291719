/// A type-erased list of values pushed on a ``NavigationStack``, as in SwiftUI: the pages
/// above the root, one per value, each shown by the `navigationDestination(for:)` of the
/// value's type.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(recipe)       // pushes the recipe's page
/// path.removeLast()         // goes back
/// path = NavigationPath()   // back to the root
/// ```
///
/// Unlike SwiftUI's, it has no `CodableRepresentation` (yet): to restore a path, keep an
/// array of a `Codable` type and bind the stack to it.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path of `elements`, the first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }

    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(k, elements.count))
    }
}
