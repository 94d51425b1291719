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
    @inlinable public var sectionIdentifiers: [SectionID] { _sectionIdentifiers }
    @usableFromInline var _sectionIdentifiers: [SectionID] = []
    @usableFromInline var itemsBySection: [SectionID: [ItemID]] = [:]
    @usableFromInline var sectionOfItem: [ItemID: SectionID] = [:]
    /// Items whose cells are configured again in place (same row widget) on apply.
    @inlinable public var reconfiguredItemIdentifiers: Set<ItemID> { _reconfiguredItemIdentifiers }
    @usableFromInline var _reconfiguredItemIdentifiers: Set<ItemID> = []
    /// Items whose rows are replaced (made and bound afresh) on apply.
    @inlinable public var reloadedItemIdentifiers: Set<ItemID> { _reloadedItemIdentifiers }
    @usableFromInline var _reloadedItemIdentifiers: Set<ItemID> = []
    /// The first change that could not be made, if any.
    @inlinable public var problem: ListSnapshotError? { _problem }
    @usableFromInline var _problem: ListSnapshotError?

    /// An empty snapshot.
    @inlinable public init() {}

    /// All items, section by section.
    @inlinable public var itemIdentifiers: [ItemID] {
        sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] }
    }

    /// The number of items in all sections.
    @inlinable public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    @inlinable public var numberOfSections: Int { sectionIdentifiers.count }

    /// The items of `section`, in order.
    @inlinable public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
        itemsBySection[section] ?? []
    }

    /// The section that holds `item`.
    @inlinable public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        sectionOfItem[item]
    }

    /// Whether the snapshot holds `item`.
    @inlinable public func contains(_ item: ItemID) -> Bool {
        sectionOfItem[item] != nil
    }

    // MARK: Sections

    /// Adds `sections` at the end.
    @inlinable public mutating func appendSections(_ sections: [SectionID]) {
        for section in sections {
            guard itemsBySection[section] == nil else {
                record(.duplicateSection(String(describing: section)))
                continue
            }
            _sectionIdentifiers.append(section)
            itemsBySection[section] = []
        }
    }

    /// Removes `sections` and their items.
    @inlinable public mutating func deleteSections(_ sections: [SectionID]) {
        for section in sections {
            guard let items = itemsBySection.removeValue(forKey: section) else { continue }
            for item in items { sectionOfItem[item] = nil }
            _sectionIdentifiers.removeAll { $0 == section }
        }
    }

    // MARK: Items

    /// Adds `items` at the end of `section` (the last section when `nil`).
    @inlinable public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) {
        guard let section = section ?? sectionIdentifiers.last, itemsBySection[section] != nil else {
            record(.unknownSection(section.map { String(describing: $0) } ?? "(none: append a section first)"))
            return
        }
        sectionOfItem.reserveCapacity(sectionOfItem.count + items.count)
        var added: [ItemID] = []
        added.reserveCapacity(items.count)
        for item in items where claim(item, for: section) { added.append(item) }
        itemsBySection[section, default: []].append(contentsOf: added)
    }

    /// Inserts `items` just before `anchor`, in its section.
    @inlinable public mutating func insertItems(_ items: [ItemID], beforeItem anchor: ItemID) {
        insert(items, at: anchor, offset: 0)
    }

    /// Inserts `items` just after `anchor`, in its section.
    @inlinable public mutating func insertItems(_ items: [ItemID], afterItem anchor: ItemID) {
        insert(items, at: anchor, offset: 1)
    }

    /// Removes `items`; IDs that are not there are ignored.
    @inlinable public mutating func deleteItems(_ items: [ItemID]) {
        var removedBySection: [SectionID: Set<ItemID>] = [:]
        for item in items {
            guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
            removedBySection[section, default: []].insert(item)
        }
        for (section, removed) in removedBySection {
            itemsBySection[section]?.removeAll { removed.contains($0) }
        }
        _reconfiguredItemIdentifiers.subtract(items)
        _reloadedItemIdentifiers.subtract(items)
    }

    /// Removes every section and item.
    @inlinable public mutating func deleteAllItems() {
        self = ListSnapshot()
    }

    /// Moves `item` just before `anchor` (possibly into another section).
    @inlinable public mutating func moveItem(_ item: ItemID, beforeItem anchor: ItemID) {
        move(item, to: anchor, offset: 0)
    }

    /// Moves `item` just after `anchor` (possibly into another section).
    @inlinable public mutating func moveItem(_ item: ItemID, afterItem anchor: ItemID) {
        move(item, to: anchor, offset: 1)
    }

    /// Marks `items` to be configured again in their current rows: the cheap update for
    /// content that changed but whose row stays.
    @inlinable public mutating func reconfigureItems(_ items: [ItemID]) {
        for item in items {
            guard sectionOfItem[item] != nil else { record(.unknownItem(String(describing: item))); continue }
            _reconfiguredItemIdentifiers.insert(item)
        }
    }

    /// Marks `items` to get new rows: unbound and bound afresh.
    @inlinable public mutating func reloadItems(_ items: [ItemID]) {
        for item in items {
            guard sectionOfItem[item] != nil else { record(.unknownItem(String(describing: item))); continue }
            _reloadedItemIdentifiers.insert(item)
        }
    }

    /// The rows a list shows for this snapshot, section by section: each section's header
    /// row first when `headers` is set, then its items.
    @inlinable func rows(withHeaders headers: Bool) -> [ListRowID<SectionID, ItemID>] {
        var rows: [ListRowID<SectionID, ItemID>] = []
        rows.reserveCapacity(numberOfItems + (headers ? sectionIdentifiers.count : 0))
        for section in sectionIdentifiers {
            if headers { rows.append(.header(section)) }
            for item in itemsBySection[section] ?? [] { rows.append(.item(item)) }
        }
        return rows
    }

    // MARK: Helpers

    @inlinable mutating func insert(_ items: [ItemID], at anchor: ItemID, offset: Int) {
        guard let section = sectionOfItem[anchor],
              let index = itemsBySection[section]?.firstIndex(of: anchor)
        else {
            record(.unknownItem(String(describing: anchor)))
            return
        }
        let added = items.filter { claim($0, for: section) }
        itemsBySection[section]?.insert(contentsOf: added, at: index + offset)
    }

    @inlinable mutating func move(_ item: ItemID, to anchor: ItemID, offset: Int) {
        guard item != anchor else { return }
        guard let from = sectionOfItem[item] else { record(.unknownItem(String(describing: item))); return }
        guard sectionOfItem[anchor] != nil else { record(.unknownItem(String(describing: anchor))); return }
        itemsBySection[from]?.removeAll { $0 == item }
        sectionOfItem[item] = nil
        insert([item], at: anchor, offset: offset)
    }

    /// Registers `item` in `section`; false (and a recorded problem) when it is already in
    /// the snapshot.
    @inlinable mutating func claim(_ item: ItemID, for section: SectionID) -> Bool {
        guard sectionOfItem[item] == nil else {
            record(.duplicateItem(String(describing: item)))
            return false
        }
        sectionOfItem[item] = section
        return true
    }

    @inlinable mutating func record(_ problem: ListSnapshotError) {
        if self._problem == nil { self._problem = problem }
    }
}

extension ListSnapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}
