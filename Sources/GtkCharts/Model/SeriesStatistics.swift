/// What one pass over a series' columns finds: the span of its finite positions (for the
/// axes' domains), whether it is in x order, and the figures of its finite y values (for
/// the accessibility description).
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

    init() {}

    init(_ columns: SeriesColumns) {
        // One simple loop per column (locals, few branches): a million points take about
        // a millisecond.
        columns.xs.withUnsafeBufferPointer { xs in
            var span = Span()
            var isSorted = true
            var previous = -Double.infinity
            for value in xs {
                isSorted = isSorted && value >= previous
                previous = value
                if value.isFinite { span.include(value) }
            }
            (x, isSortedByX) = (span, isSorted)
        }
        columns.ys.withUnsafeBufferPointer { ys in
            var span = Span()
            var count = 0
            var sum = 0.0
            for value in ys where value.isFinite {
                span.include(value)
                count += 1
                sum += value
            }
            (values, self.count, self.sum) = (span, count, sum)
        }
        // The x of finite values: all of x unless some values are missing.
        if count == columns.xs.count {
            positions = x
        } else {
            for (px, py) in zip(columns.xs, columns.ys) where px.isFinite && py.isFinite {
                positions.include(px)
            }
        }
        y = values
        for x2 in columns.x2s where x2.isFinite { x.include(x2) }
        for y2 in columns.y2s where y2.isFinite { y.include(y2) }
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

    mutating func include(_ other: Span) {
        lower = min(lower, other.lower)
        upper = max(upper, other.upper)
    }

    /// The span as a range, `nil` when empty.
    var range: ClosedRange<Double>? { lower <= upper ? lower...upper : nil }
}
