/// The series the last mark of one kind went to, with its columns moved in, and what sent
/// the mark there: the style's number, the mark's own series value, the axes' kinds at
/// the time.
///
/// A mark that belongs to the run is written to a stage with plain stores: its x, y and
/// (for ranges) x2 and y2, each in a column of ``stageCapacity`` values. A full stage, and
/// the run's end, move the marks to the columns and count them into the statistics while
/// they are in the cache.
@usableFromInline
struct OpenRun {
    /// The index of the series; -1 when the run is closed (`generation` never matches then).
    @usableFromInline var series = -1
    @usableFromInline var generation = -1
    @usableFromInline var seriesValue: PlotAxisValue?
    @usableFromInline var xKind: AxisKind?
    @usableFromInline var yKind: AxisKind?
    @usableFromInline var hasRanges = false
    /// The series' columns while the run is open.
    var columns = SeriesColumns(hasRanges: false)
    /// The stage, made when the run first opens and kept for its next ones, and its
    /// memory (plain stores, nothing to retain on the path of a mark).
    var stage: Stage?
    @usableFromInline var positions: UnsafeMutablePointer<Double>?
    @usableFromInline var staged = 0

    /// How many marks the stage holds.
    @usableFromInline static let stageCapacity = 512

    @inlinable
    init() {}

    /// Stages a mark that belongs here — the same style number and series value, numbers
    /// or dates of the axes' kinds, no date unit to span — and says whether it did. A full
    /// stage moves to the columns first.
    @inlinable
    mutating func stage(
        generation: Int, x: PlotAxisValue?, x2: PlotAxisValue?, y: PlotAxisValue?, y2: PlotAxisValue?, series: PlotAxisValue?,
        spansUnit: Bool
    ) -> Bool {
        guard generation == self.generation, let positions, series.plotsLike(seriesValue),
              !spansUnit || x?.unit == nil,
              let x1 = xKind.plainPosition(of: x), let y1 = yKind.plainPosition(of: y),
              let x2 = xKind.plainPosition(of: x2), let y2 = yKind.plainPosition(of: y2)
        else { return false }
        if staged == Self.stageCapacity { flush() }
        let (index, capacity) = (staged, Self.stageCapacity)
        positions[index] = x1
        positions[capacity &+ index] = y1
        if hasRanges {
            positions[2 &* capacity &+ index] = x2
            positions[3 &* capacity &+ index] = y2
        }
        staged = index &+ 1
        return true
    }

    /// Opens the run on the columns of `series`, for marks of style number `generation` and
    /// `seriesValue` on axes of kinds `xKind` and `yKind`.
    mutating func open(
        _ series: inout MarkSeries, at index: Int, generation: Int, seriesValue: PlotAxisValue?,
        xKind: AxisKind?, yKind: AxisKind?
    ) {
        (self.series, self.generation, self.seriesValue) = (index, generation, seriesValue)
        (self.xKind, self.yKind) = (xKind, yKind)
        swap(&columns, &series.columns)
        hasRanges = columns.hasRanges
        if stage == nil {
            let stage = Stage(count: 4 * Self.stageCapacity)
            (self.stage, positions) = (stage, stage.positions)
        }
    }

    /// Moves the staged marks to the columns.
    @usableFromInline
    mutating func flush() {
        guard let positions, staged > 0 else { return }
        columns.append(positions, stride: Self.stageCapacity, count: staged)
        staged = 0
    }

    /// Gives the columns, with the staged marks, back to their series in `series`, and
    /// closes the run.
    mutating func close(into series: inout [MarkSeries]) {
        guard self.series >= 0 else { return }
        flush()
        swap(&columns, &series[self.series].columns)
        (self.series, generation) = (-1, -1)
    }
}

/// The memory of a run's stage, freed with it. Doubles are trivial: a position is
/// initialized by storing it, and only stored positions are read.
final class Stage {
    let positions: UnsafeMutablePointer<Double>

    init(count: Int) {
        positions = .allocate(capacity: count)
    }

    deinit {
        positions.deallocate()
    }
}

extension Optional where Wrapped == AxisKind {
    /// The position of a number or date on an axis of this kind (`nan` for a missing
    /// value), or `nil` for what needs the general path: a category, the axis's first
    /// value, a value of another kind.
    @inlinable
    func plainPosition(of value: PlotAxisValue?) -> Double? {
        guard let value else { return .nan }
        return value.kind != .category && value.kind == self ? value.position : nil
    }
}

extension Optional where Wrapped == PlotAxisValue {
    /// Whether this value and `other` plot the same (both missing, or the same number,
    /// date or category), whatever their labels.
    @inlinable
    func plotsLike(_ other: PlotAxisValue?) -> Bool {
        switch (self, other) {
        case (nil, nil): return true
        case (let value?, let other?):
            guard value.kind == other.kind else { return false }
            return value.kind == .category ? value.category == other.category : value.position == other.position
        default: return false
        }
    }
}
