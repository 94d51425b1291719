import CGtk

extension GTK {
    /// A `GtkRange`: the value of a scale or a scrollbar.
    open class Range: Widget {
        open override class var gType: GType { gtk_range_get_type() }

        public var rangePointer: UnsafeMutablePointer<GtkRange> { pointer() }

        /// `value`, clamped by GTK to the range's bounds.
        public var value: Double {
            get { gtk_range_get_value(rangePointer) }
            set {
                SetterCounter.count()
                gtk_range_set_value(rangePointer, newValue)
            }
        }

        /// The lower and upper bounds.
        public var bounds: ClosedRange<Double> {
            get {
                let adjustment = gtk_range_get_adjustment(rangePointer)
                return gtk_adjustment_get_lower(adjustment)...gtk_adjustment_get_upper(adjustment)
            }
            set {
                SetterCounter.count()
                gtk_range_set_range(rangePointer, newValue.lowerBound, newValue.upperBound)
            }
        }

        /// The step and page increments (arrow keys, Page Up/Down).
        public func setIncrements(step: Double, page: Double) {
            gtk_range_set_increments(rangePointer, step, page)
        }
    }
}

extension Signal where Emitter: GTK.Range, Arguments == Void, Result == Void {
    /// `value-changed`: the value changed, by the user or programmatically.
    public static var valueChanged: Self { Self("value-changed") }
}
