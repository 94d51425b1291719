import Foundation

extension _PlotValue {
    /// This value as a `P`, through its primitive type: a number as any number type
    /// (rounded for integers), a date as a `Date`, a category as a `String`; `nil` when the
    /// kinds differ or `P` has no value for it.
    func converted<P: Plottable>(to type: P.Type) -> P? {
        let primitive: Any?
        switch storage {
        case .number(let number):
            switch P.PrimitivePlottable.self {
            case is Double.Type: primitive = number
            case is Float.Type: primitive = Float(number)
            case is CGFloat.Type: primitive = CGFloat(number)
            case is Int.Type: primitive = Int(exactly: number.rounded())
            case is Int32.Type: primitive = Int32(exactly: number.rounded())
            case is Int64.Type: primitive = Int64(exactly: number.rounded())
            case is UInt.Type: primitive = UInt(exactly: number.rounded())
            default: primitive = nil
            }
        case .date(let seconds): primitive = Date(timeIntervalSinceReferenceDate: seconds)
        case .category(let name): primitive = name
        }
        return (primitive as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
    }
}
