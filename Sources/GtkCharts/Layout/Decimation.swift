/// Fewer points for long series, drawn the same: at most four points per device-pixel
/// column for lines (the first, lowest, highest and last: M4), the lowest and highest for
/// symbols. A million-point series costs O(width) to draw once it is decimated.
enum Decimation {
    /// A series is decimated when it has more than this many points per column.
    static let pointsPerColumn = 2

    /// The pixel polylines of a line through (`xs`, `ys`) in x order: one per run of
    /// finite values (a non-finite value breaks the line), decimated per column of
    /// `columnWidth` pixels when there are many points.
    static func polylines(
        xs: [Double], ys: [Double], x: Scale, y: Scale, columnWidth: Double, columns: Int
    ) -> [[Point]] {
        let decimate = xs.count > pointsPerColumn * max(columns, 1)
        let perPixel = 1 / columnWidth
        var lines: [[Point]] = []
        var current: [Point] = []
        if decimate { current.reserveCapacity(4 * max(columns, 1) + 4) }
        var column = Int.min
        var bucket = ColumnBucket()
        for index in 0..<min(xs.count, ys.count) {
            let px = x.pixel(xs[index])
            let py = y.pixel(ys[index])
            guard px.isFinite, py.isFinite else {
                bucket.flush(into: &current)
                if !current.isEmpty { lines.append(current) }
                current = []
                column = Int.min
                continue
            }
            let point = Point(x: px, y: py)
            guard decimate else {
                current.append(point)
                continue
            }
            // Far-off points (an explicit domain leaves them out) share the edge columns.
            let pointColumn = Int((min(max(px * perPixel, -1e9), 1e9)).rounded(.down))
            if pointColumn != column {
                bucket.flush(into: &current)
                column = pointColumn
            }
            bucket.add(point, at: index)
        }
        bucket.flush(into: &current)
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The pixel centres of symbols at (`xs`, `ys`), in any order; with many points, only
    /// the lowest and highest in each column.
    static func symbols(
        xs: [Double], ys: [Double], x: Scale, y: Scale, columnWidth: Double, columns: Int
    ) -> [Point] {
        let decimate = xs.count > pointsPerColumn * max(columns, 1)
        var points: [Point] = []
        let origin = Swift.min(x.start, x.end)
        let slots = decimate ? max(columns, 1) + 1 : 0
        var lowest = [Point?](repeating: nil, count: slots)
        var highest = [Point?](repeating: nil, count: slots)
        for index in xs.indices {
            let point = Point(x: x.pixel(xs[index]), y: y.pixel(ys[index]))
            guard point.x.isFinite, point.y.isFinite else { continue }
            guard decimate else {
                points.append(point)
                continue
            }
            let column = Int(Swift.min(Swift.max((point.x - origin) / columnWidth, 0), Double(slots - 1)).rounded(.down))
            if lowest[column].map({ point.y < $0.y }) ?? true { lowest[column] = point }
            if highest[column].map({ point.y > $0.y }) ?? true { highest[column] = point }
        }
        guard decimate else { return points }
        for column in 0..<slots {
            guard let low = lowest[column], let high = highest[column] else { continue }
            points.append(low)
            if high != low { points.append(high) }
        }
        return points
    }
}

/// The points of one column: first, lowest, highest and last, kept in data order.
private struct ColumnBucket {
    private typealias Entry = (index: Int, point: Point)
    private var first: Entry = (0, Point(x: 0, y: 0))
    private var lowest: Entry = (0, Point(x: 0, y: 0))
    private var highest: Entry = (0, Point(x: 0, y: 0))
    private var last: Entry = (0, Point(x: 0, y: 0))
    private var isEmpty = true

    @inline(__always)
    mutating func add(_ point: Point, at index: Int) {
        let entry = (index, point)
        if isEmpty {
            (first, lowest, highest, isEmpty) = (entry, entry, entry, false)
        } else {
            if point.y < lowest.point.y { lowest = entry }
            if point.y > highest.point.y { highest = entry }
        }
        last = entry
    }

    mutating func flush(into points: inout [Point]) {
        guard !isEmpty else { return }
        isEmpty = true
        // The lowest and highest in data order, between the first and the last.
        let (early, late) = lowest.index <= highest.index ? (lowest, highest) : (highest, lowest)
        var previous = first.index
        points.append(first.point)
        for entry in [early, late, last] where entry.index != previous {
            points.append(entry.point)
            previous = entry.index
        }
    }
}
