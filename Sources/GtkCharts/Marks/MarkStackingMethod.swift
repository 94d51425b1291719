/// How bars and areas at the same position stack, as Swift Charts' `MarkStackingMethod`:
/// `BarMark(x:y:stacking:)`, `AreaMark(x:y:stacking:)`.
///
/// Marks of a chart that share a position (bars of two products in one month, areas of
/// two series at one date) stack by default, in the order their series first appear, the
/// first at the bottom: `.standard` piles them from zero (negative values downwards),
/// `.normalized` makes each pile span 0…1 (shares of the total), `.center` centres each
/// pile on zero (a streamgraph), `.unstacked` draws each from zero, over the others.
/// Bars with their own start (`BarMark(x:yStart:yEnd:)`) never stack, and bars grouped
/// with `.position(by:)` stack only within their group.
public struct MarkStackingMethod: Hashable, Sendable {
    enum Method: Hashable, Sendable { case standard, normalized, center, unstacked }
    let method: Method

    /// Piled from zero, positive values upwards and negative ones downwards.
    public static let standard = MarkStackingMethod(method: .standard)
    /// Piled, then scaled so that each pile spans 0…1.
    public static let normalized = MarkStackingMethod(method: .normalized)
    /// Piled, then centred on zero.
    public static let center = MarkStackingMethod(method: .center)
    /// Each mark from zero, drawn over the marks before it.
    public static let unstacked = MarkStackingMethod(method: .unstacked)
}
