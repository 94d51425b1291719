/// Gathers a chart's marks, with the style their modifiers set, into series: columns of
/// positions (``MarkSeries``).
///
/// A chart of a million samples hands it a million marks, so the path of one mark is kept
/// short. Each kind of mark has an open run: the columns of the series its last mark went
/// to. A mark of that kind under the same modifiers, with numbers or dates on axes that
/// already plot them, is appended to those columns — code inlined into the chart's loop
/// over its data, with no lookup, no copy of the style and no call. The first mark of a
/// series, categories, date units and a change of series take the general path.
@MainActor
public final class _ChartContentCollector {
    // The collector's state is touched only by its own methods, one at a time on the main
    // actor, and never while content of yours runs: Swift's dynamic exclusivity checks
    // would cost more than the work they guard on the path of each mark.

    /// A number for the current style: marks collected under equal numbers have equal
    /// styles.
    @usableFromInline @exclusivity(unchecked) var styleGeneration = 0
    @usableFromInline @exclusivity(unchecked) var lines = OpenRun()
    @usableFromInline @exclusivity(unchecked) var points = OpenRun()
    @usableFromInline @exclusivity(unchecked) var areas = OpenRun()
    @usableFromInline @exclusivity(unchecked) var rules = OpenRun()
    @usableFromInline @exclusivity(unchecked) var bars = OpenRun()

    /// The style modifiers around the content being collected set (inner ones win).
    @exclusivity(unchecked) private var style = MarkStyle()
    @exclusivity(unchecked) private var nextGeneration = 1
    /// The style and number of the run opened last.
    @exclusivity(unchecked) private var lastOpened: (style: MarkStyle, generation: Int)?
    @exclusivity(unchecked) private var data = ChartData()
    @exclusivity(unchecked) private var seriesIndex: [SeriesKey: Int] = [:]
    /// How many elements the innermost `ForEach` being collected has: a series it starts
    /// reserves room for that many marks (and gives back what it did not use).
    @exclusivity(unchecked) private var expectedMarks = 0

    private init() {}

    /// Collects the marks `content` hands over and returns the chart's data.
    static func collect(_ content: (_ChartContentCollector) -> Void) -> ChartData {
        let collector = _ChartContentCollector()
        content(collector)
        for kind in MarkKind.allCases { collector.close(kind) }
        var data = collector.data
        for index in data.series.indices { data.series[index].finish() }
        return data
    }

    /// Applies `change` to the style of the marks `content` collects.
    @usableFromInline
    func withStyle(_ change: (inout MarkStyle) -> Void, collect content: () -> Void) {
        let saved = (style, styleGeneration)
        change(&style)
        // A modifier inside a `ForEach` applies once per element: when it makes the style
        // of the last marks, they keep their number, so the next marks join them directly.
        if let lastOpened, style == lastOpened.style {
            styleGeneration = lastOpened.generation
        } else {
            styleGeneration = nextGeneration
            nextGeneration += 1
        }
        content()
        (style, styleGeneration) = saved
    }

    /// Collects `content` knowing that it makes about `count` marks of each kind
    /// (a `ForEach` of `count` elements), so that new series reserve room for them.
    @usableFromInline
    func expecting(_ count: Int, collect content: () -> Void) {
        let saved = expectedMarks
        expectedMarks = count
        content()
        expectedMarks = saved
    }

    /// Adds one mark with the current style to its series: a mark of `kind` at `x` and `y`,
    /// ranges ending or starting at `x2` and `y2`, on the line `series` names. A missing
    /// value spans its axis. A mark whose values do not fit the chart's axes (a date where
    /// the other marks plot numbers) is counted and left out.
    @inlinable
    func add(
        _ kind: MarkKind, x: AxisValue?, x2: AxisValue? = nil, y: AxisValue?, y2: AxisValue? = nil,
        series: AxisValue? = nil
    ) {
        let generation = styleGeneration
        let appended = withRun(kind) { run in
            run.append(generation: generation, x: x, x2: x2, y: y, y2: y2, series: series, spansUnit: kind == .bar)
        }
        if !appended { addInGeneral(kind, x: x, x2: x2, y: y, y2: y2, series: series) }
    }

