/// Why a ``ListSnapshot`` cannot be applied; the list keeps what it showed.
public enum ListSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An item ID appears more than once.
    case duplicateItem(String)
    /// A section ID appears more than once.
    case duplicateSection(String)
    /// A change names an item that is not in the snapshot.
    case unknownItem(String)
    /// A change names a section that is not in the snapshot.
    case unknownSection(String)

    public var description: String {
        switch self {
        case .duplicateItem(let id): return "the item ID \(id) appears more than once; IDs must be unique"
        case .duplicateSection(let id): return "the section ID \(id) appears more than once; IDs must be unique"
        case .unknownItem(let id): return "no item with the ID \(id) is in the snapshot"
        case .unknownSection(let id): return "no section with the ID \(id) is in the snapshot"
        }
    }
}
