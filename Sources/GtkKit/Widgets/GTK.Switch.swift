import CGtk

extension GTK {
    /// A `GtkSwitch`: an on/off switch.
    open class Switch: Widget {
        open override class var gType: GType { gtk_switch_get_type() }

        public var switchPointer: OpaquePointer { opaquePointer }

        /// A switch that is off.
        public convenience init() {
            self.init(retaining: Self.construct {
                gtk_switch_new().map { UnsafeMutablePointer<GtkWidget>($0) }
            })
        }

        /// `active`: whether the switch is on. Changes emit `notify::active`.
        public var isOn: Bool {
            get { gtk_switch_get_active(switchPointer) != 0 }
            set {
                SetterCounter.count()
                gtk_switch_set_active(switchPointer, newValue ? 1 : 0)
            }
        }
    }
}
