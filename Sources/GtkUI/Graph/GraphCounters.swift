/// Counters of the work the view graph does, for tests and benchmarks.
///
/// They show that only what changed re-renders: a change to one row of a thousand should
/// add one body evaluation, not a thousand.
@MainActor
public enum GraphCounters {
    /// `body` evaluations of composite views.
    public static var bodyEvaluations: Int { counts.bodyEvaluations }
    /// Body evaluations skipped because a view's inputs were equal to the last ones.
    public static var bodiesSkipped: Int { counts.bodiesSkipped }
    /// `makeWidget` calls.
    public static var widgetsMade: Int { counts.widgetsMade }
    /// `updateWidget` calls.
    public static var widgetUpdates: Int { counts.widgetUpdates }
    /// `dismantleWidget` calls.
    public static var widgetsDismantled: Int { counts.widgetsDismantled }
    /// Calls of the property setters of the `GTK` handles (`label.text = …`), and of the
    /// methods that change a widget (`addCSSClass`, `setChildren` when it moves children):
    /// GtkKit counts them (`SetterCounter`), the graph reads the count.
    public static var gtkSetterCalls: Int { SetterCounter.calls }

    /// The graph's own counts, private so that the optimizer sees every access: each is a
    /// plain increment, so none needs a run-time exclusivity check (a public variable would).
    private static var counts = GraphCounts()

    private struct GraphCounts {
        var bodyEvaluations = 0
        var bodiesSkipped = 0
        var widgetsMade = 0
        var widgetUpdates = 0
        var widgetsDismantled = 0
    }

    /// All counters, for comparing before and after.
    public struct Snapshot: Equatable, Sendable {
        public var bodyEvaluations: Int
        public var bodiesSkipped: Int
        public var widgetsMade: Int
        public var widgetUpdates: Int
        public var widgetsDismantled: Int
        public var gtkSetterCalls: Int

        /// The counts between `earlier` and this snapshot.
        public func since(_ earlier: Snapshot) -> Snapshot {
            Snapshot(
                bodyEvaluations: bodyEvaluations - earlier.bodyEvaluations,
                bodiesSkipped: bodiesSkipped - earlier.bodiesSkipped,
                widgetsMade: widgetsMade - earlier.widgetsMade,
                widgetUpdates: widgetUpdates - earlier.widgetUpdates,
                widgetsDismantled: widgetsDismantled - earlier.widgetsDismantled,
                gtkSetterCalls: gtkSetterCalls - earlier.gtkSetterCalls)
        }
    }

    /// The counters now.
    public static var snapshot: Snapshot {
        Snapshot(
            bodyEvaluations: counts.bodyEvaluations, bodiesSkipped: counts.bodiesSkipped,
            widgetsMade: counts.widgetsMade, widgetUpdates: counts.widgetUpdates,
            widgetsDismantled: counts.widgetsDismantled, gtkSetterCalls: SetterCounter.calls)
    }

    static func bodyEvaluated() { counts.bodyEvaluations += 1 }
    static func bodySkipped() { counts.bodiesSkipped += 1 }
    static func widgetMade() { counts.widgetsMade += 1 }
    static func widgetUpdated() { counts.widgetUpdates += 1 }
    static func widgetDismantled() { counts.widgetsDismantled += 1 }
}
