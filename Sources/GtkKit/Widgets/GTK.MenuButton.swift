import CGtk

extension GTK {
    /// A `GtkMenuButton`: a button that opens a popover.
    open class MenuButton: Widget {
        open override class var gType: GType { gtk_menu_button_get_type() }

        public var menuButtonPointer: OpaquePointer { opaquePointer }

        /// A menu button without label or popover.
        public convenience init() {
            self.init(retaining: Self.construct {
                gtk_menu_button_new().map { UnsafeMutablePointer<GtkWidget>($0) }
            })
        }

        /// `label`.
        public var label: String {
            get { gtk_menu_button_get_label(menuButtonPointer).map { String(cString: $0) } ?? "" }
            set {
                SetterCounter.count()
                gtk_menu_button_set_label(menuButtonPointer, newValue)
            }
        }

        /// The popover the button opens.
        public var popover: Popover? {
            get {
                gtk_menu_button_get_popover(menuButtonPointer).map {
                    Popover(retaining: UnsafeMutableRawPointer($0))
                }
            }
            set {
                SetterCounter.count()
                gtk_menu_button_set_popover(menuButtonPointer, newValue?.widgetPointer)
            }
        }

        /// Opens the popover, as a click on the button does.
        public func popup() {
            gtk_menu_button_popup(menuButtonPointer)
        }
    }
}
