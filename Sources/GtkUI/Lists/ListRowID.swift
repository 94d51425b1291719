/// What one row of a list model shows: a section's header or an item, by stable ID.
public enum ListRowID<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The header row of a section (present when the data source shows headers).
    case header(SectionID)
    /// An item's row.
    case item(ItemID)

    /// The item's ID, or `nil` for a header.
    @inlinable
    public var itemID: ItemID? {
        if case .item(let id) = self { return id }
        return nil
    }

    /// Whether this is an item's row (not a header).
    var isItem: Bool {
        if case .item = self { return true }
        return false
    }

    /// Equal rows show the same header or the same item. Written out and inlinable (the
    /// derived one matches a tuple of both values, which costs a generic metadata lookup on
    /// each call where it is not specialized): the list diff compares rows by the million.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch lhs {
        case .header(let section):
            if case .header(let other) = rhs { return section == other }
            return false
        case .item(let item):
            if case .item(let other) = rhs { return item == other }
            return false
        }
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .header(let section):
            hasher.combine(0 as UInt8)
            hasher.combine(section)
        case .item(let item):
            hasher.combine(1 as UInt8)
            hasher.combine(item)
        }
    }
}

extension ListRowID: Sendable where SectionID: Sendable, ItemID: Sendable {}
