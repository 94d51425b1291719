/// A control for picking a value from a range by dragging, over a horizontal `GtkScale`
/// that fills the available width, as in SwiftUI.
///
/// Moving the slider writes the binding once per change (snapped to `step` when one is
/// given); a new binding value moves the slider without echo. The label is not shown (as on
/// iOS) but names the slider for screen readers; the minimum and maximum value labels'
/// text shows under the slider's ends (GTK's scale marks).
public struct Slider<Label: View, ValueLabel: View>: WidgetRepresentable {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    /// The label's text: the slider's accessible name.
    var title: String?
    /// The text of the minimum and maximum value labels.
    var endLabels: (minimum: String?, maximum: String?) = (nil, nil)

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?)
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Receives `value-changed` and writes through the latest binding.
    @MainActor
    public final class Coordinator {
        var value: Binding<Double>
        var bounds: ClosedRange<Double>
        var step: Double?
        var valueChanged: SignalConnection?
        /// The end labels the scale shows.
        var endLabels: (minimum: String?, maximum: String?) = (nil, nil)

        init(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?) {
            self.value = value
            self.bounds = bounds
            self.step = step
        }

        /// The value snapped to the step from the lower bound, inside the bounds.
        func snapped(_ raw: Double) -> Double {
            guard let step else { return raw }
            let steps = ((raw - bounds.lowerBound) / step).rounded()
            return min(max(bounds.lowerBound + steps * step, bounds.lowerBound), bounds.upperBound)
        }

        func userMoved(_ scale: GTK.Scale) {
            let newValue = snapped(scale.value)
            if newValue != scale.value { scale.withSignalBlocked(valueChanged) { scale.value = newValue } }
            if value.wrappedValue != newValue { value.wrappedValue = newValue }
        }
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(value: value, bounds: bounds, step: step)
    }

    public func makeWidget(context: Context) -> GTK.Scale {
        let span = bounds.upperBound - bounds.lowerBound
        let scale = GTK.Scale(.horizontal, bounds: bounds, step: step ?? (span > 0 ? span / 100 : 1))
        scale.drawsValue = false
        scale.expandsHorizontally = true
        scale.setSizeRequest(width: Self.minimumWidth, height: -1)  // never a bare knob
        let coordinator = context.coordinator
        coordinator.valueChanged = scale.connect(.valueChanged) { coordinator.userMoved($0) }
        return scale
    }

    /// The narrowest a slider gets, where a container gives it only its minimum width.
    static var minimumWidth: Int { 160 }

    public func updateWidget(_ scale: GTK.Scale, context: Context) {
        let coordinator = context.coordinator
        coordinator.value = value
        coordinator.bounds = bounds
        coordinator.step = step
        let current = value.wrappedValue
        scale.withSignalBlocked(coordinator.valueChanged) {
            if scale.bounds != bounds { scale.bounds = bounds }
            if scale.value != current { scale.value = current }
        }
        WidgetAttributes.setBuiltIn(title.map { [.accessibilityLabel($0)] } ?? [], on: scale)
        if endLabels.minimum != nil || endLabels.maximum != nil, coordinator.endLabels != endLabels {
            coordinator.endLabels = endLabels
            scale.setEndLabels(minimum: endLabels.minimum, maximum: endLabels.maximum, bounds: bounds)
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`, moving continuously.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil)
    }

    /// A slider over `bounds` whose value moves in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider named by a label view (not shown).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil)
        title = ViewText.string(in: label())
    }

    /// A stepped slider named by a label view (not shown).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step)
        title = ViewText.string(in: label())
    }
}

extension Slider {
    /// A slider named by `label`, with `minimumValueLabel` and `maximumValueLabel`'s text
    /// under its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil)
        title = ViewText.string(in: label())
        endLabels = (ViewText.string(in: minimumValueLabel()), ViewText.string(in: maximumValueLabel()))
    }

    /// A stepped slider named by `label`, with value labels under its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step)
        title = ViewText.string(in: label())
        endLabels = (ViewText.string(in: minimumValueLabel()), ViewText.string(in: maximumValueLabel()))
    }
}
