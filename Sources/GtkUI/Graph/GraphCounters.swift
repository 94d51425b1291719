/// Counters of the work the view graph does, for tests and benchmarks.
///
/// They show that only what changed re-renders: a change to one row of a thousand should
/// add one body evaluation, not a thousand.
@MainActor
public enum GraphCounters {
    /// `body` evaluations of composite views.
    public private(set) static var bodyEvaluations = 0
    /// Body evaluations skipped because a view's inputs were equal to the last ones.
    public private(set) static var bodiesSkipped = 0
    /// `makeWidget` calls.
    public private(set) static var widgetsMade = 0
    /// `updateWidget` calls.
    public private(set) static var widgetUpdates = 0
    /// `dismantleWidget` calls.
    public private(set) static var widgetsDismantled = 0
    /// Calls of the property setters of the `GTK` handles (`label.text = …`), and of the
    /// methods that change a widget (`addCSSClass`, `setChildren` when it moves children).
    public private(set) static var gtkSetterCalls = 0

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
            bodyEvaluations: bodyEvaluations, bodiesSkipped: bodiesSkipped, widgetsMade: widgetsMade,
            widgetUpdates: widgetUpdates, widgetsDismantled: widgetsDismantled,
            gtkSetterCalls: gtkSetterCalls)
    }

    static func bodyEvaluated() { bodyEvaluations += 1 }
    static func bodySkipped() { bodiesSkipped += 1 }
    static func widgetMade() { widgetsMade += 1 }
    static func widgetUpdated() { widgetUpdates += 1 }
    static func widgetDismantled() { widgetsDismantled += 1 }
    static func gtkSetterCalled() { gtkSetterCalls += 1 }
}
