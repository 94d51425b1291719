import GtkUI

/// How far through its month a day is, as GtkKit's `GtkLevelBar` handle: a representable
/// without a coordinator, since the bar sends nothing back.
struct MonthProgressBar: WidgetRepresentable {
    let day: Int
    let daysInMonth: Int

    func makeWidget(context: Context) -> GTK.LevelBar {
        let bar = GTK.LevelBar(minimum: 0, maximum: 31)
        bar.expandsHorizontally = true
        return bar
    }

    func updateWidget(_ bar: GTK.LevelBar, context: Context) {
        // The range first: GTK clamps the value to it.
        let bounds = 0...Double(daysInMonth)
        if bar.bounds != bounds { bar.bounds = bounds }
        if bar.value != Double(day) { bar.value = Double(day) }
    }
}
