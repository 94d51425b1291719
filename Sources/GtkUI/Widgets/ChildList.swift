import CGtk

/// Makes a parent's children exactly a list of widgets, in order, with the fewest
/// removals and moves: children not in the list are removed, the rest are moved only when
/// they are not already after the right sibling.
@MainActor
struct ChildList {
    /// Inserts (or moves) a child after a sibling; `nil` means first.
    let insertAfter: (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>?) -> Void
    /// Removes a child.
    let remove: (UnsafeMutablePointer<GtkWidget>) -> Void

    func set(_ widgets: [GTK.Widget], in parent: UnsafeMutablePointer<GtkWidget>) {
        let wanted = Set(widgets.map { UnsafeMutableRawPointer($0.widgetPointer) })
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            if !wanted.contains(UnsafeMutableRawPointer(current)) {
                GraphCounters.gtkSetterCalled()
                remove(current)
            }
        }
        var previous: UnsafeMutablePointer<GtkWidget>?
        for widget in widgets.map(\.widgetPointer) {
            if gtk_widget_get_parent(widget) != parent || gtk_widget_get_prev_sibling(widget) != previous {
                GraphCounters.gtkSetterCalled()
                insertAfter(widget, previous)
            }
            previous = widget
        }
    }
}
