/// A thin line that separates content, as in SwiftUI: across the stack it is in (a
/// horizontal line in a `VStack`, a vertical one in an `HStack`), horizontal elsewhere.
///
/// The widget is a `GtkSeparator` that fills the stack's cross axis.
public struct Divider: WidgetRepresentable {
    /// A divider.
    public init() {}

    public func makeWidget(context: Context) -> GTK.Separator {
        let separator = GTK.Separator(.horizontal)
        StackAxis.adapters.attach(DividerAxis.shared, to: separator)
        return separator
    }

    public func updateWidget(_ widget: GTK.Separator, context: Context) {}
}

/// A divider's line turns across its stack's axis.
private final class DividerAxis: StackAxisAdapter {
    static let shared = DividerAxis()

    override func adapt(_ widget: GTK.Widget, to axis: Axis) -> Bool {
        guard let separator = widget as? GTK.Separator ?? widget.cast(to: GTK.Separator.self) else { return false }
        // The line runs across the stack: vertical in a row, horizontal in a column.
        let orientation: GTK.Orientation = axis == .horizontal ? .vertical : .horizontal
        if separator.orientation != orientation { separator.orientation = orientation }
        if widget.horizontalAlign != .fill { widget.horizontalAlign = .fill }
        if widget.verticalAlign != .fill { widget.verticalAlign = .fill }
        return true
    }
}

extension Divider {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
