/// Gathers a chart's marks, with the style their modifiers set, into series: columns of
/// positions (``MarkSeries``).
///
/// A chart of a million samples hands it a million marks, so the path of one mark is kept
/// short. Each kind of mark has an open run (``OpenRun``): the series its last mark went
/// to. A mark of that kind under the same modifiers, with numbers or dates on axes that
/// already plot them, is staged there — code inlined into the chart's loop over its data,
/// a few stores with no lookup, call or copy of the style. The first mark of a series,
/// categories, date units and a change of series take the general path.
@MainActor
public final class _ChartContentCollector {
    // The collector's state is touched only by its own methods, one at a time on the main
    // actor; content of yours runs between them, never inside one. Swift's dynamic
    // exclusivity checks would cost more than the work they guard on the path of a mark.

    /// A number for the current style: marks collected under equal numbers have equal
    /// styles.
    @usableFromInline @exclusivity(unchecked) var styleGeneration = 0
    @usableFromInline @exclusivity(unchecked) var lines = OpenRun()
    @usableFromInline @exclusivity(unchecked) var points = OpenRun()
    @usableFromInline @exclusivity(unchecked) var areas = OpenRun()
    @usableFromInline @exclusivity(unchecked) var rules = OpenRun()
    @usableFromInline @exclusivity(unchecked) var bars = OpenRun()
    @usableFromInline @exclusivity(unchecked) var rectangles = OpenRun()

    /// The style modifiers around the content being collected set (inner ones win).
    @exclusivity(unchecked) private var style = MarkStyle()
    @exclusivity(unchecked) private var nextGeneration = 1
    /// The annotations of the marks being collected (`.annotation`, outermost first).
    @exclusivity(unchecked) private var annotations: [ChartAnnotationSpec] = []
    /// The style and number of the run opened last.
    @exclusivity(unchecked) private var lastOpened: (style: MarkStyle, generation: Int)?
    @exclusivity(unchecked) private var data = ChartData()
    @exclusivity(unchecked) private var seriesIndex: [SeriesKey: Int] = [:]
    /// How many elements the innermost `ForEach` being collected has: a series it starts
    /// reserves room for that many marks (and gives back what it did not use).
    @exclusivity(unchecked) private var expectedMarks = 0

    @usableFromInline
    init() {}

    /// The chart's data, once the content has handed over its marks.
    func finish() -> ChartData {
        for kind in MarkKind.allCases { close(kind) }
        var data = data
        for index in data.series.indices { data.series[index].finish() }
        if data.series.contains(where: { $0.kind == .bar || $0.kind == .area }) { Stacking.apply(to: &data) }
        return data
    }

    /// Applies `change` to the style of the marks collected until ``endStyle(_:)`` gets
    /// what this returns. (A pair of calls rather than a method taking the content as a
    /// closure: the content stays in the caller's code, where the compiler sees it.)
    @usableFromInline
    func beginStyle(_ change: (inout MarkStyle) -> Void) -> SavedStyle {
        let saved = SavedStyle(style: style, generation: styleGeneration)
        change(&style)
        // A modifier inside a `ForEach` applies once per element: when it makes the style
        // of the last marks, they keep their number, so the next marks join them directly.
        if let lastOpened, style == lastOpened.style {
            styleGeneration = lastOpened.generation
        } else {
            styleGeneration = nextGeneration
            nextGeneration += 1
        }
        if !annotations.isEmpty { styleGeneration = Self.annotatedGeneration }
        return saved
    }

    /// The style number of annotated marks: no run takes them, so each takes the general
    /// path, where its annotation is recorded.
    private static let annotatedGeneration = -2

    /// Gives the marks collected until ``endAnnotation(_:)`` the annotation `box` holds too.
    @usableFromInline
    func beginAnnotation(_ box: ChartAnnotationSpecBox) -> SavedAnnotation {
        let saved = SavedAnnotation(generation: styleGeneration)
        annotations.append(box.spec)
        styleGeneration = Self.annotatedGeneration
        return saved
    }

