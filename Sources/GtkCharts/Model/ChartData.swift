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

    /// A mark's values as positions on the axes, registering categories and series names;
    /// `nil` (and counted) when a value does not fit its axis.
    mutating func plot(_ mark: MarkSpec, style: MarkStyle) -> PlottedMark? {
        guard x.accepts(mark.x), x.accepts(mark.x2), y.accepts(mark.y), y.accepts(mark.y2) else {
            skippedMarks += 1
            return nil
        }
        let xPosition = x.position(of: mark.x)
        let yPosition = y.position(of: mark.y)
        var x2 = x.position(of: mark.x2)
        // A date standing for a unit (a day) spans it, for bars.
        if mark.kind == .bar, mark.x2 == nil, let unit = mark.x?.unit,
           case .date(let seconds)? = mark.x?.value.storage,
           let end = Calendar.current.date(byAdding: unit, value: 1, to: Date(timeIntervalSinceReferenceDate: seconds)) {
            x2 = end.timeIntervalSinceReferenceDate
        }
        if let name = style.seriesValue, !seriesNames.contains(name) { seriesNames.append(name) }
        let seriesName = style.seriesValue ?? mark.series.map { ChartFormat.text(for: $0.value) }
        return PlottedMark(
            x: xPosition, x2: x2, y: yPosition, y2: y.position(of: mark.y2),
            seriesName: seriesName)
    }
}

/// One mark's positions; `nan` where the mark spans the axis.
struct PlottedMark {
    let x: Double
    let x2: Double
    let y: Double
    let y2: Double
    let seriesName: String?
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
    func accepts(_ value: AxisValue?) -> Bool {
        guard let value, let kind else { return true }
        return value.value.kind == kind
    }

    /// The position of `value`: the number, the date's seconds, or the category's index;
    /// `nan` for a missing value.
    mutating func position(of value: AxisValue?) -> Double {
        guard let value else { return .nan }
        if kind == nil {
            kind = value.value.kind
            label = value.label
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
    var xs: [Double] = []
    var ys: [Double] = []
    /// Where ranges end or start (bars, areas, rules); empty for lines and points.
    var x2s: [Double] = []
    var y2s: [Double] = []

    private var hasRanges: Bool { kind == .area || kind == .bar || kind == .rule }

    init(kind: MarkKind, style: MarkStyle, name: String?) {
        self.kind = kind
        self.style = style
        self.name = name
    }

    mutating func append(_ mark: PlottedMark) {
        xs.append(mark.x)
        ys.append(mark.y)
        if hasRanges {
            x2s.append(mark.x2)
            y2s.append(mark.y2)
        }
    }

    /// Puts lines and areas in `x` order (data may come unsorted; equal `x` keep their order).
    mutating func finish() {
        guard kind == .line || kind == .area, !Self.isSorted(xs) else { return }
        let order = xs.indices.sorted { a, b in
            let (xa, xb) = (xs[a], xs[b])
            return xa < xb || (xa == xb && a < b) || (!xa.isNaN && xb.isNaN)
        }
        xs = order.map { xs[$0] }
        ys = order.map { ys[$0] }
        if !x2s.isEmpty {
            x2s = order.map { x2s[$0] }
            y2s = order.map { y2s[$0] }
        }
    }

    private static func isSorted(_ values: [Double]) -> Bool {
        var previous = -Double.infinity
        for value in values {
            if value < previous || value.isNaN { return false }
            previous = value
        }
        return true
    }
}
