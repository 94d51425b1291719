import ArgumentParser
import DBusKit
import Foundation
import VitalsSensors

/// `vitals sensors`: the Bluetooth heart-rate sensors in range.
struct SensorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sensors",
        abstract: "List the Bluetooth heart-rate sensors in range.",
        discussion: """
            Scans for Bluetooth LE devices that offer the Heart Rate service and lists each \
            with its address (for `vitals record --sensor`), name, signal and battery. \
            Paired and connected sensors are listed too. Wear the strap (most sleep until \
            they touch skin). BlueZ is looked for on the system bus; \
            \(BluetoothBus.environmentVariable)=session or an address selects another.
            """)

    @Option(name: .customLong("scan"), help: ArgumentHelp("How long to scan, in seconds.", valueName: "seconds"))
    var scanSeconds: Int = 8

    func validate() throws {
        guard (1...600).contains(scanSeconds) else { throw ValidationError("--scan takes 1 to 600 seconds.") }
    }

    func run() throws {
        let seconds = scanSeconds
        let sensors = try MainActor.assumeIsolated {
            try DBusMainLoop.run(interrupt: { SensorScan.stopRequested = true }) {
                try await SensorScan.run(seconds: seconds)
            }
        }
        guard !sensors.isEmpty else {
            throw CommandFailure(
                status: .sensor,
                message: "No heart-rate sensor found in \(seconds) s. Wear the strap (it wakes on skin contact) and bring it close.")
        }
        MainActor.assumeIsolated {
            for sensor in sensors {
                print(SensorScan.line(for: sensor))
            }
        }
    }
}

/// The scan behind `vitals sensors` (and `vitals record` without `--sensor`).
@MainActor
enum SensorScan {
    /// Set by Ctrl+C: the scan ends early with what it found.
    static var stopRequested = false

    /// Scans for `seconds` (or until Ctrl+C) and returns the sensors found; with
    /// `settle`, ends sooner: once a sensor is known and `settle` seconds have passed.
    /// - Throws: ``CommandFailure`` with ``ExitStatus/sensor`` when Bluetooth cannot be used.
    static func run(seconds: Int, settle: Int? = nil) async throws -> [HeartRateSensorInfo] {
        let client = BlueZClient()
        await client.start()
        try requireReady(client)
        do {
            try await client.startScanning()
        } catch {
            throw CommandFailure(status: .sensor, message: error.message)
        }
        let start = ContinuousClock.now
        let deadline = start.advanced(by: .seconds(seconds))
        while ContinuousClock.now < deadline, !stopRequested, client.availability.isReady {
            if let settle, !client.sensors.isEmpty, ContinuousClock.now >= start.advanced(by: .seconds(settle)) { break }
            try? await Task.sleep(for: .milliseconds(250))
        }
        await client.stopScanning()
        try requireReady(client)
        return client.sensors
    }

    /// Throws the availability's message unless Bluetooth is ready.
    static func requireReady(_ client: BlueZClient) throws {
        guard client.availability.isReady else {
            var message = client.availability.message
            if case .poweredOff = client.availability {
                message += " Turn it on (bluetoothctl power on) and try again."
            }
            throw CommandFailure(status: .sensor, message: message)
        }
    }

    /// One line of the list: address, name, signal, battery, state.
    static func line(for sensor: HeartRateSensorInfo) -> String {
        var parts = [sensor.address, sensor.name]
        if let signal = sensor.signalStrength, let words = sensor.signalDescription {
            parts.append("\(words) (\(signal) dBm)")
        }
        if let battery = sensor.batteryPercentage { parts.append("battery \(battery) %") }
        if sensor.isConnected { parts.append("connected") } else if sensor.isPaired { parts.append("paired") }
        return parts.joined(separator: "  ")
    }
}
