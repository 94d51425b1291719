import Foundation
import GtkUI
import VitalsCore

/// The live heart rate the live cell shows: from the chosen Bluetooth sensor (fed by
/// ``SensorsModel``), or from the demo sensor, a simulated random walk that runs only
/// while the heart-rate page is shown and is never recorded.
@MainActor
public final class HeartData: ObservableObject {
    /// The latest value, in beats per minute.
    @Published public var beatsPerMinute: Int
    /// When the latest value was measured (`nil` before the first).
    @Published public private(set) var measured: Date?
    /// The latest values, oldest first, at most ``recentLimit``: the live sparkline.
    @Published public private(set) var recent: [ChartPoint] = []
    /// Where the values come from: "Demo sensor" or the sensor's name.
    @Published public private(set) var sourceName: String
    /// Whether the values come from the demo sensor.
    @Published public private(set) var isDemo = true
    /// Whether the sensor feels skin (`nil` when it does not say).
    @Published public private(set) var contact: HeartRateMeasurement.Contact?
    /// The sensor's battery level in percent, when it reports one.
    @Published public private(set) var batteryPercentage: Int?
    /// Heart-rate variability (RMSSD over the last minute), in milliseconds.
    @Published public private(set) var rmssd: Double?
    /// Whether the RMSSD comes from an optical sensor's smoothed RR intervals.
    @Published public private(set) var isOptical = false
    /// What is happening instead of measuring ("Connecting…", "Bluetooth is off."), or `nil`.
    @Published public private(set) var status: String?
    /// The simulated source of the demo sensor.
    public let demoSource: any HeartRateSource
    /// How many recent values the sparkline keeps: the last two minutes at one a second.
    public let recentLimit = 120
    /// Followers waiting for the demo sensor (another window's page runs it, or a sensor
    /// is shown).
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// Whether a follower runs the demo sensor now (one does, however many pages follow).
    private var demoRunning = false

    /// The live heart rate, from the demo sensor until a sensor is chosen.
    public init(demoSource: any HeartRateSource, beatsPerMinute: Int = 0) {
        self.demoSource = demoSource
        self.beatsPerMinute = beatsPerMinute
        sourceName = Self.demoName
    }

    /// The name of the demo sensor.
    public static var demoName: String { String(localized: "Demo sensor") }

    /// Takes one live sample.
    public func receive(_ sample: HeartRateSample) {
        beatsPerMinute = Int(sample.beatsPerMinute.rounded())
        measured = sample.timestamp
        recent.append(ChartPoint(date: sample.timestamp, bpm: sample.beatsPerMinute))
        if recent.count > recentLimit { recent.removeFirst(recent.count - recentLimit) }
    }

    /// Takes one measurement of the sensor: the value (unless it is a zero reading), its
    /// contact, and the RMSSD so far.
    func receive(_ measurement: HeartRateMeasurement, at time: Date, rmssd: Double?) {
        if contact != measurement.contact { contact = measurement.contact }
        if self.rmssd != rmssd { self.rmssd = rmssd }
        guard measurement.beatsPerMinute > 0, measurement.contact != .notDetected else { return }
        receive(HeartRateSample(timestamp: time, beatsPerMinute: Double(measurement.beatsPerMinute), source: sourceName))
    }

    /// Shows the sensor named `name`: its state, battery and kind.
    func showSensor(named name: String, status: String?, batteryPercentage: Int?, isOptical: Bool) {
        if isDemo {
            isDemo = false
            clear()
        }
        if sourceName != name { sourceName = name }
        if self.status != status { self.status = status }
        if self.batteryPercentage != batteryPercentage { self.batteryPercentage = batteryPercentage }
        if self.isOptical != isOptical { self.isOptical = isOptical }
    }

    /// Shows the demo sensor again (and runs it while the page follows it).
    func showDemo() {
        guard !isDemo else { return }
        isDemo = true
        sourceName = Self.demoName
        status = nil
        batteryPercentage = nil
        isOptical = false
        clear()
        wakeFollowers()
    }

    private func clear() {
        measured = nil
        recent = []
        contact = nil
        rmssd = nil
    }

    /// Runs the demo sensor whenever it is the one shown, until the calling task is
    /// cancelled (the page's `task`). With several pages following, one runs it.
    public func follow() async {
        while !Task.isCancelled {
            if isDemo && !demoRunning {
                demoRunning = true
                for await sample in demoSource.samples() {
                    guard isDemo else { break }
                    receive(sample)
                }
                demoRunning = false
                // Another page may take over (this one was closed) or go on waiting.
                wakeFollowers()
            } else {
                await withTaskCancellationHandler {
                    await withCheckedContinuation { waiting.append($0) }
                } onCancel: {
                    Task { @MainActor in self.wakeFollowers() }
                }
            }
        }
    }

    private func wakeFollowers() {
        let followers = waiting
        waiting = []
        for follower in followers { follower.resume() }
    }
}
