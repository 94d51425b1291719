import CGtk
import CGtkShim
import Foundation

/// Flexible space that pushes its siblings apart along the axis of the stack it is in, as
/// in SwiftUI: horizontally in an `HStack`, vertically in a `VStack` (never both).
///
/// In a stack its space usually goes to a neighbour (see `SpacerShares`), as a GTK
/// programmer would write it, and its widget is never placed. Otherwise the widget is an
/// empty ``GTK/Bin`` (no layout manager, no style class) that the stack marks `hexpand` or
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

    public func makeWidget(context: Context) -> SpacerWidget {
        SpacerWidget(retaining: SpacerWidget.construct { gtkui_bin_new() })
    }

    public func updateWidget(_ widget: SpacerWidget, context: Context) {
        let length = minLength.map { max(0, Int($0.rounded())) } ?? 0
        guard widget.minLength != length else { return }
        let placementChanges = widget.minLength.map { ($0 > 0) != (length > 0) } ?? false
        widget.minLength = length
        widget.applyLayout()
        // A spacer with a minimum length is placed as a widget and one without usually is
        // not: its stack places its children again.
        if placementChanges { context.node.parent?.childWidgetsDidChange() }
    }
}

/// The widget of a ``Spacer``: an empty bin that remembers its minimum length (`nil` until
/// its first update) and the axis of its stack.
public final class SpacerWidget: GTK.Bin {
    var minLength: Int?
    private var axis: Axis?

    override func adapt(toStackAxis axis: Axis) -> Bool {
        guard self.axis != axis else { return true }
        self.axis = axis
        applyLayout()
        return true
    }

    fileprivate func applyLayout() {
        guard let axis else { return }
        let horizontal = axis == .horizontal
        if expandsHorizontally != horizontal { expandsHorizontally = horizontal }
        if expandsVertically != !horizontal { expandsVertically = !horizontal }
        var width: Int32 = -1
        var height: Int32 = -1
        gtk_widget_get_size_request(widgetPointer, &width, &height)
        let wanted = (horizontal ? Int32(minLength ?? 0) : -1, horizontal ? -1 : Int32(minLength ?? 0))
        if (width, height) != wanted { setSizeRequest(width: Int(wanted.0), height: Int(wanted.1)) }
    }
}

extension Spacer {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
