import GtkKit
import Foundation
import Localization
import VitalsCore
import VitalsSensors

/// One run of `vitals record`: finds and connects the sensor, prints and records its
/// measurements until stopped, then saves and summarises.
@MainActor
final class Recording {
    /// The recording running now (for Ctrl+C).
    static var current: Recording?

    private let client: BlueZClient
    private let connection: SensorConnection
    private let store: VitalsStore
    private var recorder: SensorRecorder?
    private var finished: CheckedContinuation<Void, Never>?
    private var isStopped = false
    private var lastState: SensorConnection.State?
    /// Times of day as the user's locale writes them, with seconds.
    private let clock = Date.FormatStyle(date: .omitted, time: .standard, locale: .session)

    private init(client: BlueZClient, address: String, store: VitalsStore) {
        self.client = client
        self.store = store
        connection = SensorConnection(client: client, address: address)
    }

    /// Records until `limit` passes or Ctrl+C; returns the summary line.
    static func run(store: VitalsStore, address: String?, limit: Duration?) async throws -> String {
        let client = BlueZClient()
        await client.start()
        try SensorScan.requireReady(client)
        let chosen: String
        if let address {
            chosen = address
        } else {
            let found = try await SensorScan.run(seconds: 10, settle: 3)
            guard found.count == 1, let only = found.first else {
                let list = found.map { "  " + SensorScan.line(for: $0) }.joined(separator: "\n")
                throw CommandFailure(
                    status: .sensor,
                    message: found.isEmpty
                        ? String(localized: """
                            No heart-rate sensor found. Wear the strap (it wakes on skin contact) and bring it close.
                            """)
                        : String(localized: "Several sensors were found; choose one with --sensor:\n\(list)"))
            }
            chosen = only.address
        }
        let recording = Recording(client: client, address: chosen, store: store)
        current = recording
        defer { current = nil }
        return await recording.record(limit: limit)
    }

    /// Ends the recording (Ctrl+C).
    func stop() {
        isStopped = true
        finished?.resume()
        finished = nil
    }

    private func record(limit: Duration?) async -> String {
        connection.onChange = { [weak self] in self?.stateChanged() }
        connection.onMeasurement = { [weak self] measurement, time in self?.received(measurement, at: time) }
        await connection.open()
        let timer = limit.map { MainLoopTimer(after: $0) { [weak self] in self?.stop() } }
        if !isStopped {
            await withCheckedContinuation { finished = $0 }
        }
        timer?.cancel()
        await connection.close()
        await recorder?.finish()
        let name = connection.sensor?.name ?? connection.address
        var sentences = [String(localized: """
            Recorded \(recorder?.written ?? 0) heart rates from \(name) into \(store.database.path).
            """)]
        if let problem = recorder?.problem { sentences.append(problem) }
        if connection.refusedMeasurements > 0 {
            sentences.append(String(localized: """
                \(connection.refusedMeasurements) malformed measurements were refused (\(connection.lastRefusal ?? "")).
                """))
        }
        return sentences.joined(separator: " ")
    }

    private func received(_ measurement: HeartRateMeasurement, at time: Date) {
        if recorder == nil {
            let recorder = SensorRecorder(store: store, sourceName: connection.sensor?.name ?? connection.address)
            recorder.writesOnMainThread = true
            self.recorder = recorder
        }
        recorder?.fromOpticalSensor = connection.isOptical ?? false
        recorder?.record(measurement, at: time)
        // Columns two spaces apart: the time, the heart rate, contact, RR intervals, RMSSD.
        var columns = [time.formatted(clock), String(localized: "\(measurement.beatsPerMinute) BPM")]
        switch measurement.contact {
        case .detected: columns.append(String(localized: "contact", comment: "The sensor touches the skin."))
        case .notDetected: columns.append(String(localized: "no skin contact"))
        case .notSupported: break
        }
        if !measurement.rrIntervals.isEmpty {
            let intervals = measurement.rrMilliseconds.map { String(Int($0.rounded())) }.joined(separator: " ")
            columns.append(String(localized: "RR \(intervals) ms",
                                  comment: "The RR intervals of a heartbeat, in milliseconds."))
        }
        if let rmssd = recorder?.rmssd {
            columns.append(String(localized: "RMSSD \(Int(rmssd.rounded())) ms"))
        }
        let line = columns.joined(separator: "  ")
        // Unbuffered, so that a pipe (`vitals record | tee`) sees each line as it comes.
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func stateChanged() {
        guard connection.state != lastState else { return }
        lastState = connection.state
        let name = connection.sensor?.name ?? connection.address
        switch connection.state {
        case .unavailable(let availability): StandardError.write(availability.message + "\n")
        case .searching: StandardError.write(String(localized: "Looking for \(name)…") + "\n")
        case .connecting: StandardError.write(String(localized: "Connecting to \(name)…") + "\n")
        case .receiving: StandardError.write(String(localized: "Recording \(name). Ctrl+C stops.") + "\n")
        case .waiting(let reason, let delay):
            StandardError.write(String(localized: "\(reason) Trying again in \(delay.components.seconds) s.") + "\n")
        case .closed: break
        }
    }
}
