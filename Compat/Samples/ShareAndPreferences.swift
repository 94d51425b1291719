import SwiftUI

// Environment values and the sharing controls of a small settings screen.

struct ShareAndPreferences: View {
    @SceneStorage("selectedPanel") private var selectedPanel = "general"
    @State private var accent = Color.orange
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.openURL) private var openURL

    private let report = URL(string: "https://example.org/reports/weekly")!

    var body: some View {
        Form {
            Section("Appearance") {
                ColorPicker("Accent color", selection: $accent, supportsOpacity: false)
                LabeledContent("Layout", value: horizontalSizeClass == .compact ? "Compact" : "Regular")
                if dynamicTypeSize.isAccessibilitySize {
                    Text("Large text is on")
                }
            }
            Section("Report") {
                ShareLink(item: report, subject: Text("Weekly report"), message: Text("This week's heart rate"))
                Button("Open in browser") { openURL(report) }
                    .gesture(MagnifyGesture().onChanged { _ in })
            }
            Section {
                HStack {
                    Spacer()
                    EditButton()
                }
            }
        }
        .frame(width: 360, height: 360)
    }
}

#Preview {
    ShareAndPreferences()
}
