import GtkUI

/// Applying a snapshot of N item IDs in which 1 % of the items changed at scattered places
/// (half removed, half new), to a data source showing the previous N: the time should grow
/// linearly with N, and each change site should cost one splice.
@MainActor
enum SnapshotApply {
    struct Measurement {
        let count: Int
        let milliseconds: Double
        let splices: Int
        let changeSites: Int
    }

    static func measure(count: Int, repetitions: Int) -> Measurement {
        var times: [Double] = []
        var splices = 0
        var sites = 0
        for _ in 0..<max(1, repetitions) {
            let dataSource = ListDataSource<Int, Int>()
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            try? dataSource.apply(snapshot)
            let before = dataSource.spliceCount

            // Every 200th item leaves; a new item arrives 100 items after each of those.
            var items: [Int] = []
            items.reserveCapacity(count)
            sites = 0
            for id in 0..<count {
                if id % 200 == 0 { sites += 1; continue }
                items.append(id)
                if id % 200 == 100 { items.append(count + id); sites += 1 }
            }
            var next = ListSnapshot<Int, Int>()
            next.appendSections([0])
            next.appendItems(items)
            let clock = ContinuousClock()
            let start = clock.now
            try? dataSource.apply(next)
            times.append((clock.now - start).milliseconds)
            splices = dataSource.spliceCount - before
        }
        return Measurement(count: count, milliseconds: times.median, splices: splices, changeSites: sites)
    }

    /// The lines the benchmark prints under its table.
    static func report(repetitions: Int) -> [String] {
        let small = measure(count: 100_000, repetitions: repetitions)
        // At least three: one apply of a million items now and then takes four times as long
        // (the same binary, run after run: the kernel's page work for its fresh arrays).
        let large = measure(count: 1_000_000, repetitions: max(3, repetitions / 3))
        return [
            "apply a snapshot with 1 % scattered changes (median ms; target: 10× items → ≤ 11× time):",
            "  \(small.count) items: \(format(small.milliseconds)) ms, \(small.splices) splices for \(small.changeSites) change sites",
            "  \(large.count) items: \(format(large.milliseconds)) ms, \(large.splices) splices for \(large.changeSites) change sites",
            "  time ratio: \(format(large.milliseconds / small.milliseconds))× for 10× items",
        ]
    }

    private static func format(_ value: Double) -> String {
        String(Int((value * 100).rounded()) / 100) + "." + String(format2(Int((value * 100).rounded()) % 100))
    }

    private static func format2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
