import SwiftUI

// A macOS-style preferences pane: a grouped form, radio-group and segmented pickers,
// sliders with value labels, steppers with formats, selectable text, group boxes, default
// and cancel keyboard shortcuts, and a few layout modifiers.

enum Appearance: String, CaseIterable, Identifiable {
    case system = "System", light = "Light", dark = "Dark"
    var id: Self { self }
}

struct PreferencesPane: View {
    @AppStorage("appearance") private var appearance = Appearance.system
    @AppStorage("fontSize") private var fontSize = 13.0
    @AppStorage("autosave") private var autosave = true
    @State private var interval = 5
    @State private var name = "Untitled"
    @State private var showsAdvanced = false

    var body: some View {
        Form {
            Section("Appearance") {
                Picker("Theme", selection: $appearance) {
                    ForEach(Appearance.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.radioGroup)
                Slider(value: $fontSize, in: 9...24, step: 1) {
                    Text("Font size")
                } minimumValueLabel: {
                    Text("A").font(.caption)
                } maximumValueLabel: {
                    Text("A").font(.title)
                }
                LabeledContent("Preview") {
                    Text("The quick brown fox")
                        .font(.system(size: fontSize))
                        .textSelection(.enabled)
                }
            }
            Section("Saving") {
                Toggle("Save automatically", isOn: $autosave)
                    .toggleStyle(.checkbox)
                Stepper(value: $interval, in: 1...60, step: 5) {
                    Text("Every \(interval) minutes")
                }
                .disabled(!autosave)
                TextField("Default name", text: $name)
                    .onSubmit { name = name.trimmingCharacters(in: .whitespaces) }
            }
            GroupBox {
                DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                    Text("Resetting clears every preference.")
                        .fixedSize(horizontal: false, vertical: true)
                        .layoutPriority(1)
                }
            } label: {
                Label("Maintenance", systemImage: "wrench")
            }
            HStack {
                Spacer()
                Button("Reset", role: .destructive) { fontSize = 13; interval = 5 }
                    .keyboardShortcut(.cancelAction)
                Button("Done") {}
                    .keyboardShortcut(.defaultAction)
                    .help("Close the preferences")
            }
        }
        .formStyle(.grouped)
        .frame(minWidth: 420, idealWidth: 480)
        .padding()
    }
}

#Preview {
    PreferencesPane()
}
