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
        var lines: [[Point]] = []
        var current: [Point] = []
        var column = Int.min
        var bucket = ColumnBucket()
        for index in xs.indices {
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
            let pointColumn = Int((px / columnWidth).rounded(.down))
            if pointColumn != column {
                bucket.flush(into: &current)
                column = pointColumn
            }
            bucket.add(point)
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
            let column = Swift.min(Swift.max(Int(((point.x - origin) / columnWidth).rounded(.down)), 0), slots - 1)
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
    private var first: (Int, Point)?
    private var lowest: (Int, Point)?
    private var highest: (Int, Point)?
    private var last: (Int, Point)?
    private var count = 0

    mutating func add(_ point: Point) {
        let entry = (count, point)
        count += 1
        if first == nil { first = entry }
        if lowest.map({ point.y < $0.1.y }) ?? true { lowest = entry }
        if highest.map({ point.y > $0.1.y }) ?? true { highest = entry }
        last = entry
    }

    mutating func flush(into points: inout [Point]) {
        guard count > 0 else { return }
        var kept: [(Int, Point)] = []
        for entry in [first, lowest, highest, last] {
            guard let entry, !kept.contains(where: { $0.0 == entry.0 }) else { continue }
            kept.append(entry)
        }
        kept.sort { $0.0 < $1.0 }
        points.append(contentsOf: kept.map(\.1))
        self = ColumnBucket()
    }
}
