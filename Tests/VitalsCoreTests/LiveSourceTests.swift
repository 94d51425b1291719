import Foundation
import Testing
@testable import VitalsCore

/// The simulated live source and the sample data.
@Suite struct LiveSourceTests {
    @Test func theWalkStaysWithinItsRangeMovesLikeAHeartAndRepeatsWithItsSeed() {
        var walk = HeartRateWalk(seed: 42)
        var again = HeartRateWalk(seed: 42)
        var other = HeartRateWalk(seed: 43)
        var values: [Double] = []
        for _ in 0..<20_000 {
            values.append(walk.step())
            #expect(again.step() == values.last)
            _ = other.step()
        }
        #expect(values.allSatisfy { (55...140).contains($0) })
        #expect(other.beatsPerMinute != walk.beatsPerMinute)
        // A heart does not jump: one second changes the rate by a few beats at most…
        let steps = zip(values, values.dropFirst()).map { abs($1 - $0) }
        #expect(steps.max() ?? 0 < 8)
        // …but over hours it visits most of the range.
        #expect((values.min() ?? 0) < 75)
        #expect((values.max() ?? 0) > 110)
    }

    @Test func theSimulatedSourceStreamsLabelledSamplesUntilTheConsumerStops() async {
        let source = SimulatedHeartRateSource(interval: .milliseconds(5), seed: 1)
        #expect(source.displayName == "Simulated")
        var received: [HeartRateSample] = []
        for await sample in source.samples() {
            received.append(sample)
            if received.count == 5 { break }
        }
        #expect(received.count == 5)
        #expect(received.allSatisfy { $0.source == "simulated" && (55...140).contains($0.beatsPerMinute) })
        #expect(received.map(\.timestamp) == received.map(\.timestamp).sorted())
        // The same seed gives the same values.
        var first: [Double] = []
        for await sample in source.samples() {
            first.append(sample.beatsPerMinute)
            if first.count == 5 { break }
        }
        #expect(first == received.map(\.beatsPerMinute))
    }

    @Test func aSourceIsPluggable() async {
        struct Replay: HeartRateSource {
            let values: [Double]
            var displayName: String { "Replay" }
            func samples() -> AsyncStream<HeartRateSample> {
                AsyncStream { continuation in
                    for value in values {
                        continuation.yield(HeartRateSample(timestamp: march15(), beatsPerMinute: value, source: "replay"))
                    }
                    continuation.finish()
                }
            }
        }
        let source: any HeartRateSource = Replay(values: [60, 61])
        var values: [Double] = []
        for await sample in source.samples() { values.append(sample.beatsPerMinute) }
        #expect(values == [60, 61])
    }

    @Test func sampleDataIsRealisticMarkedAndRemovableInOneAction() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        try store.insertSamples([sample(march15(3600), 66, "watch")])
        let end = march15(86_400 * 3 + 12 * 3600)   // 2024-03-18 12:00 UTC
        let added = try store.addSampleData(days: 14, endingAt: end)
        #expect(added.inserted == 13 * 1440 + 12 * 60 + 1)
        #expect(try store.hasSampleData())
        #expect(try store.addSampleData(days: 14, endingAt: end).inserted == 0, "adding again adds nothing")

        let days = try store.daySummaries()
        #expect(days.count == 14)
        #expect(days.first?.day.description == "2024-03-18")
        for day in days.dropFirst() {
            #expect((50...66).contains(day.restingEstimate), "\(day)")
            #expect((62...90).contains(day.average), "\(day)")
            #expect(day.maximum <= 185 && day.minimum >= 40)
        }
        #expect(days.contains { $0.maximum > 120 }, "some days have a workout")
        let samples = try store.samples(on: try #require(CalendarDay("2024-03-17")))
        let night = samples.filter { Calendar.utc.component(.hour, from: $0.timestamp) == 3 }.map(\.beatsPerMinute)
        let afternoon = samples.filter { Calendar.utc.component(.hour, from: $0.timestamp) == 14 }.map(\.beatsPerMinute)
        let nightAverage: Double = night.reduce(0, +) / Double(night.count)
        let afternoonAverage: Double = afternoon.reduce(0, +) / Double(afternoon.count)
        #expect(nightAverage + 8 < afternoonAverage, "asleep, the heart is slower")

        #expect(try store.removeSampleData().count == added.inserted)
        #expect(try !store.hasSampleData())
        #expect(try store.daySummaries().map(\.sampleCount) == [1], "only the real sample is left")
        #expect(try store.samples(on: march15Day).map(\.source) == ["watch"])
    }
}

extension Calendar {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
