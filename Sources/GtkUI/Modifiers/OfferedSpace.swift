extension GTK.Widget {
    /// Whether the widget fills whatever space it is offered — it expands along both axes —
    /// and its view leaves its size request, expansion and alignment alone after making it,
    /// as a chart's or a color's does. Setting it makes the widget expand both ways. A
    /// fixed `.frame` around such a widget then sets its size on the widget itself instead
    /// of wrapping it in a widget of its own.
    ///
    /// Kept on the GObject (see `AttachedRecord`), so every handle of the widget sees it.
    public var fillsOfferedSpace: Bool {
        get { OfferedSpaceFill.records.existing(on: self) != nil }
        set {
            guard newValue else {
                OfferedSpaceFill.records.remove(from: self)
                return
            }
            if !fillsOfferedSpace { OfferedSpaceFill.records.attach(OfferedSpaceFill.shared, to: self) }
            if !expandsHorizontally { expandsHorizontally = true }
            if !expandsVertically { expandsVertically = true }
        }
    }
}

/// The mark of a widget that fills the space it is offered: one shared instance.
@MainActor
private final class OfferedSpaceFill {
    static let records = AttachedRecord<OfferedSpaceFill>("gtkui-fills-offered-space")
    static let shared = OfferedSpaceFill()
}
