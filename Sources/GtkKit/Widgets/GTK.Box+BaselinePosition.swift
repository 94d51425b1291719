import CGtk

extension GTK {
    /// `GtkBaselinePosition`: where a box's children sit when the box is taller than they
    /// need and they align to their baseline.
    public enum BaselinePosition: Sendable {
        case top, center, bottom

        package var gtk: GtkBaselinePosition {
            switch self {
            case .top: return GTK_BASELINE_POSITION_TOP
            case .center: return GTK_BASELINE_POSITION_CENTER
            case .bottom: return GTK_BASELINE_POSITION_BOTTOM
            }
        }
    }
}

extension GTK.Box {
    /// `baseline-position`: where children sit when the box has extra height.
    public func setBaselinePosition(_ position: GTK.BaselinePosition) {
        setBaselinePosition(position.gtk)
    }
}

extension GTK.Box {
    /// `homogeneous`: whether every child gets the same share of the box.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(boxPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_box_set_homogeneous(boxPointer, newValue ? 1 : 0)
        }
    }
}
