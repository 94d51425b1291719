import CGtk

extension GTK {
    /// A `GtkCheckButton`: a check box with an optional child as its label.
    open class CheckButton: Widget {
        open override class var gType: GType { gtk_check_button_get_type() }

        public var checkButtonPointer: UnsafeMutablePointer<GtkCheckButton> { pointer() }

        /// An unchecked check box without a label.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_check_button_new() })
        }

        /// `active`: whether the box is checked.
        public var isOn: Bool {
            get { gtk_check_button_get_active(checkButtonPointer) != 0 }
            set {
                SetterCounter.count()
                gtk_check_button_set_active(checkButtonPointer, newValue ? 1 : 0)
            }
        }

        /// A radio-style check button's text label (`label`), beside the box.
        public var label: String {
            get { gtk_check_button_get_label(checkButtonPointer).map { String(cString: $0) } ?? "" }
            set {
                SetterCounter.count()
                gtk_check_button_set_label(checkButtonPointer, newValue)
            }
        }

        /// Puts the button in `group`'s group: the buttons become radio buttons, one of
        /// which is checked at a time.
        public func setGroup(_ group: CheckButton?) {
            SetterCounter.count()
            gtk_check_button_set_group(checkButtonPointer, group?.checkButtonPointer)
        }

        /// The label widget (clicking it toggles the box too).
        public var child: Widget? {
            get { gtk_check_button_get_child(checkButtonPointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_check_button_set_child(checkButtonPointer, newValue?.widgetPointer)
            }
        }
    }
}

extension Signal where Emitter: GTK.CheckButton, Arguments == Void, Result == Void {
    /// `toggled`: the box was checked or unchecked.
    public static var toggled: Self { Self("toggled") }
}
