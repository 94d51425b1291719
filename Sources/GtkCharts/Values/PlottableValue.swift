import Foundation

/// A value plotted on one axis with the name of what it measures, as Swift Charts'
/// `.value("BPM", bpm)`. The name labels the axis in hover read-outs and in the chart's
/// accessibility description.
public struct PlottableValue<Value: Plottable> {
    @usableFromInline let label: String
    @usableFromInline let value: Value
    /// For dates: the calendar unit the value stands for (a bar spans it).
    @usableFromInline let unit: Calendar.Component?

    @usableFromInline
    init(label: String, value: Value, unit: Calendar.Component?) {
        self.label = label
        self.value = value
        self.unit = unit
    }

    /// `value`, measuring what `label` names.
    @inlinable
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: text(label), value: value, unit: nil)
    }

    /// A date standing for a whole `unit` (a day, a month): bars span it.
    @inlinable
    public static func value<S: StringProtocol>(
        _ label: S, _ value: Value, unit: Calendar.Component
    ) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: text(label), value: value, unit: unit)
    }

    /// `label` as a `String`: itself when it is one (the cast goes away where the label's
    /// type is known, rather than copying the string character by character).
    @inlinable
    static func text<S: StringProtocol>(_ label: S) -> String {
        (label as? String) ?? String(label)
    }

    @inlinable
    var axisValue: AxisValue {
        AxisValue(label: label, value: value.primitivePlottable._plotValue, unit: unit)
    }
}

/// A plotted value without its type: what marks keep.
@usableFromInline
struct AxisValue {
    @usableFromInline let label: String
    @usableFromInline let value: _PlotValue
    @usableFromInline let unit: Calendar.Component?

    @usableFromInline
    init(label: String, value: _PlotValue, unit: Calendar.Component?) {
        self.label = label
        self.value = value
        self.unit = unit
    }
}
