import ArgumentParser
import GtkKit
import Foundation
import Localization
import VitalsSensors

/// `vitals sensors`: the Bluetooth heart-rate sensors in range.
struct SensorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sensors",
        abstract: String(localized: "List the Bluetooth heart-rate sensors in range."),
        discussion: String(localized: """
            Scans for Bluetooth LE devices that offer the Heart Rate service and lists each \
            with its address (for `vitals record --sensor`), name, signal and battery. \
            Paired and connected sensors are listed too. Wear the strap (most sleep until \
            they touch skin). BlueZ is looked for on the system bus; \
            \(BluetoothBus.environmentVariable)=session or an address selects another.
            """))

    @Option(name: .customLong("scan"),
            help: ArgumentHelp(String(localized: "How long to scan, in seconds."), valueName: "seconds"))
    var scanSeconds: Int = 8

    func validate() throws {
        guard (1...600).contains(scanSeconds) else {
            throw ValidationError(String(localized: "--scan takes 1 to 600 seconds."))
        }
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
                message: String(localized: """
                    No heart-rate sensor found in \(seconds) s. Wear the strap (it wakes on skin contact) \
                    and bring it close.
                    """))
        }
        MainActor.assumeIsolated {
            for sensor in sensors {
                print(SensorScan.line(for: sensor))
            }
        }
    }
}
