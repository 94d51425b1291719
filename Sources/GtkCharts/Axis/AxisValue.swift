import Foundation

/// One value an axis marks, handed to the content of ``AxisMarks`` as in Swift Charts:
/// `value.as(Double.self)`, `value.as(Date.self)`, its `index` among the axis' values and
/// their `count`.
public struct AxisValue {
    let plotValue: _PlotValue
    /// Where this value is among the axis' values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, or `nil` when it is another kind (a date asked for as a number).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let primitive: Any
        switch plotValue.storage {
        case .number(let number):
            if P.PrimitivePlottable.self == Int.self {
                guard let int = Int(exactly: number.rounded()) else { return nil }
                primitive = int
            } else if P.PrimitivePlottable.self == Float.self {
                primitive = Float(number)
            } else {
                primitive = number
            }
        case .date(let seconds): primitive = Date(timeIntervalSinceReferenceDate: seconds)
        case .category(let name): primitive = name
        }
        guard let value = primitive as? P.PrimitivePlottable else { return nil }
        return P(primitivePlottable: value)
    }
}
