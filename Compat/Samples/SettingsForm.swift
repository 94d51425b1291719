import SwiftUI

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: Self { self }
}

struct SettingsView: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("units") private var units = Units.metric
    @State private var reminderHour = 8

    var body: some View {
        Form {
            Section("General") {
                Toggle("Notifications", isOn: $notifications)
                Picker("Units", selection: $units) {
                    ForEach(Units.allCases) { unit in
                        Text(unit.rawValue.capitalized).tag(unit)
                    }
                }
            }
            Section {
                Stepper("Reminder at \(reminderHour):00", value: $reminderHour, in: 0...23)
            } header: {
                Text("Reminders")
            } footer: {
                Text("A daily reminder to measure your heart rate.")
            }
        }
    }
}

#Preview {
    SettingsView()
}
