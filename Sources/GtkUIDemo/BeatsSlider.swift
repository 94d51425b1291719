import GtkUI

/// A GtkScale bound to a heart rate: the representable pattern with a coordinator.
struct BeatsSlider: WidgetRepresentable {
    @Binding var beatsPerMinute: Double

    final class Coordinator {
        var beatsPerMinute: Binding<Double>
        var valueChanged: SignalConnection?
        init(beatsPerMinute: Binding<Double>) { self.beatsPerMinute = beatsPerMinute }
    }

    func makeCoordinator() -> Coordinator { Coordinator(beatsPerMinute: $beatsPerMinute) }

    func makeWidget(context: Context) -> GTK.Scale {
        let scale = GTK.Scale(.horizontal, bounds: 40...180, step: 1)
        scale.drawsValue = false
        scale.expandsHorizontally = true
        let coordinator = context.coordinator
        coordinator.valueChanged = scale.connect(.valueChanged) { scale in
            coordinator.beatsPerMinute.wrappedValue = scale.value.rounded()
        }
        return scale
    }

    func updateWidget(_ scale: GTK.Scale, context: Context) {
        context.coordinator.beatsPerMinute = $beatsPerMinute
        guard scale.value != beatsPerMinute else { return }
        scale.withSignalBlocked(context.coordinator.valueChanged) { scale.value = beatsPerMinute }
    }

    static func dismantleWidget(_ scale: GTK.Scale, coordinator: Coordinator) {
        coordinator.valueChanged.map(scale.disconnect)
    }
}
