import CGtk

/// Makes a parent's children exactly a list of widgets, in order, with the fewest
/// removals and moves: children not in the list are removed, the rest are moved only when
/// they are not already after the right sibling.
@MainActor
package struct ChildList {
    package init(
        insertAfter: @escaping (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>?) -> Void,
        remove: @escaping (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        self.insertAfter = insertAfter
        self.remove = remove
    }

    /// Inserts (or moves) a child after a sibling; `nil` means first.
    package let insertAfter: (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>?) -> Void
    /// Removes a child.
    package let remove: (UnsafeMutablePointer<GtkWidget>) -> Void

    package func set(_ widgets: [GTK.Widget], in parent: UnsafeMutablePointer<GtkWidget>) {
        let wanted = WantedChildren(widgets)
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            if !wanted.contains(current) {
                SetterCounter.count()
                remove(current)
            }
        }
        var previous: UnsafeMutablePointer<GtkWidget>?
        for index in widgets.indices {
            let widget = widgets[index].widgetPointer
            if gtk_widget_get_parent(widget) != parent || gtk_widget_get_prev_sibling(widget) != previous {
                SetterCounter.count()
                insertAfter(widget, previous)
            }
            previous = widget
        }
    }
}

/// The widgets a parent should have, asked whether it has each child: a few (a stack, a
/// row) are compared in place, so placing them allocates nothing; many go into a set.
/// Plain loops, not closures: a closure made here would be the main actor's, and checked
/// at run time on every call.
@MainActor
private struct WantedChildren {
    private let widgets: [GTK.Widget]
    private let set: Set<UnsafeMutableRawPointer>?

    package init(_ widgets: [GTK.Widget]) {
        self.widgets = widgets
        guard widgets.count > 8 else {
            set = nil
            return
        }
        var set = Set<UnsafeMutableRawPointer>(minimumCapacity: widgets.count)
        for widget in widgets { set.insert(UnsafeMutableRawPointer(widget.widgetPointer)) }
        self.set = set
    }

    package func contains(_ child: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if let set { return set.contains(UnsafeMutableRawPointer(child)) }
        for widget in widgets where widget.widgetPointer == child { return true }
        return false
    }
}
