/// What a container attaches to a child widget whose placement depends on the child's
/// content: a stack gives a neighbour a ``Spacer``'s share only while nothing inside the
/// neighbour expands. After a container node places its own children, it asks the record on
/// its widget whether its parent must place it again — naming no concrete container.
@MainActor
class PlacementDependency {
    /// The records, on the widgets whose placement depends on their content.
    static let records = AttachedRecord<PlacementDependency>("gtkui-placement-dependency")

    /// Whether `widget`'s content changed so that its parent must place its children again.
    /// Subclasses override it; the default says no.
    func requiresPlacementAgain(of widget: GTK.Widget) -> Bool { false }

    /// Whether `widget`'s parent must place its children again after `widget`'s content
    /// changed.
    static func requiresPlacementAgain(of widget: GTK.Widget) -> Bool {
        records.existing(on: widget)?.requiresPlacementAgain(of: widget) ?? false
    }
}
