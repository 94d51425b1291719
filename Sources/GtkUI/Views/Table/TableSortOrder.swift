/// A table's sort-order binding with its comparator type erased: which column the binding
/// puts first, and what a click on a column's header writes to it. As in SwiftUI, the table
/// does not reorder its rows: the app sorts them when the binding changes
/// (`.onChange(of: sortOrder) { rows.sort(using: $1) }`).
@MainActor
struct TableSortOrder {
    /// The index of the column whose comparator is first in the binding (whatever its
    /// order), and whether that comparator is reversed; nil when no column's is first.
    let primary: @MainActor (_ columnComparators: [Any?]) -> (index: Int, reversed: Bool)?
    /// Puts `columnComparator` first in the binding, in reverse order or not, leaving the
    /// others after it.
    let sort: @MainActor (_ columnComparator: Any, _ reversed: Bool) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        primary = { comparators in
            guard let first = binding.wrappedValue.first else { return nil }
            for (index, comparator) in comparators.enumerated() {
                guard var comparator = comparator as? Sort else { continue }
                comparator.order = first.order
                if comparator == first { return (index, first.order == .reverse) }
            }
            return nil
        }
        sort = { columnComparator, reversed in
            guard var comparator = columnComparator as? Sort else { return }
            comparator.order = reversed ? .reverse : .forward
            var order = binding.wrappedValue.filter { element in
                var element = element
                element.order = comparator.order
                return element != comparator
            }
            order.insert(comparator, at: 0)
            binding.wrappedValue = order
        }
    }
}
