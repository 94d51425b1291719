/// A representable whose widget holds the widgets of declarative content: stacks over
/// `GtkBox`, a button over `GtkButton`'s child, or any GTK container you wrap.
///
/// GtkUI builds ``content`` into nodes and calls ``placeChildren(_:in:context:)`` with the
/// content's widgets, in order, after making the widget and whenever the content's widgets
/// change (a branch switches, a view appears or leaves), and after an update whose value
/// ``placementChanged(from:)`` says places them differently. GTK lays the children out.
@MainActor @preconcurrency
public protocol ContainerRepresentable: WidgetRepresentable {
    /// The type of the views inside.
    associatedtype Content: View

    /// The views inside.
    var content: Content { get }

    /// Makes `widget`'s children exactly `children`, in order (moving as few as possible).
    func placeChildren(_ children: [GTK.Widget], in widget: WidgetType, context: Context)

    /// Whether this value places the same children differently than `previous` did (an
    /// alignment changed, say), so that an update must place them again. The default,
    /// `true`, places them after every update; containers whose placement reads only a few
    /// of their own values compare those.
    func placementChanged(from previous: Self) -> Bool

    /// The child that takes the container's place in its parent, for a container that
    /// only gives its child a layout the child can take itself (a fixed frame around a
    /// chart): GtkUI then puts that child where the container's widget would go, and
    /// leaves the container's widget empty. Set on the child what the container would
    /// have been. `nil`, the default, places the children in the container's widget.
    func _standIn(for children: [GTK.Widget], context: Context) -> GTK.Widget?

    /// Puts back what ``_standIn(for:context:)`` set on `child`, which no longer takes
    /// the container's place.
    func _release(standIn child: GTK.Widget, context: Context)
}

extension ContainerRepresentable {
    public func placementChanged(from previous: Self) -> Bool { true }

    public func _standIn(for children: [GTK.Widget], context: Context) -> GTK.Widget? { nil }

    public func _release(standIn child: GTK.Widget, context: Context) {}
}
