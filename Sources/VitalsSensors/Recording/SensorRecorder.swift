import GtkKit
import Foundation
import Localization
import VitalsCore

/// Keeps what a sensor measures: its heart rates and its heart-rate variability (RMSSD per
/// minute, from the RR intervals) go into the store in batches (at most one write per
/// ``interval``), with the sensor's name as their source.
///
/// Readings without skin contact, and zero readings, are not kept. A write that fails (a
/// full disk, a read-only database) keeps its samples for the next attempt; ``problem``
/// says why until a write succeeds.
@MainActor
public final class SensorRecorder {
    /// The store written to.
    public let store: VitalsStore
    /// The source name of the samples: the sensor's name.
    public let sourceName: String
    /// The longest time between a sample and its write.
    public let interval: Duration
    /// Samples written so far.
    public private(set) var written = 0
    /// Why the last write failed, until one succeeds.
    public private(set) var problem: String?
    /// Called after a write (``written`` or ``problem`` changed).
    public var onWrite: (@MainActor () -> Void)?
    /// Whether the sensor is optical (its RR intervals are smoothed): stored with each
    /// minute of heart-rate variability.
    public var fromOpticalSensor = false {
        didSet {
            guard fromOpticalSensor != oldValue else { return }
            if let last = hrv.finish() { pendingMinutes.append(last) }
            hrv = HRVTracker(fromOpticalSensor: fromOpticalSensor)
        }
    }
    /// Whether writes run on the main thread, which then waits for them: for a headless
    /// recorder (`vitals record`), which has no window to keep responsive and so starts no
    /// worker threads (each would add wakeups). The app writes on a worker thread.
    public var writesOnMainThread = false
    /// RMSSD over the last minute, in milliseconds; `nil` until enough RR intervals came.
    public var rmssd: Double? { hrv.rmssd }

    private var pending: [HeartRateSample] = []
    private var pendingMinutes: [HRVMinute] = []
    private var hrv = HRVTracker()
    private var scheduled: MainLoopTimer?
    private var writing: Task<Void, Never>?
    /// At most a day at one sample a second waits in memory while writes fail.
    private static let pendingLimit = 86_400

    /// A recorder into `store` for the sensor named `sourceName`.
    public init(store: VitalsStore, sourceName: String, interval: Duration = .seconds(5)) {
        self.store = store
        self.sourceName = sourceName
        self.interval = interval
    }

    /// Takes one measurement that arrived at `time`.
    public func record(_ measurement: HeartRateMeasurement, at time: Date) {
        pendingMinutes += hrv.add(measurement, receivedAt: time)
        if !pendingMinutes.isEmpty { scheduleWrite() }
        guard measurement.beatsPerMinute > 0, measurement.contact != .notDetected else { return }
        let sample = HeartRateSample(timestamp: time, beatsPerMinute: Double(measurement.beatsPerMinute), source: sourceName)
        guard sample.implausibility == nil else { return }
        pending.append(sample)
        if pending.count > Self.pendingLimit {
            pending.removeFirst(pending.count - Self.pendingLimit)
        }
        scheduleWrite()
    }

    /// Ends the current minute of heart-rate variability (the sensor stopped) and writes.
    public func finish() async {
        if let last = hrv.finish() { pendingMinutes.append(last) }
        await flush()
    }

    /// Writes everything not saved yet on the calling thread, at once (the app quits: no
    /// time for the next write).
    public func writeNow() {
        scheduled?.cancel()
        scheduled = nil
        if let last = hrv.finish() { pendingMinutes.append(last) }
        writePendingHere()
    }

    private func writePendingHere() {
        guard writing == nil, let (batch, minutes) = takePending() else { return }
        finished(batch, minutes, Result { try Self.write(batch, minutes, into: store, source: sourceName) })
    }

    private func takePending() -> ([HeartRateSample], [HRVMinute])? {
        guard !pending.isEmpty || !pendingMinutes.isEmpty else { return nil }
        defer {
            pending = []
            pendingMinutes = []
        }
        return (pending, pendingMinutes)
    }

    private func scheduleWrite() {
        if scheduled == nil {
            scheduled = MainLoopTimer(after: interval) { [weak self] in
                guard let self else { return }
                self.scheduled = nil
                if self.writesOnMainThread {
                    self.writePendingHere()
                } else {
                    Task { await self.flush() }
                }
            }
        }
    }

    /// Writes what is pending now and waits for it (and for a write already under way).
    public func flush() async {
        scheduled?.cancel()
        scheduled = nil
        while let running = writing { await running.value }
        if writesOnMainThread { return writePendingHere() }
        guard let (batch, minutes) = takePending() else { return }
        let store = store
        let source = sourceName
        let task = Task { [weak self] in
            let result = await Task.detached { () -> Result<InsertionSummary, any Error> in
                Result { try Self.write(batch, minutes, into: store, source: source) }
            }.value
            self?.finished(batch, minutes, result)
        }
        writing = task
        await task.value
    }

    private nonisolated static func write(
        _ samples: [HeartRateSample], _ minutes: [HRVMinute], into store: VitalsStore, source: String
    ) throws -> InsertionSummary {
        let summary = try store.insertSamples(samples, kind: .ble)
        if !minutes.isEmpty { try store.recordHRV(minutes, source: source, kind: .ble) }
        return summary
    }

    private func finished(_ batch: [HeartRateSample], _ minutes: [HRVMinute], _ result: Result<InsertionSummary, any Error>) {
        writing = nil
        switch result {
        case .success(let summary):
            written += summary.inserted
            problem = nil
        case .failure(let error):
            // Kept for the next write: samples already stored are skipped as duplicates.
            pending = batch + pending
            pendingMinutes = minutes + pendingMinutes
            problem = String(localized: "Measurements cannot be saved: \(error)")
        }
        onWrite?()
    }
}
