/// A value within a range shown as a filled bar, as in SwiftUI's linear gauge: the label
/// above a `GtkLevelBar`, the current value's label beside the label, and the bounds'
/// labels under the bar's ends. Screen readers read the bar as a meter named by the label,
/// with the current value's text.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery)) %")
/// }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// A gauge of `value` in `bounds` with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                label
                Spacer()
                currentValueLabel.foregroundStyle(.secondary)
            }
            _GaugeBar(
                value: value, bounds: bounds,
                name: ViewText.string(in: label), valueText: ViewText.string(in: currentValueLabel))
            if BoundsLabel.self != EmptyView.self {
                HStack {
                    minimumValueLabel
                    Spacer()
                    maximumValueLabel
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, CurrentValueLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

/// The bar of a ``Gauge``: a `GtkLevelBar` named by the gauge's label.
public struct _GaugeBar: WidgetRepresentable {
    let value: Double
    let bounds: ClosedRange<Double>
    let name: String?
    let valueText: String?

    public func makeWidget(context: Context) -> GTK.LevelBar {
        let bar = GTK.LevelBar(minimum: bounds.lowerBound, maximum: bounds.upperBound)
        bar.expandsHorizontally = true
        return bar
    }

    public func updateWidget(_ bar: GTK.LevelBar, context: Context) {
        if bar.bounds != bounds { bar.bounds = bounds }
        let clamped = min(max(value, bounds.lowerBound), bounds.upperBound)
        if bar.value != clamped { bar.value = clamped }
        var attributes: [WidgetAttribute] = []
        if let name { attributes.append(.accessibilityLabel(name)) }
        if let valueText { attributes.append(.accessibilityValue(valueText)) }
        WidgetAttributes.setBuiltIn(attributes, on: bar)
    }
}

extension _GaugeBar {
    /// Its update reads only its own values.
    public static var _updatesFromOwnValues: Bool { true }
}
