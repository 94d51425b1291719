import CGtk

extension GTK.HeaderBar {
    /// `title-widget`: what the header bar shows in its middle instead of the window's
    /// title; `nil` shows the title.
    public var titleWidget: GTK.Widget? {
        get { gtk_header_bar_get_title_widget(opaquePointer).map { GTK.Widget(retaining: $0) } }
        set {
            SetterCounter.count()
            gtk_header_bar_set_title_widget(opaquePointer, newValue?.widgetPointer)
        }
    }
}
