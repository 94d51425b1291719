/// Counts the calls that change a widget, for tests and benchmarks: the property setters
/// of the `GTK` handles (`label.text = …`) and the methods that change a widget
/// (`addCSSClass`, `setChildren` when it moves children).
///
/// GtkKit owns the count; the declarative layer reads it (GtkUI's `GraphCounters`) to show
/// that an update changes only what differs.
@MainActor
public enum SetterCounter {
    /// Setter calls since the process started.
    public static var calls: Int { count_ }

    /// Private so that the optimizer sees every access: each is a plain increment, which
    /// needs no run-time exclusivity check (a public variable would).
    private static var count_ = 0

    /// Records one setter call.
    package static func count() { count_ += 1 }
}
