/// The points of one pixel column of a line: the first, lowest, highest and last, kept by
/// index (a point costs two comparisons) and drawn in data order.
struct ColumnBucket {
    private var first = 0
    private var lowest = 0
    private var highest = 0
    private var last = 0
    private var lowestY = 0.0
    private var highestY = 0.0
    private var isEmpty = true

    /// Adds the point at `index`, at pixel height `y`.
    @inline(__always)
    mutating func add(_ index: Int, y: Double) {
        if isEmpty {
            (first, lowest, highest, lowestY, highestY, isEmpty) = (index, index, index, y, y, false)
        } else {
            if y < lowestY { (lowest, lowestY) = (index, y) }
            if y > highestY { (highest, highestY) = (index, y) }
        }
        last = index
    }

    /// Appends the kept points of `source` (each once, in data order) and empties the
    /// bucket. Once per column: kept out of the loop over the points.
    @inline(never)
    mutating func flush(into points: inout [Point], from source: PixelPoints) {
        guard !isEmpty else { return }
        isEmpty = true
        // The lowest and highest in data order, between the first and the last.
        let (early, late) = lowest <= highest ? (lowest, highest) : (highest, lowest)
        points.append(source[first])
        if early != first { points.append(source[early]) }
        if late != early { points.append(source[late]) }
        if last != late { points.append(source[last]) }
    }
}

/// The pixel points of a series' positions, by index: the arithmetic of the loop that
/// chose them.
struct PixelPoints {
    let xs: UnsafeBufferPointer<Double>
    let ys: UnsafeBufferPointer<Double>
    let x: PixelMap
    let y: PixelMap

    subscript(index: Int) -> Point {
        Point(x: x.pixel(xs[index]), y: y.pixel(ys[index]))
    }
}
