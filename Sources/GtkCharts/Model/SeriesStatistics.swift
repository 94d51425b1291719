/// What a series' marks add up to, counted as they are appended: the span of their finite
/// positions (for the axes' domains), whether they came in x order, and the figures of
/// their finite y values (for the accessibility description).
struct SeriesStatistics: Equatable {
    /// Finite x positions, range ends included.
    var x = Span()
    /// Finite y positions, range starts included.
    var y = Span()
    var isSortedByX = true
    /// Finite y values (`ys` only): how many, their sum and span, and the span of their
    /// finite x positions.
    var count = 0
    var sum = 0.0
    var values = Span()
    var positions = Span()
    /// The x of the last mark (`nan` breaks the order: missing positions sort last).
    private var lastX = -Double.infinity

    init() {}

    /// Counts a mark at `x` and `y`.
    mutating func include(x px: Double, y py: Double) {
        isSortedByX = isSortedByX && px >= lastX
        lastX = px
        if px.isFinite { x.include(px) }
        if py.isFinite {
            values.include(py)
            y.include(py)
            count += 1
            sum += py
            if px.isFinite { positions.include(px) }
        }
    }

    /// Counts marks at `xs` and `ys`: a vector at a time without branches when every position
    /// is finite (the common case; a million marks take well under a millisecond), else
    /// mark by mark.
    mutating func include(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>) {
        guard let figures = ChunkFigures(xs: xs, ys: ys, after: lastX) else {
            for index in 0..<min(xs.count, ys.count) { include(x: xs[index], y: ys[index]) }
            return
        }
        x.include(figures.x)
        positions.include(figures.x)
        values.include(figures.y)
        y.include(figures.y)
        count += figures.count
        sum += figures.sum
        (isSortedByX, lastX) = (isSortedByX && figures.isSorted, figures.lastX)
    }

    /// Counts where a mark's range ends or starts.
    @inline(__always)
    mutating func include(x2: Double, y2: Double) {
        if x2.isFinite { x.include(x2) }
        if y2.isFinite { y.include(y2) }
    }
}

/// The lowest and highest of some values; empty (lower > upper) until one is included.
struct Span: Equatable {
    var lower = Double.infinity
    var upper = -Double.infinity

    @inline(__always)
    mutating func include(_ value: Double) {
        lower = Swift.min(lower, value)
        upper = Swift.max(upper, value)
    }

    /// Includes `value` with plain comparisons (a `nan` is left out, an infinity is not).
    @inline(__always)
    mutating func includeUnchecked(_ value: Double) {
        lower = value < lower ? value : lower
        upper = value > upper ? value : upper
    }

    mutating func include(_ other: Span) {
        lower = min(lower, other.lower)
        upper = max(upper, other.upper)
    }

    /// The span as a range, `nil` when empty.
    var range: ClosedRange<Double>? { lower <= upper ? lower...upper : nil }
}
