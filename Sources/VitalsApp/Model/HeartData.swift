import Foundation
import GtkUI
import VitalsCore

/// The seed's live heart rate: a `HeartRateSource` (the simulated one by default) feeds it
/// every second while the heart-rate page is shown; only the live cell observes it.
@MainActor
public final class HeartData: ObservableObject {
    /// The latest value, in beats per minute.
    @Published public var beatsPerMinute: Int
    /// When the latest value was measured (`nil` before the first).
    @Published public private(set) var measured: Date?
    /// The latest values, oldest first, at most ``recentLimit``: the live sparkline.
    @Published public private(set) var recent: [ChartPoint] = []
    /// Where the values come from, shown beside them ("Simulated").
    public let source: any HeartRateSource
    /// How many recent values the sparkline keeps.
    public let recentLimit = 30

    public init(source: any HeartRateSource, beatsPerMinute: Int = 0) {
        self.source = source
        self.beatsPerMinute = beatsPerMinute
    }

    /// Takes one live sample.
    public func receive(_ sample: HeartRateSample) {
        beatsPerMinute = Int(sample.beatsPerMinute.rounded())
        measured = sample.timestamp
        recent.append(ChartPoint(date: sample.timestamp, bpm: sample.beatsPerMinute))
        if recent.count > recentLimit { recent.removeFirst(recent.count - recentLimit) }
    }

    /// Follows the source until the calling task is cancelled.
    public func follow() async {
        for await sample in source.samples() {
            receive(sample)
        }
    }
}
