/// The widget inside a view's widget that assistive technologies read as the view: a
/// toggle's switch in its row, a picker's drop-down beside its title. Accessibility
/// attributes set on the view's widget (by modifiers, or by the view itself) go there.
@MainActor
final class AccessibleTarget {
    private static let records = AttachedRecord<AccessibleTarget>("gtkui-accessible-target")

    let widget: GTK.Widget

    private init(_ widget: GTK.Widget) { self.widget = widget }

    /// Makes `target` what is read for `widget`; `nil` reads `widget` itself again.
    static func set(_ target: GTK.Widget?, on widget: GTK.Widget) {
        let previous = of(widget)
        if let target {
            records.attach(AccessibleTarget(target), to: widget)
        } else {
            records.remove(from: widget)
        }
        WidgetAttributes.targetDidChange(on: widget, from: previous)
    }

    /// Whether something other than `widget` itself is read for it.
    static func isSet(on widget: GTK.BorrowedWidget) -> Bool {
        records.existing(on: widget) != nil
    }

    /// The widget read for `widget`.
    static func of(_ widget: GTK.Widget) -> GTK.Widget {
        records.existing(on: widget)?.widget ?? widget
    }
}
