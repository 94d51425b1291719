import CGtk

extension GTK {
    /// A `GtkHeaderBar`: the title bar a window draws itself, with buttons at each end.
    public final class HeaderBar: Widget {
        public override class var gType: GType { gtk_header_bar_get_type() }

        /// A header bar showing the window's title and its close button.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_header_bar_new() })
        }

        /// Adds `widget` at the end (right in left-to-right locales).
        public func packEnd(_ widget: Widget) {
            gtk_header_bar_pack_end(opaquePointer, widget.widgetPointer)
        }

        /// Adds `widget` at the start.
        public func packStart(_ widget: Widget) {
            gtk_header_bar_pack_start(opaquePointer, widget.widgetPointer)
        }
    }
}
