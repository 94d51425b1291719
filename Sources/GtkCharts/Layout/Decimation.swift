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
        // The device-pixel column of the points in the bucket, as the range of
        // `px * perPixel` it covers: a point inside costs two comparisons.
        var column = (lower: Double.nan, upper: Double.nan)
        var bucket = ColumnBucket()
        let (xMap, yMap) = (PixelMap(x), PixelMap(y))
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                let points = PixelPoints(xs: xs, ys: ys, x: xMap, y: yMap)
                for index in 0..<min(xs.count, ys.count) {
                    let (px, py) = (xMap.pixel(xs[index]), yMap.pixel(ys[index]))
                    guard px.isFinite, py.isFinite else {
                        bucket.flush(into: &current, from: points)
                        if !current.isEmpty { lines.append(current) }
                        current = []
                        column = (.nan, .nan)
                        continue
                    }
                    guard decimate else {
                        current.append(Point(x: px, y: py))
                        continue
                    }
                    let scaled = px * perPixel
                    if !(scaled >= column.lower && scaled < column.upper) {
                        bucket.flush(into: &current, from: points)
                        column = Self.column(of: scaled)
                    }
                    bucket.add(index, y: py)
                }
                bucket.flush(into: &current, from: points)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The column a point at `scaled` (its pixel x times columns per pixel) falls in, as
    /// the range of `scaled` it covers: `[n, n + 1)`. Far-off points (an explicit domain
    /// leaves them out) share the edge columns.
    private static func column(of scaled: Double) -> (lower: Double, upper: Double) {
        let edge = 1e9
        if scaled < -edge + 1 { return (-.infinity, -edge + 1) }
        if scaled >= edge { return (edge, .infinity) }
        let lower = scaled.rounded(.down)
        return (lower, lower + 1)
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
