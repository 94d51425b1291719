import CGtk

extension GTK {
    /// A `GtkSpinButton`: a number entry with −/+ buttons.
    open class SpinButton: Widget, Editable {
        open override class var gType: GType { gtk_spin_button_get_type() }

        public var spinButtonPointer: OpaquePointer { opaquePointer }

        /// A spin button over `bounds` moving in steps of `step`.
        public convenience init(bounds: ClosedRange<Double>, step: Double) {
            self.init(retaining: Self.construct {
                gtk_spin_button_new_with_range(bounds.lowerBound, bounds.upperBound, step)
            })
        }

        /// `value`.
        public var value: Double {
            get { gtk_spin_button_get_value(spinButtonPointer) }
            set {
                SetterCounter.count()
                gtk_spin_button_set_value(spinButtonPointer, newValue)
            }
        }

        /// `wrap`: whether going past a bound wraps to the other.
        public var wraps: Bool {
            get { gtk_spin_button_get_wrap(spinButtonPointer) != 0 }
            set {
                SetterCounter.count()
                gtk_spin_button_set_wrap(spinButtonPointer, newValue ? 1 : 0)
            }
        }
    }
}

extension Signal where Emitter: GTK.SpinButton, Arguments == Void, Result == Void {
    /// `value-changed`: the value changed.
    public static var valueChanged: Self { Self("value-changed") }
}
