/// The sections and items a list shows, by stable ID — never the model objects — as
/// UIKit's diffable data source snapshot: take one from a ``ListDataSource``, change it,
/// and ``ListDataSource/apply(_:)`` it; the data source makes the fewest model changes
/// that turn what is shown into it.
///
/// IDs are unique across the whole snapshot. A change that would break that (appending an
/// ID twice, inserting before an ID that is not there) is not made; the snapshot remembers
/// the first such problem and `apply` reports it without changing the list.
public struct ListSnapshot<SectionID: Hashable, ItemID: Hashable> {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionID] = []
    private var itemsBySection: [SectionID: [ItemID]] = [:]
    private var sectionOfItem: [ItemID: SectionID] = [:]
    /// Items whose cells are configured again in place (same row widget) on apply.
    public private(set) var reconfiguredItemIdentifiers: Set<ItemID> = []
    /// Items whose rows are replaced (made and bound afresh) on apply.
    public private(set) var reloadedItemIdentifiers: Set<ItemID> = []
    /// The first change that could not be made, if any.
    public private(set) var problem: ListSnapshotError?

    /// An empty snapshot.
    public init() {}

    /// All items, section by section.
    public var itemIdentifiers: [ItemID] {
        sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] }
    }

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The items of `section`, in order.
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
        itemsBySection[section] ?? []
    }

    /// The section that holds `item`.
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        sectionOfItem[item]
    }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemID) -> Bool {
        sectionOfItem[item] != nil
    }

    // MARK: Sections

    /// Adds `sections` at the end.
    public mutating func appendSections(_ sections: [SectionID]) {
        for section in sections {
            guard itemsBySection[section] == nil else {
                record(.duplicateSection(String(describing: section)))
                continue
            }
            sectionIdentifiers.append(section)
            itemsBySection[section] = []
        }
    }

    /// Removes `sections` and their items.
    public mutating func deleteSections(_ sections: [SectionID]) {
        for section in sections {
            guard let items = itemsBySection.removeValue(forKey: section) else { continue }
            for item in items { sectionOfItem[item] = nil }
            sectionIdentifiers.removeAll { $0 == section }
        }
    }

    // MARK: Items

    /// Adds `items` at the end of `section` (the last section when `nil`).
    public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) {
        guard let section = section ?? sectionIdentifiers.last, itemsBySection[section] != nil else {
            record(.unknownSection(section.map { String(describing: $0) } ?? "(none: append a section first)"))
            return
        }
        var added: [ItemID] = []
        added.reserveCapacity(items.count)
        for item in items where claim(item, for: section) { added.append(item) }
        itemsBySection[section, default: []].append(contentsOf: added)
    }

    /// Inserts `items` just before `anchor`, in its section.
    public mutating func insertItems(_ items: [ItemID], beforeItem anchor: ItemID) {
        insert(items, at: anchor, offset: 0)
    }

    /// Inserts `items` just after `anchor`, in its section.
    public mutating func insertItems(_ items: [ItemID], afterItem anchor: ItemID) {
        insert(items, at: anchor, offset: 1)
    }

    /// Removes `items`; IDs that are not there are ignored.
    public mutating func deleteItems(_ items: [ItemID]) {
        var removedBySection: [SectionID: Set<ItemID>] = [:]
        for item in items {
            guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
            removedBySection[section, default: []].insert(item)
        }
        for (section, removed) in removedBySection {
            itemsBySection[section]?.removeAll { removed.contains($0) }
        }
        reconfiguredItemIdentifiers.subtract(items)
        reloadedItemIdentifiers.subtract(items)
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        self = ListSnapshot()
    }

    /// Moves `item` just before `anchor` (possibly into another section).
    public mutating func moveItem(_ item: ItemID, beforeItem anchor: ItemID) {
        move(item, to: anchor, offset: 0)
    }

    /// Moves `item` just after `anchor` (possibly into another section).
    public mutating func moveItem(_ item: ItemID, afterItem anchor: ItemID) {
        move(item, to: anchor, offset: 1)
    }

    /// Marks `items` to be configured again in their current rows: the cheap update for
    /// content that changed but whose row stays.
    public mutating func reconfigureItems(_ items: [ItemID]) {
        for item in items {
            guard sectionOfItem[item] != nil else { record(.unknownItem(String(describing: item))); continue }
            reconfiguredItemIdentifiers.insert(item)
        }
    }

    /// Marks `items` to get new rows: unbound and bound afresh.
    public mutating func reloadItems(_ items: [ItemID]) {
        for item in items {
            guard sectionOfItem[item] != nil else { record(.unknownItem(String(describing: item))); continue }
            reloadedItemIdentifiers.insert(item)
        }
    }

    /// Forgets which items were marked for reconfiguring or reloading (done after apply).
    mutating func clearMarks() {
        reconfiguredItemIdentifiers = []
        reloadedItemIdentifiers = []
    }

    // MARK: Helpers

    private mutating func insert(_ items: [ItemID], at anchor: ItemID, offset: Int) {
        guard let section = sectionOfItem[anchor],
              let index = itemsBySection[section]?.firstIndex(of: anchor)
        else {
            record(.unknownItem(String(describing: anchor)))
            return
        }
        let added = items.filter { claim($0, for: section) }
        itemsBySection[section]?.insert(contentsOf: added, at: index + offset)
    }

    private mutating func move(_ item: ItemID, to anchor: ItemID, offset: Int) {
        guard item != anchor else { return }
        guard let from = sectionOfItem[item] else { record(.unknownItem(String(describing: item))); return }
        guard sectionOfItem[anchor] != nil else { record(.unknownItem(String(describing: anchor))); return }
        itemsBySection[from]?.removeAll { $0 == item }
        sectionOfItem[item] = nil
        insert([item], at: anchor, offset: offset)
    }

    /// Registers `item` in `section`; false (and a recorded problem) when it is already in
    /// the snapshot.
    private mutating func claim(_ item: ItemID, for section: SectionID) -> Bool {
        guard sectionOfItem[item] == nil else {
            record(.duplicateItem(String(describing: item)))
            return false
        }
        sectionOfItem[item] = section
        return true
    }

    private mutating func record(_ problem: ListSnapshotError) {
        if self.problem == nil { self.problem = problem }
    }
}

extension ListSnapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}
