import Foundation

/// The marks of a chart, gathered into series with their values as axis positions.
struct ChartData: Equatable {
    var series: [MarkSeries] = []
    var x = AxisData()
    var y = AxisData()
    /// The `.foregroundStyle(by:)` values, in order of first appearance: the legend.
    var seriesNames: [String] = []
    /// Marks left out because a value did not fit its axis (a date where the chart plots
    /// numbers).
    var skippedMarks = 0
    /// The marks' annotations (`.annotation`), in the order of their marks.
    var annotations: [ChartAnnotation] = []

    /// A mark's values as positions on the axes, and the name of its series, registering
    /// categories and series names; `nil` (and counted) when a value does not fit its axis.
    mutating func plot(_ mark: MarkSpec, style: MarkStyle) -> (PlottedMark, seriesName: String?)? {
        guard x.accepts(mark.x), x.accepts(mark.x2), y.accepts(mark.y), y.accepts(mark.y2) else {
            skippedMarks += 1
            return nil
        }
        var xPosition = x.position(of: mark.x)
        let yPosition = y.position(of: mark.y)
        var x2 = x.position(of: mark.x2)
        // A date standing for a unit (a day) is binned to it, as in Swift Charts: a bar
        // spans the unit, other marks sit in its middle.
        if mark.x2 == nil, let unit = mark.x?.unit, case .date(let seconds)? = mark.x?.value.storage,
           let interval = Calendar.current.dateInterval(of: unit, for: Date(timeIntervalSinceReferenceDate: seconds)) {
            let start = interval.start.timeIntervalSinceReferenceDate
            let end = interval.end.timeIntervalSinceReferenceDate
            if mark.kind == .bar {
                (xPosition, x2) = (start, end)
            } else {
                xPosition = (start + end) / 2
            }
        }
        if let name = style.seriesValue, !seriesNames.contains(name) { seriesNames.append(name) }
        let seriesName = style.seriesValue ?? mark.series.map { ChartFormat.text(for: $0.value) }
        return (PlottedMark(x: xPosition, x2: x2, y: yPosition, y2: y.position(of: mark.y2)), seriesName)
    }
}

/// One mark's positions; `nan` where the mark spans the axis.
struct PlottedMark {
    let x: Double
    let x2: Double
    let y: Double
    let y2: Double
}

/// What one axis plots: its kind and name, from the first mark that sets it, and its
/// categories in order of first appearance.
struct AxisData: Equatable {
    var kind: AxisKind?
    var label: String?
    var categories: [String] = []
    private var categoryIndex: [String: Int] = [:]

    static func == (lhs: AxisData, rhs: AxisData) -> Bool {
        lhs.kind == rhs.kind && lhs.label == rhs.label && lhs.categories == rhs.categories
    }

    /// Whether `value` fits this axis (a missing value always does).
    func accepts(_ value: PlotAxisValue?) -> Bool {
        guard let value, let kind else { return true }
        return value.kind == kind
    }

    /// The position of `value`: the number, the date's seconds, or the category's index;
    /// `nan` for a missing value.
    mutating func position(of value: PlotAxisValue?) -> Double {
        guard let value else { return .nan }
        if kind == nil {
            kind = value.value.kind
            label = value.label.string
        }
        switch value.value.storage {
        case .number(let number): return number
        case .date(let seconds): return seconds
        case .category(let name):
            if let index = categoryIndex[name] { return Double(index) }
            categoryIndex[name] = categories.count
            categories.append(name)
            return Double(categories.count - 1)
        }
    }
}

/// The marks of one kind, style and series, in columns.
struct MarkSeries: Equatable {
    let kind: MarkKind
    let style: MarkStyle
    let name: String?
    var columns: SeriesColumns
    /// The marks' own values, when stacking moved them (see ``Stacking``): what read-outs
    /// say; `nil` when the columns hold them.
    private(set) var unstackedValues: [Double]?
    /// Whether stacking moved the x values (horizontal bars) rather than the y values.
    private(set) var stackedAlongX = false

    var xs: [Double] { columns.xs }
    var ys: [Double] { columns.ys }
    /// Where ranges end or start (bars, areas, rules); empty for lines and points.
    var x2s: [Double] { columns.x2s }
    var y2s: [Double] { columns.y2s }
    /// What the marks add up to, as they came.
    var statistics: SeriesStatistics { columns.statistics }

    init(kind: MarkKind, style: MarkStyle, name: String?) {
        self.kind = kind
        self.style = style
        self.name = name
        columns = SeriesColumns(hasRanges: kind != .line && kind != .point)
    }

    /// The value of mark `index` along the value axis (y, or x for horizontal bars), as
    /// it came: stacking moves where it is drawn, not what it says.
    func value(at index: Int, horizontal: Bool) -> Double {
        if horizontal == stackedAlongX, let unstackedValues, unstackedValues.indices.contains(index) {
            return unstackedValues[index]
        }
        return horizontal ? xs[index] : ys[index]
    }

    /// Draws the marks from `starts` to `ends` along the value axis (see ``Stacking``).
    mutating func stack(ends: [Double], starts: [Double], horizontal: Bool) {
        let horizontal = horizontal && kind == .bar
        unstackedValues = horizontal ? xs : ys
        stackedAlongX = horizontal
        columns.replaceValues(ends: ends, starts: starts, horizontal: horizontal)
    }

    mutating func append(_ mark: PlottedMark) {
        columns.append(x: mark.x, x2: mark.x2, y: mark.y, y2: mark.y2)
    }

    /// Gives back room reserved for marks that did not come, and puts lines and areas in
    /// `x` order (data may come unsorted; equal `x` keep their order).
    mutating func finish() {
        columns.fit()
        if kind == .line || kind == .area, !statistics.isSortedByX { columns.sortByX() }
    }
}
