import Foundation
import Localization
import VitalsSensors

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
                message = String(localized: "\(message) Turn it on (bluetoothctl power on) and try again.")
            }
            throw CommandFailure(status: .sensor, message: message)
        }
    }

    /// One line of the list: address, name, signal, battery, state.
    static func line(for sensor: HeartRateSensorInfo) -> String {
        var parts = [sensor.address, sensor.name]
        if let signal = sensor.signalStrength, let words = sensor.signalDescription {
            parts.append(String(localized: "\(words) (\(signal) dBm)",
                                comment: "A sensor's signal: “strong signal (-55 dBm)”."))
        }
        if let battery = sensor.batteryPercentage {
            parts.append(String(localized: "battery \(battery) %", comment: "A sensor's battery charge."))
        }
        if sensor.isConnected {
            parts.append(String(localized: "connected", comment: "A sensor's state."))
        } else if sensor.isPaired {
            parts.append(String(localized: "paired", comment: "A sensor's state."))
        }
        return parts.joined(separator: "  ")
    }
}
