import Foundation

/// A value plotted on one axis with the name of what it measures, as Swift Charts'
/// `.value("BPM", bpm)`. The name labels the axis in hover read-outs and in the chart's
/// accessibility description.
public struct PlottableValue<Value: Plottable> {
    @usableFromInline let label: PlotLabel
    @usableFromInline let value: Value
    /// For dates: the calendar unit the value stands for (a bar spans it).
    @usableFromInline let unit: Calendar.Component?

    @inlinable
    init(label: PlotLabel, value: Value, unit: Calendar.Component?) {
        self.label = label
        self.value = value
        self.unit = unit
    }

    /// `value`, measuring what the string literal `label` names.
    @inlinable
    public static func value(_ label: StaticString, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: PlotLabel(label), value: value, unit: nil)
    }

    /// `value`, measuring what `label` names.
    @inlinable @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: PlotLabel(label), value: value, unit: nil)
    }

    /// A date standing for a whole `unit` (a day, a month): bars span it.
    @inlinable
    public static func value(
        _ label: StaticString, _ value: Value, unit: Calendar.Component
    ) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: PlotLabel(label), value: value, unit: unit)
    }

    /// A date standing for a whole `unit` (a day, a month): bars span it.
    @inlinable @_disfavoredOverload
    public static func value<S: StringProtocol>(
        _ label: S, _ value: Value, unit: Calendar.Component
    ) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: PlotLabel(label), value: value, unit: unit)
    }

    @inlinable
    var axisValue: PlotAxisValue {
        PlotAxisValue(label: label, value: value.primitivePlottable._plotValue, unit: unit)
    }
}
