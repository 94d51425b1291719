/// The chart for screen readers: a text alternative (its accessible label, e.g. "Line
/// chart of BPM by Time") and a description of the data (how many samples, the time span,
/// minimum, maximum and average, and reference lines).
///
/// The label costs a few comparisons; the description formats dates and numbers, so
/// ``ChartCoordinator`` writes it only for charts on screen.
enum ChartSummary {
    /// The text alternative: the kind of chart and what it plots against what.
    static func label(_ model: ChartModel) -> String {
        let data = model.data
        let kind: String
        switch samplesKind(data) {
        case .line?: kind = "Line chart"
        case .point?: kind = "Point chart"
        case .area?: kind = "Area chart"
        case .bar?: kind = "Bar chart"
        default: kind = "Chart"
        }
        switch (data.y.label, data.x.label) {
        case let (y?, x?): return "\(kind) of \(y) by \(x)"
        case let (y?, nil): return "\(kind) of \(y)"
        default: return kind
        }
    }

    /// The data in sentences: how many samples over which span, their minimum, maximum and
    /// average, and the reference lines; "No data." without samples.
    static func description(_ model: ChartModel) -> String {
        let data = model.data
        let kind = samplesKind(data)
        var count = 0
        var sum = 0.0
        var span = Span()
        var positions = Span()
        for series in data.series where series.kind == kind {
            count += series.statistics.count
            sum += series.statistics.sum
            span.include(series.statistics.values)
            positions.include(series.statistics.positions)
        }
        let (lowest, highest) = (span.lower, span.upper)
        let (first, last) = (positions.lower, positions.upper)
        guard count > 0 else { return "No data." }
        var sentences: [String] = []
        var text = "\(count) \(count == 1 ? "sample" : "samples")"
        switch data.x.kind {
        case .date?:
            text += first < last
                ? " from \(ChartFormat.dateTime(first)) to \(ChartFormat.dateTime(last))"
                : " at \(ChartFormat.dateTime(first))"
        case .category?:
            text += " in \(data.x.categories.count) categories: \(data.x.categories.joined(separator: ", "))"
        default:
            if first.isFinite { text += " from \(ChartFormat.number(first)) to \(ChartFormat.number(last))" }
        }
        sentences.append(text + ".")
        if data.y.kind == .number || data.y.kind == nil {
            let name = data.y.label.map { "\($0): " } ?? ""
            sentences.append("\(name)minimum \(ChartFormat.number(lowest)), maximum \(ChartFormat.number(highest)), average \(ChartFormat.number(sum / Double(count))).")
        }
        for rule in data.series where rule.kind == .rule {
            for y in rule.ys where y.isFinite {
                sentences.append("Reference line at \(ChartFormat.number(y)).")
            }
        }
        return sentences.joined(separator: " ")
    }

    /// The samples are the marks of the chart's first kind (a line's points drawn again as
    /// symbols are not counted twice); rules are reference lines.
    private static func samplesKind(_ data: ChartData) -> MarkKind? {
        data.series.first { $0.kind != .rule }?.kind
    }
}
