/// Where an axis' marks go, as in Swift Charts: `.leading`/`.trailing` for a y axis,
/// `.top`/`.bottom` for an x axis. `.automatic` is the trailing side for y and the bottom
/// for x, as Swift Charts draws them.
public struct AxisMarkPosition: Hashable, Sendable {
    enum Side: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let side: Side

    public static let automatic = AxisMarkPosition(side: .automatic)
    public static let leading = AxisMarkPosition(side: .leading)
    public static let trailing = AxisMarkPosition(side: .trailing)
    public static let top = AxisMarkPosition(side: .top)
    public static let bottom = AxisMarkPosition(side: .bottom)
}

/// How axis marks sit relative to the plot, as in Swift Charts. GtkCharts accepts every
/// preset; labels are always centred on their value (`.aligned` behaviour for x labels
/// is the same as `.automatic` here).
public struct AxisMarkPreset: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, aligned, extended, inset }
    let kind: Kind

    public static let automatic = AxisMarkPreset(kind: .automatic)
    public static let aligned = AxisMarkPreset(kind: .aligned)
    public static let extended = AxisMarkPreset(kind: .extended)
    public static let inset = AxisMarkPreset(kind: .inset)
}
