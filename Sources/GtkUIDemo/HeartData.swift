import GtkUI

/// The demo's model: a heart rate that the slider, the button and the label share.
@MainActor
final class HeartData {
    var beatsPerMinute: Double {
        didSet {
            guard beatsPerMinute != oldValue else { return }
            observers.forEach { $0() }
        }
    }

    private var observers: [() -> Void] = []

    init(beatsPerMinute: Double) {
        self.beatsPerMinute = beatsPerMinute
    }

    /// Calls `observer` after every change.
    func observe(_ observer: @escaping () -> Void) {
        observers.append(observer)
    }

    /// A binding for declarative views.
    var binding: Binding<Double> {
        Binding(get: { self.beatsPerMinute }, set: { self.beatsPerMinute = $0 })
    }
}

