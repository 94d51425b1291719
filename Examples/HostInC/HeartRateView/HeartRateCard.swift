import GtkUI

/// What the C program and the view share: a heart rate that either side changes.
@MainActor
final class HeartRate: ObservableObject {
    @Published private(set) var beatsPerMinute: Int
    /// Called after every change, whichever side made it (set by the C program).
    var changed: ((Int) -> Void)?

    init(beatsPerMinute: Int) {
        self.beatsPerMinute = beatsPerMinute
    }

    func set(_ value: Int) {
        let value = min(180, max(40, value))
        guard value != beatsPerMinute else { return }
        beatsPerMinute = value
        changed?(value)
    }
}

/// The declarative view the C program hosts: the value, a slider, and the zone it is in.
struct HeartRateCard: View {
    @ObservedObject var heartRate: HeartRate

    var body: some View {
        VStack(spacing: 8) {
            Label("\(heartRate.beatsPerMinute) BPM", systemImage: "heart.fill")
                .font(.title)
                .foregroundStyle(.pink)
            Slider(value: beats, in: 40...180, step: 1)
                .tint(.pink)
                .accessibilityLabel("Heart rate")
            Text("A GtkUI view · \(zone)").foregroundStyle(.secondary)
        }
        .padding(16)
    }

    /// A rough exercise zone, to show a value derived from the model.
    private var zone: String {
        switch heartRate.beatsPerMinute {
        case ..<100: "resting"
        case ..<140: "moderate"
        default: "vigorous"
        }
    }

    /// The slider works in whole beats per minute.
    private var beats: Binding<Double> {
        let heartRate = self.heartRate
        return Binding(get: { Double(heartRate.beatsPerMinute) }, set: { heartRate.set(Int($0.rounded())) })
    }
}
