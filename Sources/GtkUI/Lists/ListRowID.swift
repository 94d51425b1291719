/// What one row of a list model shows: a section's header or an item, by stable ID.
public enum ListRowID<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The header row of a section (present when the data source shows headers).
    case header(SectionID)
    /// An item's row.
    case item(ItemID)

    /// The item's ID, or `nil` for a header.
    public var itemID: ItemID? {
        if case .item(let id) = self { return id }
        return nil
    }
}

extension ListRowID: Sendable where SectionID: Sendable, ItemID: Sendable {}
