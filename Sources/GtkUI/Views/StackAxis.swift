import CGtk

/// How stacks hand their axis to their children.
///
/// Stacks (`HStack`, `VStack`, `ScrollView`'s column) call ``adapt(_:to:)`` on each child
/// when they place their children. A widget whose layout depends on the axis — ``Spacer``
/// expands along it, ``Divider`` draws across it — overrides
/// ``GTK/Widget/adapt(toStackAxis:)``, sets its own GTK properties (comparing first), and
/// the stack leaves its alignment alone. A widget outside any stack keeps the default it
/// was made with. Only the widget handle the representable made is recognised, so the
/// override lives as long as the widget. (An override, not a protocol: asking a class for
/// a protocol conformance scans the program's conformances, for each class and superclass.)
@MainActor
enum StackAxis {
    /// Adapts `child` to `axis` when its layout depends on the axis; returns whether it did.
    @discardableResult
    static func adapt(_ child: GTK.Widget, to axis: Axis) -> Bool {
        child.adapt(toStackAxis: axis)
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
