/// What a mark draws.
enum MarkKind: Hashable, Sendable {
    case line, point, area, rule, bar
}

/// One mark's values, without its style: a position (`x`, `y`) and, for ranges (bars,
/// areas, rules), where it starts or ends (`x2`, `y2`). A missing value spans the whole
/// axis (a `RuleMark(y:)` crosses the plot).
struct MarkSpec {
    let kind: MarkKind
    var x: AxisValue?
    var x2: AxisValue?
    var y: AxisValue?
    var y2: AxisValue?
    /// The line a `LineMark(x:y:series:)` belongs to.
    var series: AxisValue?
}
