/// What a mark draws.
@usableFromInline
enum MarkKind: Hashable, Sendable, CaseIterable {
    case line, point, area, rule, bar, rectangle
}

/// One mark's values, without its style: a position (`x`, `y`) and, for ranges (bars,
/// areas, rules), where it starts or ends (`x2`, `y2`). A missing value spans the whole
/// axis (a `RuleMark(y:)` crosses the plot).
@usableFromInline
struct MarkSpec {
    let kind: MarkKind
    var x: PlotAxisValue?
    var x2: PlotAxisValue?
    var y: PlotAxisValue?
    var y2: PlotAxisValue?
    /// The line a `LineMark(x:y:series:)` belongs to.
    var series: PlotAxisValue?

    @usableFromInline
    init(
        kind: MarkKind, x: PlotAxisValue? = nil, x2: PlotAxisValue? = nil, y: PlotAxisValue? = nil,
        y2: PlotAxisValue? = nil, series: PlotAxisValue? = nil
    ) {
        self.kind = kind
        self.x = x
        self.x2 = x2
        self.y = y
        self.y2 = y2
        self.series = series
    }
}
