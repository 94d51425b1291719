import ArgumentParser
import GtkKit
import Foundation
import Localization
import VitalsCore
import VitalsSensors

/// `vitals record`: a Bluetooth heart-rate sensor's measurements into the store, without a
/// display (a Raspberry Pi beside a treadmill).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: String(localized: "Record a Bluetooth heart-rate sensor into the database."),
        discussion: String(localized: """
            Connects to the sensor, prints each measurement (BPM, contact, RR intervals and \
            the heart-rate variability RMSSD over the last minute) and saves the heart rates \
            every few seconds, with the sensor's name as their source. Ctrl+C stops; \
            everything measured is saved first. A sensor that is lost is reconnected.
            """))

    @Option(name: .long, help: ArgumentHelp(
        String(localized: "The sensor's Bluetooth address (see `vitals sensors`)."),
        discussion: String(localized: "Default: the only sensor found by a short scan."), valueName: "address"))
    var sensor: String?

    @Option(name: .long, help: ArgumentHelp(
        String(localized: "Stop after this long: 90 (seconds), 90s, 15m or 2h."), valueName: "duration"))
    var duration: RecordingDuration?

    @OptionGroup var store: StoreOptions

    func run() throws {
        let store = try store.openStore(writing: true)
        let address = sensor
        let limit = duration?.value
        let summary = try MainActor.assumeIsolated {
            try DBusMainLoop.run(interrupt: { Recording.current?.stop() }) {
                try await Recording.run(store: store, address: address, limit: limit)
            }
        }
        StandardError.write(summary + "\n")
    }
}

/// A duration given as `90`, `90s`, `15m` or `2h`.
struct RecordingDuration: ExpressibleByArgument {
    let value: Duration

    init?(argument: String) {
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3600]
        var text = Substring(argument)
        var unit: Int64 = 1
        if let last = text.last, let factor = units[last] {
            unit = factor
            text = text.dropLast()
        }
        guard let amount = Int64(text), amount > 0, amount <= 7 * 86_400 / unit else { return nil }
        value = .seconds(amount * unit)
    }
}
