import CGtk

/// Typed handles over Pango, the text layout GTK draws with: fonts and laid-out text for
/// widgets that draw their own text (``GTK/Snapshot/appendLayout(_:color:)``).
public enum Pango {
    /// Pango units per point (or per device pixel, for absolute sizes): `PANGO_SCALE`.
    public static let scale = Int(PANGO_SCALE)
}
