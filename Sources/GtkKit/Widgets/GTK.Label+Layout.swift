import CGtk

extension GTK.Label {
    /// `PangoEllipsizeMode`: where text that does not fit is cut.
    public enum Ellipsize: Sendable {
        case none, start, middle, end

        package var pango: PangoEllipsizeMode {
            switch self {
            case .none: return PANGO_ELLIPSIZE_NONE
            case .start: return PANGO_ELLIPSIZE_START
            case .middle: return PANGO_ELLIPSIZE_MIDDLE
            case .end: return PANGO_ELLIPSIZE_END
            }
        }

        package init(_ mode: PangoEllipsizeMode) {
            switch mode {
            case PANGO_ELLIPSIZE_START: self = .start
            case PANGO_ELLIPSIZE_MIDDLE: self = .middle
            case PANGO_ELLIPSIZE_END: self = .end
            default: self = .none
            }
        }
    }

    /// `GtkJustification`: how the lines of a label line up with each other.
    public enum Justification: Sendable {
        case left, center, right, fill

        package var gtk: GtkJustification {
            switch self {
            case .left: return GTK_JUSTIFY_LEFT
            case .center: return GTK_JUSTIFY_CENTER
            case .right: return GTK_JUSTIFY_RIGHT
            case .fill: return GTK_JUSTIFY_FILL
            }
        }

        package init(_ justification: GtkJustification) {
            switch justification {
            case GTK_JUSTIFY_CENTER: self = .center
            case GTK_JUSTIFY_RIGHT: self = .right
            case GTK_JUSTIFY_FILL: self = .fill
            default: self = .left
            }
        }
    }

    /// `label` as Pango markup; setting it also sets `use-markup`.
    public var markup: String {
        get { gtk_label_get_label(labelPointer).map { String(cString: $0) } ?? "" }
        set {
            SetterCounter.count()
            gtk_label_set_markup(labelPointer, newValue)
        }
    }

    /// `use-markup`: whether `label` is parsed as Pango markup.
    public var usesMarkup: Bool { gtk_label_get_use_markup(labelPointer) != 0 }

    /// `selectable`: whether the text can be selected and copied.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(labelPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_label_set_selectable(labelPointer, newValue ? 1 : 0)
        }
    }

    /// `wrap`.
    public var wraps: Bool {
        get { gtk_label_get_wrap(labelPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_label_set_wrap(labelPointer, newValue ? 1 : 0)
        }
    }

    /// `lines`: the most lines an ellipsized, wrapping label shows; -1 for no limit.
    public var lines: Int {
        get { Int(gtk_label_get_lines(labelPointer)) }
        set {
            SetterCounter.count()
            gtk_label_set_lines(labelPointer, Int32(newValue))
        }
    }

    /// The width, in pixels, of the text as the label lays it out now (its Pango layout's
    /// logical width): wider than ``GTK/Widget/width`` when the text does not fit.
    public var textWidth: Int {
        var width: Int32 = 0
        pango_layout_get_pixel_size(gtk_label_get_layout(labelPointer), &width, nil)
        return Int(width)
    }

    /// `ellipsize`.
    public var ellipsize: Ellipsize {
        get { Ellipsize(gtk_label_get_ellipsize(labelPointer)) }
        set {
            SetterCounter.count()
            gtk_label_set_ellipsize(labelPointer, newValue.pango)
        }
    }

    /// `justify`.
    public var justification: Justification {
        get { Justification(gtk_label_get_justify(labelPointer)) }
        set {
            SetterCounter.count()
            gtk_label_set_justify(labelPointer, newValue.gtk)
        }
    }

    /// `xalign`: where the text sits in extra width, 0 (start) … 1 (end).
    public var horizontalTextAlignment: Float {
        get { gtk_label_get_xalign(labelPointer) }
        set {
            SetterCounter.count()
            gtk_label_set_xalign(labelPointer, newValue)
        }
    }
}
