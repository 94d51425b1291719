import CGtk

extension GTK.Widget {
    /// Sets the widget's margins (`margin-top`, `margin-bottom`, `margin-start`,
    /// `margin-end`), in pixels; a margin not given is left as it is.
    public func setMargins(top: Int? = nil, bottom: Int? = nil, start: Int? = nil, end: Int? = nil) {
        SetterCounter.count()
        if let top { gtk_widget_set_margin_top(widgetPointer, Int32(clamping: top)) }
        if let bottom { gtk_widget_set_margin_bottom(widgetPointer, Int32(clamping: bottom)) }
        if let start { gtk_widget_set_margin_start(widgetPointer, Int32(clamping: start)) }
        if let end { gtk_widget_set_margin_end(widgetPointer, Int32(clamping: end)) }
    }
}
