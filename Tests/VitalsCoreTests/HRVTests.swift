import Foundation
import Testing
@testable import VitalsCore

/// The artefact filter's rule, RMSSD over a rolling window and per UTC minute, against
/// hand-computed values and a brute-force recount.
@Suite struct HRVTests {
    /// Intervals fed one after the other, each beat `milliseconds` after the previous one,
    /// starting at `start`; returns the filtered intervals.
    private static func feed(_ intervals: [Double], from start: Date = march15(),
                             into filter: inout RRArtefactFilter) -> [FilteredRRInterval] {
        var time = start
        return intervals.map { milliseconds in
            time = time.addingTimeInterval(milliseconds / 1000)
            return filter.classify(milliseconds, at: time)
        }
    }

    // MARK: - The artefact filter

    @Test func anEctopicBeatAndItsCompensatoryPauseAreRejectedAndBreakTheChain() {
        var filter = RRArtefactFilter()
        let filtered = Self.feed([800, 800, 800, 800, 800, 800, 400, 1_200, 800, 810], into: &filter)
        #expect(filtered.map(\.verdict) == Array(repeating: .accepted, count: 6)
            + [.deviatesFromMedian, .deviatesFromMedian, .accepted, .accepted])
        #expect(filtered.map(\.successiveDifference) == [nil, 0, 0, 0, 0, 0, nil, nil, nil, 10])
        #expect(filter.acceptedCount == 8)
        #expect(filter.rejectedCount == 2)
    }

    @Test func intervalsOutsideThePlausibleRangeAreRejected() {
        var filter = RRArtefactFilter()
        let filtered = Self.feed([800, 299.9, 800, 2_000.1, 800, .nan, 800, .infinity, 800, 300, 2_000], into: &filter)
        #expect(filtered.map(\.verdict) == [
            .accepted, .outOfRange, .accepted, .outOfRange, .accepted, .outOfRange, .accepted, .outOfRange,
            .accepted, .deviatesFromMedian, .deviatesFromMedian,
        ])
        #expect(filtered.compactMap(\.successiveDifference) == [], "every accepted one follows a rejected one")
        #expect(filter.rejectedCount == 6)
    }

    @Test func theLimitsOfTheDeviationRuleAreTwentyPercentOfTheMedian() {
        var filter = RRArtefactFilter()
        // The median is 800: 640 and 960 are 20 % away (kept), 639 and 961 are not.
        let filtered = Self.feed([800, 800, 800, 800, 800, 961, 639, 960, 640], into: &filter)
        #expect(filtered.map(\.verdict) == Array(repeating: .accepted, count: 5) + [
            .deviatesFromMedian, .deviatesFromMedian, .accepted, .accepted,
        ])
        // Of an even count, the mean of the middle two: 700 and 800 give 750, and 900 is 20 % away.
        var even = RRArtefactFilter()
        #expect(Self.feed([700, 800, 900], into: &even).allSatisfy { $0.isAccepted })
        var evenFar = RRArtefactFilter()
        #expect(Self.feed([700, 800, 901], into: &evenFar).map(\.verdict) == [.accepted, .accepted, .deviatesFromMedian])
    }

    @Test func theMedianIsOverTheLastFiveAcceptedIntervals() {
        var filter = RRArtefactFilter()
        // A slow rise the median follows: each step is within 20 % of the last five.
        let rising = (0..<40).map { 600 + Double($0) * 15 }
        #expect(Self.feed(rising, into: &filter).allSatisfy { $0.isAccepted })
        // 1,185 is the last; the last five are 1,125…1,185 (median 1,155): 900 is too far
        // (it was not when 600…900 were the reference).
        #expect(filter.classify(900, at: march15(100)).verdict == .deviatesFromMedian)
    }

    @Test func aGapOfMoreThanThreeSecondsBreaksTheChainButKeepsTheReference() {
        var filter = RRArtefactFilter()
        #expect(filter.classify(800, at: march15(0)).successiveDifference == nil)
        #expect(filter.classify(810, at: march15(3)).successiveDifference == 10, "3 s exactly is no gap")
        #expect(filter.classify(800, at: march15(6.001)).successiveDifference == nil)
        #expect(filter.classify(790, at: march15(6.8)).successiveDifference == -10)
        // After a long gap an artefact is still caught by the old reference.
        #expect(filter.classify(400, at: march15(600)).verdict == .deviatesFromMedian)
    }

    @Test func fiveDeviationsInARowStartANewReference() {
        var filter = RRArtefactFilter()
        // The stream starts on an artefact; the real rhythm is then rejected five times.
        let filtered = Self.feed([400, 800, 800, 800, 800, 800, 800, 800], into: &filter)
        #expect(filtered.map(\.verdict) == [.accepted] + Array(repeating: .deviatesFromMedian, count: 5) + [.accepted, .accepted])
        #expect(filtered.map(\.successiveDifference).last == 0)
        // Out-of-range intervals between deviations neither count nor reset the run.
        var other = RRArtefactFilter()
        let mixed = Self.feed([800, 500, 100, 500, 500, 3_000, 500, 500, 500], into: &other)
        #expect(mixed.map(\.verdict) == [
            .accepted, .deviatesFromMedian, .outOfRange, .deviatesFromMedian, .deviatesFromMedian, .outOfRange,
            .deviatesFromMedian, .deviatesFromMedian, .accepted,
        ])
    }

    @Test func timesThatGoBackOrAreNotFiniteTakeThePreviousTime() {
        var filter = RRArtefactFilter()
        _ = filter.classify(800, at: march15(10))
        let back = filter.classify(800, at: march15(5))
        #expect(back.time == march15(10))
        #expect(back.successiveDifference == 0)
        #expect(filter.classify(800, at: Date(timeIntervalSince1970: .nan)).time == march15(10))
        #expect(filter.classify(800, at: Date(timeIntervalSince1970: .infinity)).time == march15(10))
        var fresh = RRArtefactFilter()
        #expect(fresh.classify(800, at: Date(timeIntervalSince1970: -.infinity)).time == Date(timeIntervalSince1970: 0))
    }

    // MARK: - Rolling RMSSD

    /// 12 intervals, 11 differences: 10, −20, 15, −10, 5, 20, −40, 20, 10, −10, −10, whose
    /// squares add up to 3,550.
    private static let knownSeries: [Double] = [800, 810, 790, 805, 795, 800, 820, 780, 800, 810, 800, 790]

    @Test func rmssdOfAKnownSeriesIsTheHandComputedValue() throws {
        var filter = RRArtefactFilter()
        var rolling = RollingRMSSD()
        for (index, interval) in Self.feed(Self.knownSeries, into: &filter).enumerated() {
            rolling.add(interval)
            // 10 differences come with the 11th interval.
            #expect((rolling.rmssd == nil) == (index < 10), "after interval \(index)")
        }
        #expect(rolling.differenceCount == 11)
        #expect(try abs(#require(rolling.rmssd) - (3_550.0 / 11).squareRoot()) < 1e-9)
        #expect(abs((3_550.0 / 11).squareRoot() - 17.964_611_7) < 1e-6)
    }

    @Test func differencesLeaveTheWindowAsTimeMovesOn() throws {
        var filter = RRArtefactFilter()
        var rolling = RollingRMSSD(window: 60)
        // One beat a second: differences of ±20 ms for 70 s, then ±40 ms.
        for second in 1...101 {
            let interval: Double = second <= 70 ? (second.isMultiple(of: 2) ? 820 : 800) : (second.isMultiple(of: 2) ? 840 : 800)
            rolling.add(filter.classify(interval, at: march15(Double(second))))
            if second == 70 {
                // The window is (10, 70]: the differences at 11…70.
                #expect(rolling.differenceCount == 60)
                #expect(try abs(#require(rolling.rmssd) - 20) < 1e-9)
            }
        }
        // (41, 101]: 42…71 differ by 20 ms (71: 820 → 800), 72…101 by 40 ms.
        #expect(rolling.differenceCount == 60)
        #expect(try abs(#require(rolling.rmssd) - 1_000.0.squareRoot()) < 1e-9)
        rolling.advance(to: march15(150))
        #expect(rolling.differenceCount == 11, "(90, 150]")
        rolling.advance(to: march15(140))
        #expect(rolling.differenceCount == 11, "never moves back")
        rolling.advance(to: march15(161))
        #expect(rolling.differenceCount == 0)
        #expect(rolling.rmssd == nil)
    }

    @Test func theRollingValueAgreesWithABruteForceRecountOverALongNoisyStream() throws {
        var generator = SeededGenerator(seed: 26)
        var filter = RRArtefactFilter()
        var rolling = RollingRMSSD(window: 30)
        var differences: [(time: Double, difference: Double)] = []
        var time = 0.0
        for step in 0..<20_000 {
            var interval = 800 + Double.random(in: -60...60, using: &generator)
            if Double.random(in: 0..<1, using: &generator) < 0.03 { interval *= 0.5 } // ectopic
            if Double.random(in: 0..<1, using: &generator) < 0.01 { interval = 5_000 } // noise
            time += interval / 1000
            if Double.random(in: 0..<1, using: &generator) < 0.002 { time += 10 } // signal lost
            let filtered = filter.classify(interval, at: Date(timeIntervalSince1970: time))
            rolling.add(filtered)
            if let difference = filtered.successiveDifference {
                differences.append((time, difference))
            }
            let inWindow = differences.filter { $0.time > time - 30 }
            #expect(rolling.differenceCount == inWindow.count, "step \(step)")
            if inWindow.count >= 10, let rmssd = rolling.rmssd {
                let expected = (inWindow.map { $0.difference * $0.difference }.reduce(0, +) / Double(inWindow.count)).squareRoot()
                #expect(abs(rmssd - expected) < 1e-9 * max(1, expected), "step \(step)")
            } else {
                #expect(rolling.rmssd == nil, "step \(step)")
            }
            if differences.count > 200 { differences.removeFirst(100) }
        }
        #expect(filter.rejectedCount > 0)
    }

    // MARK: - Minutes

    @Test func minutesAreUTCMinutesAndADifferenceCountsInTheMinuteOfItsLaterInterval() throws {
        var filter = RRArtefactFilter()
        var aggregator = HRVMinuteAggregator(fromOpticalSensor: true)
        var minutes: [HRVMinute] = []
        // One beat a second from 00:00:30 through 00:02:30, alternating 1,000 and 1,020 ms.
        for second in 30...150 {
            let interval = filter.classify(second.isMultiple(of: 2) ? 1_000 : 1_020, at: march15(Double(second)))
            if let minute = aggregator.add(interval) { minutes.append(minute) }
        }
        #expect(minutes.count == 2, "00:00 and 00:01 completed; 00:02 still open")
        if let last = aggregator.finish() { minutes.append(last) }
        #expect(aggregator.finish() == nil, "finished once")
        #expect(minutes == [
            // 30…59: 30 intervals, 29 differences (the first has none).
            HRVMinute(minute: march15(0), rmssd: 20, intervals: 30, artefacts: 0, fromOpticalSensor: true),
            // 60…119: the difference of 60 (after 59) counts here.
            HRVMinute(minute: march15(60), rmssd: 20, intervals: 60, artefacts: 0, fromOpticalSensor: true),
            HRVMinute(minute: march15(120), rmssd: 20, intervals: 31, artefacts: 0, fromOpticalSensor: true),
        ])
    }

    @Test func aMinuteWithFewerThanTenDifferencesIsNotStoredAndArtefactsAreCounted() throws {
        var filter = RRArtefactFilter()
        var aggregator = HRVMinuteAggregator()
        var minutes: [HRVMinute] = []
        func add(_ milliseconds: Double, _ second: Double) {
            if let minute = aggregator.add(filter.classify(milliseconds, at: march15(second))) { minutes.append(minute) }
        }
        // Minute 0: 12 intervals with an ectopic beat in the middle: 9 differences only.
        for (index, interval) in [800, 810, 800, 810, 800, 400, 800, 810, 800, 810, 800, 810].enumerated() {
            add(Double(interval), Double(index))
        }
        // Minute 1 (after a gap): 14 intervals, a long artefact, 2 more: 16 intervals, 14 differences.
        for (index, interval) in [800, 810, 800, 810, 800, 810, 800, 810, 800, 810, 800, 810, 800, 810].enumerated() {
            add(Double(interval), 60 + Double(index))
        }
        add(1_300, 74)
        add(800, 75)
        add(810, 76)
        add(800, 200) // minute 00:03, after a gap
        #expect(minutes == [HRVMinute(minute: march15(60), rmssd: 10, intervals: 16, artefacts: 1)])
        #expect(aggregator.finish() == nil, "minute 3 has no difference")
    }

    @Test func intervalsBeforeTheCurrentMinuteOrOutsideThePlausibleYearsAreHandled() {
        var aggregator = HRVMinuteAggregator()
        for second in 60..<72 {
            _ = aggregator.add(FilteredRRInterval(time: march15(Double(second)), milliseconds: 800,
                                                  verdict: .accepted, successiveDifference: 5))
        }
        // Earlier than the current minute: counted in it, not a new one.
        #expect(aggregator.add(FilteredRRInterval(time: march15(10), milliseconds: 800, verdict: .outOfRange)) == nil)
        // Beyond 2099, or not finite: ignored.
        #expect(aggregator.add(FilteredRRInterval(time: Date(timeIntervalSince1970: 1e12), milliseconds: 800,
                                                  verdict: .accepted, successiveDifference: 5)) == nil)
        #expect(aggregator.add(FilteredRRInterval(time: Date(timeIntervalSince1970: .nan), milliseconds: 800,
                                                  verdict: .accepted, successiveDifference: 5)) == nil)
        #expect(aggregator.finish() == HRVMinute(minute: march15(60), rmssd: 5, intervals: 12, artefacts: 1))
    }

    // MARK: - The tracker

    @Test func theTrackerTimesANotificationsBeatsBackFromItsArrival() throws {
        var tracker = HRVTracker()
        var minutes: [HRVMinute] = []
        // A notification a second, from 00:00:01 to 00:02:00, each with one or two beats
        // (alternating 768 and 832 / 1024 s: 750 and 812.5 ms).
        var beats = 0
        for second in 1...120 {
            let count = second.isMultiple(of: 4) ? 2 : 1
            let intervals = (0..<count).map { _ -> UInt16 in
                beats += 1
                return beats.isMultiple(of: 2) ? 832 : 768
            }
            let measurement = HeartRateMeasurement(beatsPerMinute: 75, contact: .detected, rrIntervals: intervals)
            minutes += tracker.add(measurement, receivedAt: march15(Double(second)))
        }
        #expect(tracker.filter.acceptedCount == beats)
        #expect(try abs(#require(tracker.rmssd) - 62.5) < 1e-9)
        // Without contact: no intervals.
        let noContact = HeartRateMeasurement(beatsPerMinute: 0, contact: .notDetected, rrIntervals: [800])
        #expect(tracker.add(noContact, receivedAt: march15(121)).isEmpty)
        #expect(tracker.filter.acceptedCount == beats)
        if let last = tracker.finish() { minutes.append(last) }
        #expect(minutes.map(\.minute) == [march15(0), march15(60)], "00:02 has one difference")
        #expect(minutes.allSatisfy { abs($0.rmssd - 62.5) < 1e-9 && !$0.fromOpticalSensor })
        // Minute 0: 59 notifications, 14 with two beats, and the first beat of the one at
        // 00:01:00 (60 − 0.75 s).
        #expect(minutes.first?.intervals == 74)
    }
}
