import CGtk

/// Typed handles over GTK objects: `GTK.Window`, `GTK.Box`, `GTK.Scale`, …
///
/// The declarative views carry SwiftUI's names (`Button`, `Text`); the handles of the GTK
/// widgets under them live in this namespace. Each is an ``ObjectHandle`` that owns one
/// reference to its widget.
public enum GTK {
    /// `GtkOrientation`.
    public enum Orientation: Sendable {
        case horizontal, vertical

        package var gtk: GtkOrientation {
            self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        }
    }

    /// `GtkAlign`: how a widget uses extra space along one axis.
    public enum Align: Sendable {
        case fill, start, end, center, baseline

        package var gtk: GtkAlign {
            switch self {
            case .fill: return GTK_ALIGN_FILL
            case .start: return GTK_ALIGN_START
            case .end: return GTK_ALIGN_END
            case .center: return GTK_ALIGN_CENTER
            case .baseline: return GTK_ALIGN_BASELINE
            }
        }
    }
}
