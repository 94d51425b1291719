import Foundation

/// The values an axis marks, as in Swift Charts: automatic nice values (about
/// `desiredCount` of them), a stride of numbers or calendar units, or an explicit list.
public struct AxisMarkValues: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case automatic(desiredCount: Int?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int)
        case list([_PlotValue])
    }
    let storage: Storage

    /// Nice values, as many as fit.
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil)) }

    /// Nice values, about `desiredCount` of them. The other arguments are accepted.
    public static func automatic(
        minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
        roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount.map { Swift.max(1, $0) }))
    }

    /// A value every `step` (a number axis), from the first multiple of `step` in the domain.
    public static func stride(by step: Double) -> AxisMarkValues {
        AxisMarkValues(storage: .numberStride(step))
    }

    /// A value at the start of every `count` calendar units (a date axis), in the current
    /// calendar: `.stride(by: .day)` marks midnight of every day.
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(storage: .dateStride(component, count: Swift.max(1, count)))
    }

    /// Exactly these values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(storage: .list(values.map { $0.primitivePlottable._plotValue }))
    }
}
