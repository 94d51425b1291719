import CGtk

extension GTK {
    /// A `GtkLevelBar`: a bar filled to a value between a minimum and a maximum. Screen
    /// readers read it as a meter with its value.
    public final class LevelBar: Widget {
        public override class var gType: GType { gtk_level_bar_get_type() }

        /// A bar from `minimum` to `maximum`, empty.
        public convenience init(minimum: Double, maximum: Double) {
            self.init(retaining: Self.construct { gtk_level_bar_new_for_interval(minimum, maximum) })
        }

        /// `value`.
        public var value: Double {
            get { gtk_level_bar_get_value(opaquePointer) }
            set {
                SetterCounter.count()
                gtk_level_bar_set_value(opaquePointer, newValue)
            }
        }

        /// `min-value` and `max-value`.
        public var bounds: ClosedRange<Double> {
            get {
                let minimum = gtk_level_bar_get_min_value(opaquePointer)
                return minimum...max(minimum, gtk_level_bar_get_max_value(opaquePointer))
            }
            set {
                SetterCounter.count()
                // The maximum first when it grows, so the minimum never passes it.
                if newValue.upperBound >= gtk_level_bar_get_max_value(opaquePointer) {
                    gtk_level_bar_set_max_value(opaquePointer, newValue.upperBound)
                    gtk_level_bar_set_min_value(opaquePointer, newValue.lowerBound)
                } else {
                    gtk_level_bar_set_min_value(opaquePointer, newValue.lowerBound)
                    gtk_level_bar_set_max_value(opaquePointer, newValue.upperBound)
                }
            }
        }
    }
}
