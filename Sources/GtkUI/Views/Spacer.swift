import Foundation

/// Flexible space that pushes its siblings apart along the axis of the stack it is in, as
/// in SwiftUI: horizontally in an `HStack`, vertically in a `VStack` (never both).
///
/// In a stack its space usually goes to a neighbour (see `SpacerShares`), as a GTK
/// programmer would write it, and its widget is never placed. Otherwise the widget is an
/// empty `GTK.Bin` (no layout manager, no style class) that the stack marks `hexpand` or
/// `vexpand`; GTK gives it the stack's extra space and propagates the expand flag to the
/// stack, so the stack itself fills what its parent offers along that axis.
public struct Spacer: WidgetRepresentable {
    /// The least length the spacer shrinks to along its axis; `nil` is 0 (the stack's
    /// spacing already separates it from its neighbours).
    public var minLength: CGFloat?

    /// Space of at least `minLength` along the enclosing stack's axis.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public func makeWidget(context: Context) -> GTK.Bin {
        let bin = GTK.Bin()
        StackAxis.adapters.attach(SpacerLayout(), to: bin)
        return bin
    }

    public func updateWidget(_ widget: GTK.Bin, context: Context) {
        guard let layout = SpacerLayout.of(widget) else { return }
        let length = minLength.map { max(0, Int($0.rounded())) } ?? 0
        guard layout.minLength != length else { return }
        let placementChanges = layout.minLength.map { ($0 > 0) != (length > 0) } ?? false
        layout.minLength = length
        layout.apply(to: widget)
        // A spacer with a minimum length is placed as a widget and one without usually is
        // not: its stack places its children again.
        if placementChanges { context.node.parent?.childWidgetsDidChange() }
    }
}

/// What a ``Spacer``'s widget (an empty bin) remembers, attached to it: its minimum length
/// (`nil` until its first update) and the axis of its stack.
final class SpacerLayout: StackAxisAdapter {
    var minLength: Int?
    private var axis: Axis?

    /// The layout of `widget` when it is a spacer's.
    static func of(_ widget: GTK.Widget) -> SpacerLayout? {
        StackAxis.adapters.existing(on: widget) as? SpacerLayout
    }

    override func adapt(_ widget: GTK.Widget, to axis: Axis) -> Bool {
        guard self.axis != axis else { return true }
        self.axis = axis
        apply(to: widget)
        return true
    }

    fileprivate func apply(to widget: GTK.Widget) {
        guard let axis else { return }
        let horizontal = axis == .horizontal
        if widget.expandsHorizontally != horizontal { widget.expandsHorizontally = horizontal }
        if widget.expandsVertically != !horizontal { widget.expandsVertically = !horizontal }
        let request = widget.sizeRequest
        let wanted = (horizontal ? minLength ?? 0 : -1, horizontal ? -1 : minLength ?? 0)
        if (request.width, request.height) != wanted { widget.setSizeRequest(width: wanted.0, height: wanted.1) }
    }
}

extension Spacer {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