    /// Runs `body` on the open run of `kind` (a constant where marks are inlined, so the
    /// switch goes away).
    @inlinable
    func withRun(_ kind: MarkKind, _ body: (inout OpenRun) -> Bool) -> Bool {
        switch kind {
        case .line: return body(&lines)
        case .point: return body(&points)
        case .area: return body(&areas)
        case .rule: return body(&rules)
        case .bar: return body(&bars)
        }
    }

    @usableFromInline
    func addInGeneral(
        _ kind: MarkKind, x: AxisValue?, x2: AxisValue?, y: AxisValue?, y2: AxisValue?, series: AxisValue?
    ) {
        let mark = MarkSpec(kind: kind, x: x, x2: x2, y: y, y2: y2, series: series)
        guard let (plotted, name) = data.plot(mark, style: style) else { return }
        close(kind)
        let key = SeriesKey(kind: kind, style: style, name: name)
        let index: Int
        if let existing = seriesIndex[key] {
            index = existing
        } else {
            index = data.series.count
            data.series.append(MarkSeries(kind: kind, style: style, name: name))
            seriesIndex[key] = index
        }
        data.series[index].append(plotted)
        open(kind, series: index, generation: styleGeneration, seriesValue: series?.value)
    }

    /// Moves the columns of series `index` into the open run of `kind`.
    private func open(_ kind: MarkKind, series index: Int, generation: Int, seriesValue: _PlotValue?) {
        var run = OpenRun()
        run.series = index
        run.generation = generation
        run.seriesValue = seriesValue
        run.xKind = data.x.kind
        run.yKind = data.y.kind
        swap(&run.columns, &data.series[index].columns)
        run.columns.reserveCapacity(expectedMarks)
        _ = withRun(kind) { open in
            open = run
            return true
        }
        lastOpened = (style, generation)
    }

    /// Gives the open run's columns back to their series.
    private func close(_ kind: MarkKind) {
        var run = OpenRun()
        _ = withRun(kind) { open in
            swap(&run, &open)
            return true
        }
        guard run.series >= 0 else { return }
        swap(&run.columns, &data.series[run.series].columns)
    }
}

/// The series the last mark of one kind went to, with its columns moved in, and what
/// sent the mark there: the style's number, the mark's own series value, and the axes'
/// kinds at the time.
@usableFromInline
struct OpenRun {
    /// The index of the series; -1 when no run is open (`generation` never matches then).
    @usableFromInline var series = -1
    @usableFromInline var generation = -1
    @usableFromInline var seriesValue: _PlotValue?
    @usableFromInline var xKind: AxisKind?
    @usableFromInline var yKind: AxisKind?
    @usableFromInline var columns = SeriesColumns()

    @inlinable
    init() {}

    /// Appends a mark that belongs here — the same style number and series value,
    /// numbers or dates of the axes' kinds, no date unit to span — and says whether it did.
    @inlinable
    mutating func append(
        generation: Int, x: AxisValue?, x2: AxisValue?, y: AxisValue?, y2: AxisValue?, series: AxisValue?,
        spansUnit: Bool
    ) -> Bool {
        guard generation == self.generation, series?.value == seriesValue, !spansUnit || x?.unit == nil,
              let x1 = xKind.plainPosition(of: x), let y1 = yKind.plainPosition(of: y),
              let x2 = xKind.plainPosition(of: x2), let y2 = yKind.plainPosition(of: y2)
        else { return false }
        columns.append(x: x1, x2: x2, y: y1, y2: y2)
        return true
    }
}

extension Optional where Wrapped == AxisKind {
    /// The position of a number or date on an axis of this kind (`nan` for a missing
    /// value), or `nil` for what needs the general path: a category, the axis's first
    /// value, a value of another kind.
    @inlinable
    func plainPosition(of value: AxisValue?) -> Double? {
        guard let value else { return .nan }
        switch value.value.storage {
        case .number(let number): return self == .number ? number : nil
        case .date(let seconds): return self == .date ? seconds : nil
        case .category: return nil
        }
    }
}

/// Which series a mark belongs to: marks of one kind with one style and series name.
struct SeriesKey: Hashable {
    let kind: MarkKind
    let style: MarkStyle
    let name: String?
}
