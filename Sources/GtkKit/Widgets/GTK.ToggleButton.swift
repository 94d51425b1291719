import CGtk
import CGtkShim

extension GTK {
    /// A `GtkToggleButton`: a button that stays pressed (active) until clicked again, or,
    /// in a group, until another button of the group becomes active.
    open class ToggleButton: Button {
        open override class var gType: GType { gtk_toggle_button_get_type() }

        private var toggleButtonPointer: UnsafeMutablePointer<GtkToggleButton> { pointer() }

        /// An inactive toggle button without content.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_toggle_button_new() })
        }

        /// An inactive toggle button showing `label`.
        public convenience init(label: String) {
            self.init(retaining: Self.construct { gtk_toggle_button_new_with_label(label) })
        }

        /// An inactive toggle button that assistive technologies read as a toggle with a
        /// checked state. GTK 4.10 gives every toggle button such a role; on 4.8 a toggle
        /// button reads as a push button, so this one takes the check-box role and keeps a
        /// checked state in step with ``isActive``.
        public static func checkable() -> ToggleButton {
            ToggleButton(retaining: construct { gtkui_checkable_toggle_button_new() })
        }

        /// `active`: whether the button is pressed.
        public var isActive: Bool {
            get { gtk_toggle_button_get_active(toggleButtonPointer) != 0 }
            set {
                SetterCounter.count()
                gtk_toggle_button_set_active(toggleButtonPointer, newValue ? 1 : 0)
            }
        }

        /// Puts the button in `group`'s group (`nil` takes it out of its group): at most one
        /// button of a group is active, and activating one deactivates the others.
        public func setGroup(_ group: ToggleButton?) {
            SetterCounter.count()
            gtk_toggle_button_set_group(toggleButtonPointer, group?.toggleButtonPointer)
        }
    }
}

extension Signal where Emitter: GTK.ToggleButton, Arguments == Void, Result == Void {
    /// `toggled`: the button became active or inactive.
    public static var toggled: Self { Self("toggled") }
}
