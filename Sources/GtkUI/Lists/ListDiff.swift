/// The fewest list-model splices that turn one sequence of unique keys into another.
///
/// Keys in both sequences that keep their relative order stay where they are. The two
/// sequences are walked side by side, comparing keys only: a local change (a few rows
/// inserted, removed or replaced) is found by looking a few rows ahead and becomes one
/// splice, so scattered changes cost time linear in the length and no hashing. Where the
/// sequences differ more than that, the rest is diffed exactly: a longest increasing
/// subsequence of the remaining keys' old positions, in new order, stays; everything else
/// is removed or inserted, each run of neighbouring changes one splice (O(n log n) at
/// worst).
@usableFromInline
struct ListDiff {
    /// One model change (one `items-changed`): at `position` (in the list as the previous splices left
    /// it), remove `removed` items and insert the new sequence's `inserted` range.
    @usableFromInline
    struct Splice: Equatable {
        @usableFromInline var position: Int
        @usableFromInline var removed: Int
        @usableFromInline var inserted: Range<Int>

        @inlinable init(position: Int, removed: Int, inserted: Range<Int>) {
            self.position = position
            self.removed = removed
            self.inserted = inserted
        }
    }

    /// How far ahead a local change is looked for before the exact diff takes over.
    @usableFromInline static let lookahead = 8

    /// The splices, in the order to apply them.
    @inlinable
    static func splices<Key: Hashable>(from old: [Key], to new: [Key]) -> [Splice] {
        var splices: [Splice] = []
        var oldCursor = 0, newCursor = 0
        while oldCursor < old.count || newCursor < new.count {
            if oldCursor < old.count, newCursor < new.count, old[oldCursor] == new[newCursor] {
                oldCursor += 1
                newCursor += 1
                continue
            }
            guard let (removed, inserted) = localChange(old, oldCursor, new, newCursor) else {
                // Too different here: diff the rest exactly.
                let rest = exactSplices(from: old[oldCursor...], to: new[newCursor...])
                splices += rest.map { splice in
                    Splice(
                        position: splice.position + newCursor, removed: splice.removed,
                        inserted: splice.inserted.lowerBound + newCursor..<splice.inserted.upperBound + newCursor)
                }
                return splices
            }
            splices.append(Splice(position: newCursor, removed: removed, inserted: newCursor..<newCursor + inserted))
            oldCursor += removed
            newCursor += inserted
        }
        return splices
    }

    /// The smallest change at the cursors after which the sequences agree again (or both
    /// end): `removed` old keys replaced by `inserted` new ones, each at most ``lookahead``.
    @inlinable
    static func localChange<Key: Equatable>(_ old: [Key], _ oldCursor: Int, _ new: [Key], _ newCursor: Int) -> (Int, Int)? {
        let oldLeft = old.count - oldCursor, newLeft = new.count - newCursor
        if oldLeft == 0 { return (0, newLeft) }
        if newLeft == 0 { return (oldLeft, 0) }
        for total in 1...(2 * lookahead) {
            for removed in max(0, total - lookahead)...min(total, lookahead) {
                let inserted = total - removed
                guard removed <= oldLeft, inserted <= newLeft else { continue }
                if removed == oldLeft && inserted == newLeft { return (removed, inserted) }
                if removed < oldLeft, inserted < newLeft, old[oldCursor + removed] == new[newCursor + inserted] {
                    return (removed, inserted)
                }
            }
        }
        return nil
    }

    /// The exact splices between two sequences (positions relative to their starts).
    @inlinable
    static func exactSplices<Key: Hashable>(from old: ArraySlice<Key>, to new: ArraySlice<Key>) -> [Splice] {
        let old = Array(old), new = Array(new)
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
    @inlinable
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
