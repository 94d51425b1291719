import Foundation
import Localization

/// The default live source: a realistic random walk between 55 and 140 BPM, one sample per
/// ``interval``, labelled "Simulated" so no one takes it for a measurement.
public struct SimulatedHeartRateSource: HeartRateSource {
    /// The label for the UI.
    public var displayName: String { String(localized: "Simulated", comment: "The simulated live heart-rate source.") }
    /// The source name stamped on the samples.
    public static let sourceName = "simulated"

    /// Time between samples.
    public let interval: Duration
    /// The seed of the walk: equal seeds give equal sequences of values.
    public let seed: UInt64

    /// A source with one sample every `interval`, its walk seeded with `seed` (by default a
    /// fresh random seed).
    public init(interval: Duration = .seconds(1), seed: UInt64 = .random(in: .min ... .max)) {
        self.interval = interval
        self.seed = seed
    }

    /// A stream that yields a sample immediately, then one per interval, until the consumer
    /// stops iterating.
    public func samples() -> AsyncStream<HeartRateSample> {
        let interval = interval
        let seed = seed
        return AsyncStream { continuation in
            let task = Task {
                var walk = HeartRateWalk(seed: seed)
                while !Task.isCancelled {
                    let sample = HeartRateSample(
                        timestamp: Date(), beatsPerMinute: walk.step().rounded(), source: Self.sourceName)
                    if case .terminated = continuation.yield(sample) {
                        break
                    }
                    try? await Task.sleep(for: interval)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
