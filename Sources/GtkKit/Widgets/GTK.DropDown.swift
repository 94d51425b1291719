import CGtk

extension GTK {
    /// A `GtkDropDown`: picks one item of a list model from a popup menu.
    open class DropDown: Widget {
        open override class var gType: GType { gtk_drop_down_get_type() }

        public var dropDownPointer: OpaquePointer { opaquePointer }

        /// `selected` when nothing is (`GTK_INVALID_LIST_POSITION`).
        public static let noSelection = Int(UInt32.max)

        /// A drop-down over `strings`.
        public convenience init(strings: StringList) {
            self.init(retaining: Self.construct {
                gtk_drop_down_new(nil, nil).map { UnsafeMutablePointer<GtkWidget>($0) }
            })
            gtk_drop_down_set_model(dropDownPointer, strings.opaquePointer)
        }

        /// `selected`: the selected item's position, or ``noSelection``. Changes emit
        /// `notify::selected`.
        public var selected: Int {
            get { Int(gtk_drop_down_get_selected(dropDownPointer)) }
            set {
                SetterCounter.count()
                gtk_drop_down_set_selected(dropDownPointer, guint(truncatingIfNeeded: newValue))
            }
        }

        /// The model, when it is a string list.
        public var stringList: StringList? {
            gtk_drop_down_get_model(dropDownPointer).flatMap {
                ObjectHandle(retaining: UnsafeMutableRawPointer($0)).cast(to: StringList.self)
            }
        }
    }
}
