import Foundation

/// Realistic heart-rate days for a first look at the app, marked with the source
/// ``HeartRateSample/sampleDataSource`` so they can be told apart and removed in one action.
///
/// One sample a minute: a lower rate asleep (lowest before dawn), a rise on waking, daytime
/// rates with a few walks, an evening workout on even-numbered dates, each day with its own
/// resting rate. The same seed gives the same samples.
public enum SampleData {
    /// Samples for the `days` days ending with the one containing `end` (that day only up to
    /// `end`), in `calendar`, one every `interval` seconds (a minute, as a watch records; a
    /// second, as a chest strap does).
    public static func samples(
        days: Int, endingAt end: Date, calendar: Calendar, seed: UInt64, interval: Int = 60, source: String = HeartRateSample.sampleDataSource
    ) -> [HeartRateSample] {
        var generator = SeededGenerator(seed: seed)
        let lastDay = CalendarDay(containing: end, in: calendar)
        var samples: [HeartRateSample] = []
        let interval = max(interval, 1)
        samples.reserveCapacity(max(days, 0) * 86_400 / interval)
        for offset in stride(from: days - 1, through: 0, by: -1) {
            let day = lastDay.adding(days: -offset, in: calendar)
            let start = day.interval(in: calendar).start
            // Whole intervals from the day's start, so that adding sample data twice adds nothing.
            let steps = Int(day.interval(in: calendar).duration) / interval
            let profile = DayProfile(dayNumber: day.rawValue, generator: &generator)
            var rate = profile.resting + 2
            // The rate moves towards its target as much a step as it would in a minute.
            let pull = 1 - pow(0.8, Double(interval) / 60)
            let noise = 2 * min(1, (Double(interval) / 60).squareRoot())
            for step in 0..<steps {
                let timestamp = start.addingTimeInterval(Double(step * interval))
                guard timestamp <= end else { break }
                let target = profile.target(hour: Double(step * interval) / 3_600)
                rate += (target - rate) * pull + Double.random(in: -noise...noise, using: &generator)
                rate = min(max(rate, 40), 185)
                samples.append(HeartRateSample(
                    timestamp: timestamp, beatsPerMinute: rate.rounded(), source: source))
            }
        }
        return samples
    }
}

/// What one sample day looks like.
private struct DayProfile {
    let resting: Double
    let walks: [Double]
    let workout: Double?

    init(dayNumber: Int, generator: inout SeededGenerator) {
        resting = Double.random(in: 54...62, using: &generator)
        walks = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            Double.random(in: 9...19, using: &generator)
        }
        workout = dayNumber.isMultiple(of: 2) ? Double.random(in: 17...19, using: &generator) : nil
    }

    /// The rate the body tends to at `hour` (0 to 24).
    func target(hour: Double) -> Double {
        if let workout, (workout..<workout + 0.75).contains(hour) {
            return resting + 80
        }
        if walks.contains(where: { ($0..<$0 + 0.33).contains(hour) }) {
            return resting + 35
        }
        switch hour {
        case ..<6.5:
            // Asleep: lowest around four in the morning.
            return resting - 2 + abs(hour - 4) * 0.8
        case ..<8:
            return resting + 15 * (hour - 6.5) / 1.5
        case ..<22:
            return resting + 14
        default:
            return resting + 14 - 10 * (hour - 22) / 2
        }
    }
}

extension VitalsStore {
    /// Adds `days` days of sample data ending now, in one transaction. Adding it twice adds
    /// only the minutes that passed in between.
    @discardableResult
    public func addSampleData(days: Int = 14, endingAt end: Date = Date(), seed: UInt64 = 1) throws -> InsertionSummary {
        try insertSamples(SampleData.samples(days: days, endingAt: end, calendar: calendar, seed: seed), kind: .sample)
    }

    /// Removes all sample data (and only it) in one transaction; returns it, for
    /// ``restore(_:)`` to put back.
    @discardableResult
    public func removeSampleData() throws -> DeletedSamples {
        try deleteSamples(from: HeartRateSample.sampleDataSource)
    }

    /// Whether there is sample data to remove.
    public func hasSampleData() throws -> Bool {
        try hasSamples(from: HeartRateSample.sampleDataSource)
    }

    /// The days holding sample data, so the day list can mark them apart from real data.
    public func sampleDataDays() throws -> Set<CalendarDay> {
        try read { db in
            let days = try Int.fetchAll(db, sql: """
                SELECT day FROM daySource
                WHERE sourceId IN (SELECT id FROM source WHERE kind = ?)
                """, arguments: [SourceKind.sample.rawValue])
            return Set(days.compactMap(CalendarDay.init(rawValue:)))
        }
    }
}
