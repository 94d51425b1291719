/// The fewest list-model splices that turn one sequence of unique keys into another.
///
/// Keys in both sequences that keep their relative order stay where they are: a longest
/// increasing subsequence of their old positions, taken in new order. Everything else is
/// removed or inserted, and each run of neighbouring changes becomes one splice, so a
/// change to one row is one `items-changed` emission. Time is linear in the lengths for
/// lists that mostly keep their order (the subsequence search appends in O(1) then) and
/// O(n log n) at worst.
struct ListDiff {
    /// One `g_list_store_splice`: at `position` (in the list as the previous splices left
    /// it), remove `removed` items and insert the new sequence's `inserted` range.
    struct Splice: Equatable {
        var position: Int
        var removed: Int
        var inserted: Range<Int>
    }

    /// The splices, in the order to apply them.
    static func splices<Key: Hashable>(from old: [Key], to new: [Key]) -> [Splice] {
        var newIndex: [Key: Int] = [:]
        newIndex.reserveCapacity(new.count)
        for (index, key) in new.enumerated() { newIndex[key] = index }

        // New positions of the old keys that remain, in old order.
        var remaining: [(old: Int, new: Int)] = []
        remaining.reserveCapacity(min(old.count, new.count))
        for (index, key) in old.enumerated() {
            if let position = newIndex[key] { remaining.append((index, position)) }
        }
        var keptOld = [Bool](repeating: false, count: old.count)
        var keptNew = [Bool](repeating: false, count: new.count)
        for index in longestIncreasingRun(remaining.map(\.new)) {
            keptOld[remaining[index].old] = true
            keptNew[remaining[index].new] = true
        }

        var splices: [Splice] = []
        var oldCursor = 0, newCursor = 0, position = 0
        while oldCursor < old.count || newCursor < new.count {
            var removed = 0
            while oldCursor + removed < old.count, !keptOld[oldCursor + removed] { removed += 1 }
            var inserted = 0
            while newCursor + inserted < new.count, !keptNew[newCursor + inserted] { inserted += 1 }
            if removed > 0 || inserted > 0 {
                splices.append(Splice(position: position, removed: removed, inserted: newCursor..<newCursor + inserted))
                oldCursor += removed
                newCursor += inserted
                position += inserted
            } else {
                // Both cursors are at the same kept key.
                oldCursor += 1
                newCursor += 1
                position += 1
            }
        }
        return splices
    }

    /// Indices into `values` of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        // tails[k]: index of the smallest tail value of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        tails.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            if let last = tails.last, values[last] >= value {
                // Binary search for the first tail not below `value`.
                var low = 0, high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                previous[index] = low > 0 ? tails[low - 1] : -1
                tails[low] = index
            } else {
                previous[index] = tails.last ?? -1
                tails.append(index)
            }
        }
        var run: [Int] = []
        run.reserveCapacity(tails.count)
        var cursor = tails[tails.count - 1]
        while cursor >= 0 {
            run.append(cursor)
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}
