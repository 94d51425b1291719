/// A sink that keeps every plausible reading in memory, in the order read: for tests,
/// fuzzing and format checks. Imports into the store use the store's own sink.
public struct CollectedSamples: SampleSink {
    /// One kept reading.
    public struct Reading: Sendable, Hashable {
        /// Milliseconds since 1970-01-01 UTC.
        public var time: Int64
        /// Beats per minute.
        public var beatsPerMinute: Double
        /// Index into ``CollectedSamples/sources``.
        public var source: Int
    }

    /// The sources, numbered by their index.
    public private(set) var sources: [SampleSource] = []
    /// The plausible readings, in the order read.
    public private(set) var readings: [Reading] = []
    /// How many readings were refused, per reason.
    public private(set) var refused: [RefusalReason: Int] = [:]
    /// The last position reported through ``advanced(to:)``.
    public private(set) var bytesRead: Int64 = 0
    /// Keeps at most this many readings (the rest are counted in ``dropped``), so a fuzzer's
    /// input cannot exhaust memory.
    public let limit: Int
    /// Plausible readings not kept because of ``limit``.
    public private(set) var dropped = 0

    /// An empty collection keeping at most `limit` readings.
    public init(limit: Int = .max) {
        self.limit = limit
    }

    public mutating func id(of source: SampleSource) throws -> Int {
        if let index = sources.firstIndex(of: source) {
            return index
        }
        sources.append(source)
        return sources.count - 1
    }

    public mutating func add(time: Int64, beatsPerMinute: Double, source: Int) throws {
        precondition(sources.indices.contains(source), "a source number the sink did not give")
        if let reason = ReadingCheck.refusal(time: time, beatsPerMinute: beatsPerMinute) {
            refused[reason, default: 0] += 1
        } else if readings.count < limit {
            readings.append(Reading(time: time, beatsPerMinute: beatsPerMinute, source: source))
        } else {
            dropped += 1
        }
    }

    public mutating func advanced(to bytesRead: Int64) throws {
        self.bytesRead = bytesRead
    }
}
