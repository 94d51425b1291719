import CGtk

extension GTK {
    /// A `GtkScale`: a slider.
    open class Scale: Range {
        open override class var gType: GType { gtk_scale_get_type() }

        public var scalePointer: UnsafeMutablePointer<GtkScale> { pointer() }

        /// A slider over `bounds` moving in steps of `step`.
        public convenience init(_ orientation: Orientation, bounds: ClosedRange<Double>, step: Double) {
            self.init(retaining: Self.construct { gtk_scale_new_with_range(
                orientation.gtk, bounds.lowerBound, bounds.upperBound, step) })
        }

        /// `digits`: decimals shown and the value is rounded to.
        public var digits: Int {
            get { Int(gtk_scale_get_digits(scalePointer)) }
            set {
                SetterCounter.count()
                gtk_scale_set_digits(scalePointer, Int32(newValue))
            }
        }

        /// `draw-value`: whether the value is shown beside the slider.
        public var drawsValue: Bool {
            get { gtk_scale_get_draw_value(scalePointer) != 0 }
            set {
                SetterCounter.count()
                gtk_scale_set_draw_value(scalePointer, newValue ? 1 : 0)
            }
        }
    }
}

extension GTK.Scale {
    /// Shows `minimum` under the scale's start and `maximum` under its end (GTK's marks),
    /// replacing the marks there were; `nil` shows nothing at that end.
    public func setEndLabels(minimum: String?, maximum: String?, bounds: ClosedRange<Double>) {
        SetterCounter.count()
        gtk_scale_clear_marks(scalePointer)
        if let minimum { gtk_scale_add_mark(scalePointer, bounds.lowerBound, GTK_POS_BOTTOM, minimum) }
        if let maximum { gtk_scale_add_mark(scalePointer, bounds.upperBound, GTK_POS_BOTTOM, maximum) }
    }
}
