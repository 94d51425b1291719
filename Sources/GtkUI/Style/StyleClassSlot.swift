/// The one generated style class a representable keeps on its widget (a padding, a fill
/// color): replacing it removes the previous class, and setting the same class again
/// calls no GTK setter.
@MainActor
public final class StyleClassSlot {
    private var current: String?

    public init() {}

    /// Makes `name` the widget's class from this slot; `nil` removes it.
    func set(_ name: String?, on widget: GTK.Widget) {
        guard name != current else { return }
        if let current { widget.removeCSSClass(current) }
        if let name { widget.addCSSClass(name) }
        current = name
    }
}
