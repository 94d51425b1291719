import CGtk

extension GTK {
    /// A `GtkWindow`: a toplevel. GTK keeps it alive until ``destroy()``; the handle
    /// keeps the object (not the window on screen) alive as long as it exists.
    open class Window: Widget {
        open override class var gType: GType { gtk_window_get_type() }

        public var windowPointer: UnsafeMutablePointer<GtkWindow> { pointer() }

        /// A new, hidden window.
        public convenience init(title: String = "", width: Int = -1, height: Int = -1) {
            self.init(retaining: Self.construct { gtk_window_new() })
            self.title = title
            setDefaultSize(width: width, height: height)
        }

        /// `title`.
        public var title: String {
            get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
            set {
                SetterCounter.count()
                gtk_window_set_title(windowPointer, newValue)
            }
        }

        /// The window's only child.
        public var child: Widget? {
            get { gtk_window_get_child(windowPointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_window_set_child(windowPointer, newValue?.widgetPointer)
            }
        }

        public func setDefaultSize(width: Int, height: Int) {
            gtk_window_set_default_size(windowPointer, Int32(width), Int32(height))
        }

        /// Whether the window has a title bar and borders of its own (client-side decorations).
        public var isDecorated: Bool {
            get { gtk_window_get_decorated(windowPointer) != 0 }
            set { gtk_window_set_decorated(windowPointer, newValue ? 1 : 0) }
        }

        /// Shows the window and asks for it to be brought to the front.
        public func present() { gtk_window_present(windowPointer) }

        /// Asks the window to close, as the close button does (`close-request` may refuse).
        public func close() { gtk_window_close(windowPointer) }

        /// Destroys the window and disposes its whole widget tree at once.
        public func destroy() { gtk_window_destroy(windowPointer) }
    }
}

extension Signal where Emitter: GTK.Window, Arguments == Void, Result == Bool {
    /// `close-request`: return `true` to keep the window open.
    public static var closeRequest: Self { Self("close-request", decode: { _ in () }) }
}
