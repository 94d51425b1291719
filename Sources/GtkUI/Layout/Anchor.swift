import Foundation

/// A geometric value in the coordinates of the view that made it, which a
/// ``GeometryProxy`` turns into its own coordinates (`geometry[anchor]`), as SwiftUI's
/// `Anchor`.
///
/// GtkUI's anchors come from views that know a frame of their own (a chart's
/// `ChartProxy.plotFrame`); they are resolved when read, from where the two views are in
/// the window then. `anchorPreference(key:value:transform:)` and `Anchor.Source` are not
/// there yet.
public struct Anchor<Value> {
    /// The value now, and the widget whose coordinates it is in (`nil` when that view is
    /// not on screen: the value is then read as it is).
    let current: @MainActor () -> (value: Value, widget: GTK.Widget?)
    /// The value moved by an offset.
    let offset: (Value, _ dx: Double, _ dy: Double) -> Value

    /// The value in the proxy's coordinates: moved by where its widget is relative to
    /// `reader`'s.
    @MainActor
    func resolved(in reader: GTK.Widget?) -> Value {
        let (value, widget) = current()
        guard let widget, let reader, let bounds = widget.exactBounds(in: reader) else { return value }
        return offset(value, bounds.x, bounds.y)
    }
}

extension Anchor where Value == CGRect {
    /// A rectangle in the coordinates of the widget `current` gives with it, read when the
    /// anchor is resolved — for modules whose views know a frame (GtkCharts' plot frame).
    public static func _rect(_ current: @escaping @MainActor () -> (rect: CGRect, widget: GTK.Widget?)) -> Anchor {
        Anchor(current: { let (rect, widget) = current(); return (rect, widget) },
               offset: { rect, dx, dy in rect.offsetBy(dx: dx, dy: dy) })
    }
}

extension Anchor where Value == CGPoint {
    /// A point in the coordinates of the widget `current` gives with it, read when the
    /// anchor is resolved.
    public static func _point(_ current: @escaping @MainActor () -> (point: CGPoint, widget: GTK.Widget?)) -> Anchor {
        Anchor(current: { let (point, widget) = current(); return (point, widget) },
               offset: { point, dx, dy in CGPoint(x: point.x + dx, y: point.y + dy) })
    }
}

extension GeometryProxy {
    /// `anchor`'s value in this reader's coordinates, as SwiftUI's `geometry[anchor]`:
    /// `geometry[proxy.plotFrame!]` is a chart's plot area within the reader.
    @MainActor
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolved(in: self.anchor.widget)
    }
}
