import CGtk
/// A thin line that separates content, as in SwiftUI: across the stack it is in (a
/// horizontal line in a `VStack`, a vertical one in an `HStack`), horizontal elsewhere.
///
/// The widget is a `GtkSeparator` that fills the stack's cross axis.
public struct Divider: WidgetRepresentable {
    /// A divider.
    public init() {}

    public func makeWidget(context: Context) -> DividerWidget {
        DividerWidget(retaining: DividerWidget.construct { gtk_separator_new(GTK_ORIENTATION_HORIZONTAL) })
    }

    public func updateWidget(_ widget: DividerWidget, context: Context) {}
}

/// The widget of a ``Divider``: a separator that turns across its stack's axis.
public final class DividerWidget: GTK.Separator {
    override func adapt(toStackAxis axis: Axis) -> Bool {
        // The line runs across the stack: vertical in a row, horizontal in a column.
        let orientation: GTK.Orientation = axis == .horizontal ? .vertical : .horizontal
        if self.orientation != orientation { self.orientation = orientation }
        if horizontalAlign != .fill { horizontalAlign = .fill }
        if verticalAlign != .fill { verticalAlign = .fill }
        return true
    }
}

extension Divider {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
