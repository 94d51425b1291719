import CGtk
import CGtkShim

/// The model of a `GtkListView` kept by stable IDs, as UIKit's diffable data source: a
/// `GListStore` of row items, changed only by applying ``ListSnapshot``s.
///
/// ```swift
/// var snapshot = ListSnapshot<Int, Day.ID>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(days.map(\.id))
/// try dataSource.apply(snapshot)
/// ```
///
/// `apply` compares the snapshot with what the store holds, by ID, and makes the fewest
/// `g_list_store_splice` calls that turn one into the other: rows that stay keep their
/// row items (GTK keeps their row widgets bound), a run of neighbouring changes is one
/// splice. Reconfigured items are configured again in the cells that show them, without a
/// rebind; reloaded items get new row items (GTK rebinds them). A snapshot with a problem
/// (a duplicate ID, an unknown anchor) is refused with the problem named and the store
/// unchanged.
///
/// With `showsSectionHeaders`, each section starts with a header row
/// (``ListRowID/header(_:)``) that cannot be selected.
@MainActor
public final class ListDataSource<SectionID: Hashable, ItemID: Hashable> {
    public typealias Snapshot = ListSnapshot<SectionID, ItemID>
    public typealias RowID = ListRowID<SectionID, ItemID>

    /// The store GTK reads: a `GListModel` of row items.
    public let store: GTK.ListStore
    /// Whether each section starts with a header row.
    public let showsSectionHeaders: Bool
    private var sections: [(id: SectionID, items: Int)] = []
    /// The rows the store holds, in order.
    @usableFromInline private(set) var rows: [RowID] = []
    private var positions: [RowID: Int]?
    /// The factories making rows of this data source, to reconfigure bound cells.
    private var owners: [WeakOwner] = []
    /// How many `g_list_store_splice` calls applying snapshots made, for tests.
    public private(set) var spliceCount = 0

    /// An empty data source.
    public init(showsSectionHeaders: Bool = false) {
        self.showsSectionHeaders = showsSectionHeaders
        store = GTK.ListStore(itemType: gtkui_row_item_get_type())
    }

    /// The store as a `GListModel`, for `gtk_single_selection_new` and the like (which
    /// take a reference of their own when given `g_object_ref` of it).
    public var modelPointer: OpaquePointer { store.modelPointer }

    /// The number of rows (items and headers).
    public var rowCount: Int { rows.count }

    /// What the list shows now, as a snapshot to change and apply.
    public func snapshot() -> Snapshot {
        var snapshot = Snapshot()
        var cursor = 0
        for section in sections {
            snapshot.appendSections([section.id])
            if showsSectionHeaders { cursor += 1 }
            snapshot.appendItems(rows[cursor..<cursor + section.items].compactMap(\.itemID), toSection: section.id)
            cursor += section.items
        }
        return snapshot
    }

    /// The row at `position` in the store.
    public func rowIdentifier(at position: Int) -> RowID? {
        rows.indices.contains(position) ? rows[position] : nil
    }

    /// The item at `position` in the store, or `nil` for a header or a position out of range.
    public func itemIdentifier(at position: Int) -> ItemID? {
        rowIdentifier(at: position)?.itemID
    }

    /// The position of `item` in the store.
    public func position(of item: ItemID) -> Int? {
        position(ofRow: .item(item))
    }

    /// The position of the row `id` in the store.
    public func position(ofRow id: RowID) -> Int? {
        if positions == nil {
            var index: [RowID: Int] = [:]
            index.reserveCapacity(rows.count)
            for (position, row) in rows.enumerated() { index[row] = position }
            positions = index
        }
        return positions?[id]
    }

    /// Makes the list show `snapshot` with the fewest model changes; throws, changing
    /// nothing, when the snapshot has a problem.
    ///
    /// Inlinable so that comparing IDs is specialized for the caller's ID types.
    @inlinable
    public func apply(_ snapshot: Snapshot) throws(ListSnapshotError) {
        if let problem = snapshot.problem {
            refuse(problem)
            throw problem
        }
        let newRows = snapshot.rows(withHeaders: showsSectionHeaders)
        let splices = ListDiff.splices(from: rows, to: newRows)
        commit(newRows, splices: splices, of: snapshot)
    }

    @usableFromInline
    func refuse(_ problem: ListSnapshotError) {
        Diagnostics.report("GtkUI: a list snapshot was not applied: \(problem)")
    }

    /// Makes the store hold `newRows` through `splices`, then reloads and reconfigures
    /// what `snapshot` marks.
    @usableFromInline
    func commit(_ newRows: [RowID], splices: [ListDiff.Splice], of snapshot: Snapshot) {
        for splice in splices {
            replace(at: splice.position, removing: splice.removed, with: newRows[splice.inserted])
        }
        rows = newRows
        sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0).count) }
        positions = nil

        for item in snapshot.reloadedItemIdentifiers {
            guard let position = position(of: item) else { continue }
            replace(at: position, removing: 1, with: [.item(item)])
        }
        if !snapshot.reconfiguredItemIdentifiers.isEmpty {
            let reconfigured = Set(snapshot.reconfiguredItemIdentifiers.map { AnyHashable(RowID.item($0)) })
            for owner in owners.compactMap(\.owner) {
                for cell in owner.boundCells where cell.rowID.map(reconfigured.contains) == true {
                    cell.reconfigure()
                }
            }
        }
    }

    private func replace(at position: Int, removing: Int, with ids: ArraySlice<RowID>) {
        let items = ids.map { RowItem.make($0) }
        store.splice(at: position, removing: removing, inserting: items)
        for item in items { g_object_unref(item) }
        spliceCount += 1
    }

    private func replace(at position: Int, removing: Int, with ids: [RowID]) {
        replace(at: position, removing: removing, with: ids[...])
    }

    // MARK: Factories

    func addOwner(_ owner: any ListCellOwner) {
        owners.removeAll { $0.owner == nil }
        owners.append(WeakOwner(owner: owner))
    }
}

/// A factory a data source knows without keeping it.
@MainActor
private struct WeakOwner {
    weak var owner: (any ListCellOwner)?
}
