/// How often charts did their work, in this process: tests check that an update with equal
/// data neither lays out nor snapshots a chart again, and that hovering reuses the drawing.
@MainActor
public enum ChartCounters {
    /// Snapshots of any chart (GTK asks again after a queued redraw or a resize).
    public internal(set) static var snapshots = 0
    /// Layouts and new drawings of any chart (after its model, size or theme changed).
    public internal(set) static var layouts = 0
}
