/// How stacks hand their axis to their children.
///
/// Stacks (`HStack`, `VStack`, `ScrollView`'s column) call ``adapt(_:to:)`` on each child
/// when they place their children. A widget whose layout depends on the axis — ``Spacer``
/// expands along it, ``Divider`` draws across it — carries a ``StackAxisAdapter`` (attached
/// to the GObject, so any handle of the widget finds it), which sets the widget's GTK
/// properties (comparing first), and the stack leaves its alignment alone. A widget outside
/// any stack keeps the default it was made with. (A class with an override, not a protocol:
/// asking a class for a protocol conformance scans the program's conformances.)
@MainActor
enum StackAxis {
    /// The adapters of the widgets whose layout depends on their stack's axis.
    static let adapters = AttachedRecord<StackAxisAdapter>("gtkui-stack-axis")

    /// Adapts `child` to `axis` when its layout depends on the axis; returns whether it did.
    @discardableResult
    static func adapt(_ child: GTK.Widget, to axis: Axis) -> Bool {
        guard let adapter = adapters.existing(on: child) else { return false }
        return adapter.adapt(child, to: axis)
    }
}

/// What a widget whose layout depends on its stack's axis does when placed in a stack:
/// subclasses override ``adapt(_:to:)``.
@MainActor
class StackAxisAdapter {
    /// Sets `widget`'s GTK properties for a stack along `axis`; returns `true`, so that the
    /// stack leaves the widget's alignment alone.
    func adapt(_ widget: GTK.Widget, to axis: Axis) -> Bool { false }
}

extension StackAxis {
    /// The cross-axis alignment of a stack child: children that expand across the stack
    /// (a `Color`, a row holding a `Spacer`, a `ScrollView`) fill it, as flexible views do
    /// in SwiftUI; the others take the stack's `alignment`.
    static func crossAlignment(of child: GTK.Widget, in axis: Axis, _ alignment: GTK.Align) -> GTK.Align {
        child.computesExpand(axis == .vertical ? .horizontal : .vertical) ? .fill : alignment
    }
}
