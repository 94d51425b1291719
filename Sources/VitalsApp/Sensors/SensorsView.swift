import Foundation
import GtkUI
import VitalsSensors

/// The Sensors window: whether Bluetooth can be used (with a button to turn it on), a scan
/// for heart-rate sensors, each sensor found with its signal and battery, and choosing,
/// forgetting, or going back to the demo sensor.
struct SensorsView: View {
    @ObservedObject var sensors: SensorsModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Sensors").font(.title)
            Text("Wear the strap or start the watch’s heart-rate broadcast: most sensors wake when they touch skin.")
                .foregroundStyle(.secondary)
            if let problem = sensors.problem {
                NoticeBar(text: problem) { sensors.problem = nil }
            }
            BluetoothStateRow(sensors: sensors)
            HStack(spacing: 12) {
                Button(sensors.isScanning ? "Stop Scanning" : "Scan for Sensors") {
                    let sensors = self.sensors
                    Task { await sensors.setScanning(!sensors.isScanning) }
                }
                .disabled(!sensors.availability.isReady)
                if sensors.isScanning {
                    ProgressView().accessibilityLabel("Scanning")
                }
                Spacer()
                Button("Use Demo Sensor") {
                    let sensors = self.sensors
                    Task { await sensors.useDemoSensor() }
                }
                .disabled(sensors.chosenAddress == nil)
                .accessibilityLabel("Use the demo sensor (simulated, not recorded)")
            }
            if sensors.sensors.isEmpty {
                Text(sensors.isScanning ? "Looking for heart-rate sensors…" : "No sensors yet: scan to find yours.")
                    .foregroundStyle(.secondary)
            }
            List(sensors.sensors) { sensor in
                SensorRow(sensor: sensor, isChosen: sensor.address == sensors.chosenAddress) {
                    let sensors = self.sensors
                    Task { await sensors.choose(sensor) }
                } forget: {
                    let sensors = self.sensors
                    Task { await sensors.forget(sensor) }
                }
            }
            .frame(maxWidth: .infinity, minHeight: 200, maxHeight: .infinity)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .task { await sensors.activate() }
        // A scan ends with the window (it costs the adapter's radio time).
        .onDisappear {
            let sensors = self.sensors
            Task { await sensors.setScanning(false) }
        }
    }
}

/// Why sensors cannot be reached, with "Turn Bluetooth On" when it is off.
struct BluetoothStateRow: View {
    @ObservedObject var sensors: SensorsModel

    var body: some View {
        switch sensors.availability {
        case .ready:
            EmptyView()
        case .poweredOff:
            HStack(spacing: 12) {
                Text(sensors.availability.message)
                Button("Turn Bluetooth On") {
                    let sensors = self.sensors
                    Task { await sensors.powerOn() }
                }
            }
        default:
            Text(sensors.availability.message).foregroundStyle(.secondary)
        }
    }
}

/// One sensor: its name, signal, battery and state; Use (or "In use") and Forget.
struct SensorRow: View {
    let sensor: HeartRateSensorInfo
    let isChosen: Bool
    let choose: @MainActor () -> Void
    let forget: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(sensor.name).fontWeight(.bold)
                Text(detail).foregroundStyle(.secondary)
            }
            Spacer()
            if isChosen {
                Label("In Use", systemImage: "checkmark").foregroundStyle(.pink)
            } else {
                Button("Use", action: choose)
                    .accessibilityLabel("Use \(sensor.name)")
            }
            Button("Forget", role: .destructive, action: forget)
                .accessibilityLabel("Forget \(sensor.name)")
        }
        .padding(.vertical, 4)
        .accessibilityLabel("\(sensor.name), \(detail)")
    }

    /// “strong signal · battery 87 % · connected · A0:9E:1A:12:34:56”.
    var detail: String {
        var parts: [String] = []
        if let signal = sensor.signalDescription { parts.append(signal) }
        if let battery = sensor.batteryPercentage { parts.append(String(localized: "battery \(battery) %")) }
        if sensor.isConnected {
            parts.append(String(localized: "connected"))
        } else if sensor.isPaired {
            parts.append(String(localized: "paired"))
        }
        parts.append(sensor.address)
        return parts.joined(separator: " · ")
    }
}
