/// Where the live heart rate comes from: the simulated source by default, a device later.
///
/// A source is a factory of sample streams: each call to ``samples()`` starts a stream that
/// ends when the consumer stops iterating (its task is cancelled or the loop exits).
public protocol HeartRateSource: Sendable {
    /// The name to show next to the live value, e.g. "Simulated".
    var displayName: String { get }

    /// A new stream of live samples.
    func samples() -> AsyncStream<HeartRateSample>
}
