/// The model of a `GtkListView` kept by stable IDs, as UIKit's diffable data source: a
/// `GListModel` of rows, changed only by applying ``ListSnapshot``s. The model makes a row
/// item (holding the row's ID) only when GTK asks for a row, so a list of a million rows
/// costs a million IDs.
///
/// ```swift
/// var snapshot = ListSnapshot<Int, Day.ID>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(days.map(\.id))
/// try dataSource.apply(snapshot)
/// ```
///
/// `apply` compares the snapshot with what the model holds, by ID, and emits the fewest
/// `items-changed` that turn one into the other: rows that stay keep their row items (GTK
/// keeps their row widgets bound), a run of neighbouring changes is one emission. Reconfigured items are configured again in the cells that show them, without a
/// rebind; reloaded items get new row items (GTK rebinds them). A snapshot with a problem
/// (a duplicate ID, an unknown anchor) is refused with the problem named and the model
/// unchanged.
///
/// With `showsSectionHeaders`, each section starts with a header row
/// (``ListRowID/header(_:)``) that cannot be selected; the factory's
/// ``ListItemFactory/skipsHeaderRows(in:)`` takes the keyboard past it.
@MainActor
public final class ListDataSource<SectionID: Hashable, ItemID: Hashable> {
    public typealias Snapshot = ListSnapshot<SectionID, ItemID>
    public typealias RowID = ListRowID<SectionID, ItemID>

    /// The model GTK reads: a `GListModel` of row items.
    public var model: GTK.ListModel { rowModel.handle }
    private let rowModel: RowModel
    /// Whether each section starts with a header row.
    public let showsSectionHeaders: Bool
    private var sections: [(id: SectionID, items: Int)] = []
    /// The rows the model holds, in order.
    @usableFromInline private(set) var rows: [RowID] = []
    /// While a snapshot is applied: the rows it brings, and how far the splices got.
    private var applying: (new: [RowID], newBoundary: Int, oldBoundary: Int)?
    private var positions: [RowID: Int]?
    /// The factories making rows of this data source, to reconfigure bound cells.
    private var owners: [WeakOwner] = []
    /// How many `items-changed` applying snapshots emitted, for tests and benchmarks.
    public private(set) var spliceCount = 0

    /// An empty data source.
    public init(showsSectionHeaders: Bool = false) {
        self.showsSectionHeaders = showsSectionHeaders
        let reader = RowReader()
        rowModel = RowModel { position in reader.read?(position) }
        reader.read = { [weak self] position in self?.makeItem(at: position) }
    }

    isolated deinit {
        rowModel.detach()
    }

    /// The model as a `GListModel`, for `gtk_single_selection_new` and the like (which
    /// take a reference of their own when given `g_object_ref` of it).
    public var modelPointer: OpaquePointer { model.modelPointer }

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

    /// The row at `position` in the model.
    public func rowIdentifier(at position: Int) -> RowID? {
        rows.indices.contains(position) ? rows[position] : nil
    }

    /// The item at `position` in the model, or `nil` for a header or a position out of range.
    public func itemIdentifier(at position: Int) -> ItemID? {
        rowIdentifier(at: position)?.itemID
    }

    /// The position of `item` in the model.
    public func position(of item: ItemID) -> Int? {
        position(ofRow: .item(item))
    }

    /// The position of the row `id` in the model.
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

    /// Makes the model hold `newRows` through `splices`, then reloads and reconfigures
    /// what `snapshot` marks.
    @usableFromInline
    func commit(_ newRows: [RowID], splices: [ListDiff.Splice], of snapshot: Snapshot) {
        // GTK may ask for rows while handling each change: rows before the change read
        // from the new list, rows after it from the old one.
        applying = (newRows, 0, 0)
        var oldBoundary = 0, newBoundary = 0
        for splice in splices {
            oldBoundary += (splice.position - newBoundary) + splice.removed
            newBoundary = splice.inserted.upperBound
            applying = (newRows, newBoundary, oldBoundary)
            rowModel.splice(at: splice.position, removing: splice.removed, adding: splice.inserted.count)
            spliceCount += 1
        }
        applying = nil
        rows = newRows
        sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0).count) }
        positions = nil

        for item in snapshot.reloadedItemIdentifiers {
            guard let position = position(of: item) else { continue }
            // A new row item for the same row: GTK unbinds the old one and binds it.
            rowModel.splice(at: position, removing: 1, adding: 1)
            spliceCount += 1
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

    /// A new row item for the row at `position` (as the model reads now), for GTK.
    private func makeItem(at position: Int) -> UnsafeMutableRawPointer? {
        let row: RowID
        if let applying {
            if position < applying.newBoundary {
                row = applying.new[position]
            } else {
                let old = position - applying.newBoundary + applying.oldBoundary
                guard old >= 0 && old < rows.count else { return nil }
                row = rows[old]
            }
        } else {
            guard position >= 0 && position < rows.count else { return nil }
            row = rows[position]
        }
        return RowItem.make(row)
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

/// What the model calls for an item; set once the data source exists.
@MainActor
private final class RowReader {
    var read: (@MainActor (Int) -> UnsafeMutableRawPointer?)?
}
