import Foundation
import Testing
@testable import VitalsCore

/// Hiding a source in the charts: the day list and sparklines count only the other sources,
/// with figures equal to a store that holds only those.
@Suite struct HiddenSourcesTests {
    let directory: TemporaryDirectory
    let store: VitalsStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    @Test func hiddenSourcesAreLeftOutOfTheDaysAndTheHourlyMeans() throws {
        let watch = (0..<180).map { sample(march15(Double($0) * 60), 60 + Double($0 % 7), "watch") }
        let strap = (0..<120).map { sample(march15(3_600 + Double($0) * 30), 120 + Double($0 % 5), "strap") }
        let later = [sample(march15(86_400 + 60), 70, "strap")]
        try store.insertSamples(watch + strap + later)

        let onlyWatch = try makeStore(in: TemporaryDirectory())
        try onlyWatch.insertSamples(watch)

        #expect(try store.daySummaries(hiding: []) == store.daySummaries())
        let watchDays = try onlyWatch.daySummaries()
        #expect(try store.daySummaries(hiding: ["strap"]) == watchDays,
                "the day with only the strap's sample is gone; the other day's figures are the watch's")
        let watchHours = try onlyWatch.hourlyAverages(on: march15Day)
        #expect(try store.hourlyAverages(on: march15Day, hiding: ["strap"]) == watchHours)
        #expect(try store.hourlyAverages(on: march15Day, hiding: []) == store.hourlyAverages(on: march15Day))
        let both = try store.hourlyAverages(on: march15Day)
        #expect(both != watchHours, "the strap changes the pooled means")
        #expect(try store.daySummaries(hiding: ["strap", "watch"]).isEmpty)
        #expect(try store.daySummaries(hiding: ["a source that does not exist"]) == store.daySummaries())
    }
}
