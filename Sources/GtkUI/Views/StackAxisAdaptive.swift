import CGtk

/// A widget whose layout depends on the axis of the stack it is placed in: ``Spacer``
/// expands along it, ``Divider`` draws across it.
///
/// Stacks (`HStack`, `VStack`, `ScrollView`'s column) call ``StackAxis/adapt(_:to:)`` on
/// each child when they place their children; an adaptive widget sets its own GTK
/// properties (comparing first), and the stack leaves its alignment alone. A widget outside
/// any stack keeps the default it was made with. Only the widget handle the representable
/// made is recognised, so the marker survives as long as the widget.
@MainActor
protocol StackAxisAdaptive: GTK.Widget {
    func adapt(toStackAxis axis: Axis)
}

/// How stacks hand their axis to their children.
@MainActor
enum StackAxis {
    /// Adapts `child` to `axis` when it is a ``StackAxisAdaptive`` widget; returns whether
    /// it was one.
    @discardableResult
    static func adapt(_ child: GTK.Widget, to axis: Axis) -> Bool {
        guard let adaptive = child as? any StackAxisAdaptive else { return false }
        adaptive.adapt(toStackAxis: axis)
        return true
    }
}

extension StackAxis {
    /// The cross-axis alignment of a stack child: children that expand across the stack
    /// (a `Color`, a row holding a `Spacer`, a `ScrollView`) fill it, as flexible views do
    /// in SwiftUI; the others take the stack's `alignment`.
    static func crossAlignment(of child: GTK.Widget, in axis: Axis, _ alignment: GTK.Align) -> GTK.Align {
        child.computesExpand(axis == .vertical ? .horizontal : .vertical) ? .fill : alignment
    }
}
