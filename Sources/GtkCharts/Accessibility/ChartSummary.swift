/// The chart for screen readers: a text alternative (its accessible label, e.g. "Line
/// chart of BPM by Time") and a description of the data (how many samples, the time span,
/// minimum, maximum and average, and reference lines).
struct ChartSummary: Equatable {
    let label: String
    let description: String

    init(_ model: ChartModel) {
        let data = model.data
        // The samples are the marks of the chart's first kind (a line's points drawn again
        // as symbols are not counted twice); rules are reference lines.
        let firstKind = data.series.first { $0.kind != .rule }?.kind
        let values = data.series.filter { $0.kind == firstKind }
        let kind: String
        switch firstKind {
        case .line?: kind = "Line chart"
        case .point?: kind = "Point chart"
        case .area?: kind = "Area chart"
        case .bar?: kind = "Bar chart"
        default: kind = "Chart"
        }
        switch (data.y.label, data.x.label) {
        case let (y?, x?): label = "\(kind) of \(y) by \(x)"
        case let (y?, nil): label = "\(kind) of \(y)"
        default: label = kind
        }

        var count = 0
        var sum = 0.0
        var span = Span()
        var positions = Span()
        for series in values {
            count += series.statistics.count
            sum += series.statistics.sum
            span.include(series.statistics.values)
            positions.include(series.statistics.positions)
        }
        let (lowest, highest) = (span.lower, span.upper)
        let (first, last) = (positions.lower, positions.upper)
        guard count > 0 else {
            description = "No data."
            return
        }
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
        description = sentences.joined(separator: " ")
    }
}
