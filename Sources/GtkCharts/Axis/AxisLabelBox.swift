import GtkUI

/// Which axis label a hosted label view is: its axis and the index of its value.
struct AxisLabelKey: Hashable {
    enum Axis: Hashable { case x, y }
    let axis: Axis
    let index: Int
}

/// An axis label as the layout places it: its size and either its text (drawn with the
/// chart) or the key of its hosted view (``AxisLabelHosts``).
@MainActor
struct AxisLabelBox {
    let width: Double
    let height: Double
    let text: TextLabel?
    let key: AxisLabelKey?

    /// The label of `item`: its view, sized by `views`, or its text in `font`; `nil` when
    /// it has neither (no label, or text on a chart without text).
    init?(_ item: AxisMarkItem, key: AxisLabelKey, font: LabelFont?, widget: GTK.Widget, views: AxisLabelHosts?) {
        if let view = item.labelView, let views {
            (width, height) = views.size(of: view, for: key)
            (text, self.key) = (nil, key)
        } else if let string = item.label, let font {
            let label = TextLabel(string, font: font, widget: widget)
            (width, height, text, self.key) = (label.width, label.height, label, nil)
        } else {
            return nil
        }
    }
}
