import Foundation

/// The positions of a series' marks, one array per value — what charts keep of their data,
/// contiguous doubles however many marks there are — and their statistics, counted as
/// marks are appended.
@usableFromInline
struct SeriesColumns: Equatable {
    private(set) var xs: [Double] = []
    private(set) var ys: [Double] = []
    /// Where ranges end or start (bars, areas, rules); empty for lines and points.
    private(set) var x2s: [Double] = []
    private(set) var y2s: [Double] = []
    let hasRanges: Bool
    private(set) var statistics = SeriesStatistics()

    init(hasRanges: Bool) {
        self.hasRanges = hasRanges
    }

    /// Appends one mark.
    mutating func append(x: Double, x2: Double, y: Double, y2: Double) {
        xs.append(x)
        ys.append(y)
        statistics.include(x: x, y: y)
        if hasRanges {
            x2s.append(x2)
            y2s.append(y2)
            statistics.include(x2: x2, y2: y2)
        }
    }

    /// Appends marks staged in `staging` (see ``OpenRun``): columns of `count` values
    /// `stride` apart, x2 and y2 only with ranges. They are counted while in the cache.
    mutating func append(_ staging: UnsafePointer<Double>, stride: Int, count: Int) {
        let (newXs, newYs) = (UnsafeBufferPointer(start: staging, count: count),
                              UnsafeBufferPointer(start: staging + stride, count: count))
        xs.append(contentsOf: newXs)
        ys.append(contentsOf: newYs)
        statistics.include(xs: newXs, ys: newYs)
        if hasRanges {
            let (newX2s, newY2s) = (UnsafeBufferPointer(start: staging + 2 * stride, count: count),
                                    UnsafeBufferPointer(start: staging + 3 * stride, count: count))
            x2s.append(contentsOf: newX2s)
            y2s.append(contentsOf: newY2s)
            for index in 0..<count { statistics.include(x2: newX2s[index], y2: newY2s[index]) }
        }
    }

    /// Replaces the values along one axis (y, or x when `horizontal`) with `ends` and their
    /// starts with `starts` (stacked marks), and spans the axes anew. The figures of the
    /// values (count, sum) stay those of the marks as they came.
    mutating func replaceValues(ends: [Double], starts: [Double], horizontal: Bool) {
        guard hasRanges else { return }
        if horizontal { (xs, x2s) = (ends, starts) } else { (ys, y2s) = (ends, starts) }
        var (x, y) = (Span(), Span())
        for value in xs where value.isFinite { x.include(value) }
        for value in x2s where value.isFinite { x.include(value) }
        for value in ys where value.isFinite { y.include(value) }
        for value in y2s where value.isFinite { y.include(value) }
        (statistics.x, statistics.y) = (x, y)
    }

    /// Makes room for `count` marks in columns that have none yet, in arrays `make` gives
    /// (empty, with room for a number of values).
    mutating func reserveCapacity(_ count: Int, using make: (Int) -> [Double]) {
        guard xs.isEmpty, count > 0 else { return }
        (xs, ys) = (make(count), make(count))
        if hasRanges { (x2s, y2s) = (make(count), make(count)) }
    }

    /// Gives back room reserved for marks that did not come (more than half of it).
    mutating func fit() {
        guard xs.capacity > 2 * xs.count + 16 else { return }
        xs = Self.fitted(xs)
        ys = Self.fitted(ys)
        x2s = Self.fitted(x2s)
        y2s = Self.fitted(y2s)
    }

    /// Puts the marks in `x` order (equal `x` keep their order; `nan` go last). The
    /// statistics stay those of the marks as they came.
    mutating func sortByX() {
        let order = xs.indices.sorted { a, b in
            let (xa, xb) = (xs[a], xs[b])
            return xa < xb || (xa == xb && a < b) || (!xa.isNaN && xb.isNaN)
        }
        xs = order.map { xs[$0] }
        ys = order.map { ys[$0] }
        if hasRanges {
            x2s = order.map { x2s[$0] }
            y2s = order.map { y2s[$0] }
        }
    }

    /// The same positions, bit for bit (so gaps, `nan`, are equal too: they draw the
    /// same). Columns whose counts or spans differ are told apart from their statistics,
    /// without comparing a million positions (new data often shares its dates with the old).
    @usableFromInline
    static func == (lhs: SeriesColumns, rhs: SeriesColumns) -> Bool {
        let (left, right) = (lhs.statistics, rhs.statistics)
        guard lhs.xs.count == rhs.xs.count, left.count == right.count, left.x == right.x, left.y == right.y,
              left.values == right.values, left.positions == right.positions
        else { return false }
        return same(lhs.ys, rhs.ys) && same(lhs.xs, rhs.xs) && same(lhs.y2s, rhs.y2s) && same(lhs.x2s, rhs.x2s)
    }

    private static func same(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                return memcmp(a, b, left.count) == 0
            }
        }
    }

    /// `values` in a buffer of their size.
    private static func fitted(_ values: [Double]) -> [Double] {
        var copy: [Double] = []
        copy.reserveCapacity(values.count)
        copy.append(contentsOf: values)
        return copy
    }
}
