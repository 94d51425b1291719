import CGtk
import CGtkShim

extension GTK.Widget {
    /// Whether, as a child of a ``GTK/Bin``, the widget is a decoration: drawn over the
    /// bin's whole area but not measured, so it does not change the bin's size (a
    /// background or an overlay layer).
    public var isBinDecoration: Bool {
        get { gtkui_bin_is_decoration(widgetPointer) != 0 }
        set {
            SetterCounter.count()
            gtkui_bin_set_decoration(widgetPointer, newValue ? 1 : 0)
        }
    }
}
