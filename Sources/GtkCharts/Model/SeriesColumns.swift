/// The positions of a series' marks, one array per value: what charts keep of their data,
/// contiguous doubles however many marks there are.
@usableFromInline
struct SeriesColumns: Equatable {
    @usableFromInline var xs: [Double] = []
    @usableFromInline var ys: [Double] = []
    /// Where ranges end or start (bars, areas, rules); empty for lines and points.
    @usableFromInline var x2s: [Double] = []
    @usableFromInline var y2s: [Double] = []
    @usableFromInline var hasRanges = false

    @inlinable
    init() {}

    init(hasRanges: Bool) {
        self.hasRanges = hasRanges
    }

    @inlinable
    mutating func append(x: Double, x2: Double, y: Double, y2: Double) {
        xs.append(x)
        ys.append(y)
        if hasRanges {
            x2s.append(x2)
            y2s.append(y2)
        }
    }

    mutating func reserveCapacity(_ count: Int) {
        xs.reserveCapacity(count)
        ys.reserveCapacity(count)
        if hasRanges {
            x2s.reserveCapacity(count)
            y2s.reserveCapacity(count)
        }
    }

    /// Gives back room reserved for marks that did not come (more than half of it).
    mutating func fit() {
        guard xs.capacity > 2 * xs.count + 16 else { return }
        xs = Self.fitted(xs)
        ys = Self.fitted(ys)
        x2s = Self.fitted(x2s)
        y2s = Self.fitted(y2s)
    }

    /// Puts the marks in `x` order (equal `x` keep their order; `nan` go last).
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

    /// `values` in a buffer of their size.
    private static func fitted(_ values: [Double]) -> [Double] {
        var copy: [Double] = []
        copy.reserveCapacity(values.count)
        copy.append(contentsOf: values)
        return copy
    }
}
