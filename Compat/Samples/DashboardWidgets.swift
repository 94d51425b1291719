import SwiftUI

struct DashboardView: View {
    @State private var showsDetails = true
    @State private var volume = 0.4

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            GroupBox("Battery") {
                Gauge(value: 0.8) {
                    Text("Charge")
                } currentValueLabel: {
                    Text("80%")
                }
            }
            DisclosureGroup("Details", isExpanded: $showsDetails) {
                LabeledContent("Model", value: "A2345")
                LabeledContent("Serial", value: "F17XK2")
            }
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            }
            ControlGroup {
                Button("Previous", systemImage: "backward.fill") {}
                Button("Play", systemImage: "play.fill") {}
                Button("Next", systemImage: "forward.fill") {}
            }
        }
        .padding()
    }
}

#Preview {
    DashboardView()
}
