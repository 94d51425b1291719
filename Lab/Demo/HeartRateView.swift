import Foundation
import GtkUI

/// The seed's `HeartRateView`: the heart rate with its title, a slider to change it and
/// the time it was measured.
struct HeartRateView: View {
    @ObservedObject var data: HeartData
    let measured: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label("Heart Rate", systemImage: "heart.fill")
                    .font(.headline)
                    .foregroundStyle(.pink)
                Spacer()
                Text(measured, style: .time).foregroundStyle(.secondary)
            }
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("\(data.beatsPerMinute)").font(.system(size: 40, weight: .semibold))
                Text("BPM").font(.headline).foregroundStyle(.secondary)
            }
            Slider(value: beats, in: 40...180, step: 1)
                .tint(.pink)
                .accessibilityLabel("Heart rate")
        }
        .padding(16)
    }

    /// The slider works in whole beats per minute.
    private var beats: Binding<Double> {
        Binding(get: { Double(data.beatsPerMinute) }, set: { data.beatsPerMinute = Int($0.rounded()) })
    }
}
