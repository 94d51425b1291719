import CGtk
import GtkUI

/// A handle for `GtkLevelBar`, a widget GtkUI has no handle for: a subclass of
/// ``GTK.Widget`` that names the GType, calls the C constructor through `construct` (which
/// checks the thread and GTK's initialisation) and wraps the setters it needs.
final class LevelBar: GTK.Widget {
    override class var gType: GType { gtk_level_bar_get_type() }

    /// A bar from 0 to `maximum`.
    convenience init(maximum: Double) {
        self.init(retaining: Self.construct { gtk_level_bar_new_for_interval(0, maximum) })
    }

    /// `value`.
    var value: Double {
        get { gtk_level_bar_get_value(opaquePointer) }
        set { gtk_level_bar_set_value(opaquePointer, newValue) }
    }

    /// `max-value`.
    var maximum: Double {
        get { gtk_level_bar_get_max_value(opaquePointer) }
        set { gtk_level_bar_set_max_value(opaquePointer, newValue) }
    }
}

/// How far through its month a day is, as a level bar: a representable without a
/// coordinator, since the bar sends nothing back.
struct MonthProgressBar: WidgetRepresentable {
    let day: Int
    let daysInMonth: Int

    func makeWidget(context: Context) -> LevelBar {
        let bar = LevelBar(maximum: 31)
        bar.expandsHorizontally = true
        return bar
    }

    func updateWidget(_ bar: LevelBar, context: Context) {
        // The maximum first: GTK clamps the value to the bar's range.
        if bar.maximum != Double(daysInMonth) { bar.maximum = Double(daysInMonth) }
        if bar.value != Double(day) { bar.value = Double(day) }
    }
}
