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
        var lowest = Double.infinity
        var highest = -Double.infinity
        var first = Double.infinity
        var last = -Double.infinity
        for series in values {
            for (x, y) in zip(series.xs, series.ys) where y.isFinite {
                count += 1
                sum += y
                lowest = min(lowest, y)
                highest = max(highest, y)
                if x.isFinite {
                    first = min(first, x)
                    last = max(last, x)
                }
            }
        }
        guard count > 0 else {
            description = "No data."
            return
        }
        var sentences: [String] = []
        var span = "\(count) \(count == 1 ? "sample" : "samples")"
        switch data.x.kind {
        case .date?:
            span += first < last
                ? " from \(ChartFormat.dateTime(first)) to \(ChartFormat.dateTime(last))"
                : " at \(ChartFormat.dateTime(first))"
        case .category?:
            span += " in \(data.x.categories.count) categories: \(data.x.categories.joined(separator: ", "))"
        default:
            if first.isFinite { span += " from \(ChartFormat.number(first)) to \(ChartFormat.number(last))" }
        }
        sentences.append(span + ".")
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
