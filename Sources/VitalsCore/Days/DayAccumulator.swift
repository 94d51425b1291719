/// The running figures of one day's samples, kept so that a day's summary can grow by a sample
/// (or by another accumulator) without reading the day's samples again.
///
/// Besides count, minimum, maximum, total and latest, it keeps a histogram of whole beats per
/// minute over ``HeartRateSample/plausibleBeatsPerMinute``, from which the resting estimate
/// (a percentile) follows exactly at one-beat resolution.
struct DayAccumulator: Equatable {
    private(set) var count = 0
    private(set) var minimum = Double.infinity
    private(set) var maximum = -Double.infinity
    private(set) var total = 0.0
    private(set) var latestTime = Int64.min
    private(set) var latestBeatsPerMinute = 0.0
    private(set) var histogram: [UInt32]

    /// The percentile used as the resting estimate.
    static let restingPercentile = 0.10

    private static let lowestBin = Int(HeartRateSample.plausibleBeatsPerMinute.lowerBound)
    private static let binCount = Int(HeartRateSample.plausibleBeatsPerMinute.upperBound) - lowestBin + 1

    /// An accumulator without samples.
    init() {
        histogram = Array(repeating: 0, count: Self.binCount)
    }

    /// Adds one (plausible) sample.
    mutating func add(time: Int64, beatsPerMinute: Double) {
        count += 1
        minimum = min(minimum, beatsPerMinute)
        maximum = max(maximum, beatsPerMinute)
        total += beatsPerMinute
        if time > latestTime {
            latestTime = time
            latestBeatsPerMinute = beatsPerMinute
        }
        histogram[Self.bin(of: beatsPerMinute)] += 1
    }

    /// Adds every sample `other` has seen.
    mutating func merge(_ other: DayAccumulator) {
        guard other.count > 0 else { return }
        count += other.count
        minimum = min(minimum, other.minimum)
        maximum = max(maximum, other.maximum)
        total += other.total
        if other.latestTime > latestTime {
            latestTime = other.latestTime
            latestBeatsPerMinute = other.latestBeatsPerMinute
        }
        for index in histogram.indices {
            histogram[index] += other.histogram[index]
        }
    }

    /// The resting estimate: the lowest whole BPM at or below which at least
    /// ``restingPercentile`` of the samples lie (`nil` without samples).
    var restingEstimate: Double? {
        guard count > 0 else { return nil }
        let needed = max(1, Int((Double(count) * Self.restingPercentile).rounded(.up)))
        var seen = 0
        for (index, binCount) in histogram.enumerated() {
            seen += Int(binCount)
            if seen >= needed {
                return Double(index + Self.lowestBin)
            }
        }
        return maximum
    }

    /// The summary of `day`, or `nil` without samples.
    func summary(of day: CalendarDay) -> DaySummary? {
        guard count > 0, let resting = restingEstimate else { return nil }
        return DaySummary(
            day: day, sampleCount: count, minimum: minimum, maximum: maximum,
            average: total / Double(count), restingEstimate: resting,
            latestTimestamp: .init(millisecondsSince1970: latestTime),
            latestBeatsPerMinute: latestBeatsPerMinute)
    }

    private static func bin(of beatsPerMinute: Double) -> Int {
        min(max(Int(beatsPerMinute.rounded()) - lowestBin, 0), binCount - 1)
    }
}

extension DayAccumulator {
    /// The histogram as stored: little-endian 32-bit counts, one per whole BPM.
    var histogramBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(histogram.count * 4)
        for value in histogram {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }

    /// An accumulator restored from stored figures, or `nil` when the stored histogram has
    /// the wrong size.
    init?(count: Int, minimum: Double, maximum: Double, total: Double, latestTime: Int64,
          latestBeatsPerMinute: Double, histogramBytes bytes: [UInt8]) {
        self.init()
        guard bytes.count == histogram.count * 4 else { return nil }
        for index in histogram.indices {
            let offset = index * 4
            histogram[index] = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
                | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        }
        self.count = count
        self.minimum = minimum
        self.maximum = maximum
        self.total = total
        self.latestTime = latestTime
        self.latestBeatsPerMinute = latestBeatsPerMinute
    }
}
