/// The figures of a chunk of marks whose positions are all finite — spans, sum, order —
/// found two marks at a time (a vector register's width), without branches, as a run's staged marks move to their
/// series (see ``SeriesStatistics``).
struct ChunkFigures {
    let x: Span
    let y: Span
    let count: Int
    let sum: Double
    /// Whether x never decreases, from the x before the chunk on.
    let isSorted: Bool
    let lastX: Double

    private typealias Lanes = SIMD2<Double>

    /// The figures of marks at `xs` and `ys` following a mark at `previousX`; `nil` when
    /// a position is not finite (those marks are counted one by one).
    init?(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>, after previousX: Double) {
        let count = min(xs.count, ys.count)
        guard count > 0, let xBase = xs.baseAddress, let yBase = ys.baseAddress else { return nil }
        var (xLow, xHigh) = (Lanes(repeating: .infinity), Lanes(repeating: -.infinity))
        var (yLow, yHigh) = (xLow, xHigh)
        // `probe` stays 0 while every position is finite (`v - v` is `nan` for an infinity
        // or a `nan`); `inOrder` stays true while no x is below the one before it.
        var (sum, probe) = (Lanes(), Lanes())
        var inOrder = SIMDMask<Lanes.MaskStorage>(repeating: true)
        var index = 0
        while index + Lanes.scalarCount <= count {
            let px = UnsafeRawPointer(xBase + index).loadUnaligned(as: Lanes.self)
            let py = UnsafeRawPointer(yBase + index).loadUnaligned(as: Lanes.self)
            let before = index == 0
                ? Lanes(previousX, px[0])
                : UnsafeRawPointer(xBase + index - 1).loadUnaligned(as: Lanes.self)
            inOrder .&= px .>= before
            xLow.replace(with: px, where: px .< xLow)
            xHigh.replace(with: px, where: px .> xHigh)
            yLow.replace(with: py, where: py .< yLow)
            yHigh.replace(with: py, where: py .> yHigh)
            sum += py
            probe += (px - px) + (py - py)
            index += Lanes.scalarCount
        }
        var (x, y) = (Span(lower: xLow.min(), upper: xHigh.max()), Span(lower: yLow.min(), upper: yHigh.max()))
        var (total, check, sorted) = (sum.sum(), probe.sum(), all(inOrder))
        var last = index > 0 ? xs[index - 1] : previousX
        while index < count {
            let (px, py) = (xs[index], ys[index])
            sorted = sorted && px >= last
            last = px
            x.includeUnchecked(px)
            y.includeUnchecked(py)
            total += py
            check += (px - px) + (py - py)
            index += 1
        }
        guard check == 0 else { return nil }
        (self.x, self.y, self.count, self.sum, isSorted, lastX) = (x, y, count, total, sorted, last)
    }
}