    /// Restores what ``beginAnnotation(_:)`` changed.
    @usableFromInline
    func endAnnotation(_ saved: SavedAnnotation) {
        annotations.removeLast()
        styleGeneration = saved.generation
    }

    /// Restores the style ``beginStyle(_:)`` changed.
    @usableFromInline
    func endStyle(_ saved: SavedStyle) {
        (style, styleGeneration) = (saved.style, saved.generation)
    }

    /// Says that the content collected until ``endExpecting(_:)`` makes about `count` marks
    /// of each kind (a `ForEach` of `count` elements), so that new series reserve room for
    /// them; returns what to give ``endExpecting(_:)``.
    @usableFromInline
    func beginExpecting(_ count: Int) -> Int {
        defer { expectedMarks = count }
        return expectedMarks
    }

    /// Restores the expectation ``beginExpecting(_:)`` replaced.
    @usableFromInline
    func endExpecting(_ saved: Int) {
        expectedMarks = saved
    }

    /// Adds one mark with the current style to its series: a mark of `kind` at `x` and `y`,
    /// ranges ending or starting at `x2` and `y2`, on the line `series` names. A missing
    /// value spans its axis. A mark whose values do not fit the chart's axes (a date where
    /// the other marks plot numbers) is counted and left out.
    @inlinable
    func add(
        _ kind: MarkKind, x: PlotAxisValue?, x2: PlotAxisValue? = nil, y: PlotAxisValue?, y2: PlotAxisValue? = nil,
        series: PlotAxisValue? = nil
    ) {
        let generation = styleGeneration
        let staged = withRun(kind) { run in
            run.stage(generation: generation, x: x, x2: x2, y: y, y2: y2, series: series, spansUnit: true)
        }
        if !staged { addInGeneral(MarkSpec(kind: kind, x: x, x2: x2, y: y, y2: y2, series: series)) }
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
        case .rectangle: return body(&rectangles)
        }
    }

    /// Adds a mark that its kind's open run does not take.
    @usableFromInline
    func addInGeneral(_ mark: MarkSpec) {
        let kind = mark.kind
        close(kind)
        guard let (plotted, name) = data.plot(mark, style: style) else { return }
        let key = SeriesKey(kind: kind, style: style, name: name)
        let index: Int
        if let existing = seriesIndex[key] {
            index = existing
        } else {
            index = data.series.count
            data.series.append(MarkSeries(kind: kind, style: style, name: name))
            seriesIndex[key] = index
            data.series[index].columns.reserveCapacity(expectedMarks, using: SpareColumns.array(reserving:))
        }
        data.series[index].append(plotted)
        if !annotations.isEmpty {
            for spec in annotations {
                data.annotations.append(ChartAnnotation(
                    spec: spec, series: index, index: data.series[index].xs.count - 1, x: plotted.x, y: plotted.y))
            }
            return  // no run: the next annotated mark comes here too
        }
        open(kind, series: index, seriesValue: mark.series)
    }

    /// Opens the run of `kind` on series `index`, for marks with the current style and
    /// `seriesValue`.
    private func open(_ kind: MarkKind, series index: Int, seriesValue: PlotAxisValue?) {
        let (generation, xKind, yKind) = (styleGeneration, data.x.kind, data.y.kind)
        _ = withRun(kind) { run in
            run.open(&data.series[index], at: index, generation: generation, seriesValue: seriesValue,
                     xKind: xKind, yKind: yKind)
            return true
        }
        lastOpened = (style, generation)
    }

    /// Gives the columns of the run of `kind`, with its staged marks, back to their series.
    private func close(_ kind: MarkKind) {
        _ = withRun(kind) { run in
            run.close(into: &data.series)
            return true
        }
    }
}

/// The style around some content, kept while the content's own modifiers apply.
@usableFromInline
struct SavedStyle {
    let style: MarkStyle
    let generation: Int
}

/// The style number around annotated content, kept while the content's own annotation applies.
@usableFromInline
struct SavedAnnotation {
    let generation: Int
}

/// Which series a mark belongs to: marks of one kind with one style and series name.
struct SeriesKey: Hashable {
    let kind: MarkKind
    let style: MarkStyle
    let name: String?
}
