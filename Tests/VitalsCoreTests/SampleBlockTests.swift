import Foundation
import Testing
@testable import VitalsCore

/// The stored form of a source's hour of samples.
@Suite struct SampleBlockTests {
    private typealias Sample = SampleBlock.Sample

    private func roundTrip(_ block: SampleBlock) throws -> SampleBlock {
        let bytes = block.bytes
        return try bytes.withUnsafeBytes { try SampleBlock(start: block.start, bytes: $0) }
    }

    @Test func wholeAndHundredthValuesTakeAFewBytesAndOthersKeepEveryBit() throws {
        let start: Int64 = 1_710_460_800_000
        let samples = [
            Sample(time: start, beatsPerMinute: 60), Sample(time: start + 1_000, beatsPerMinute: 61.25),
            Sample(time: start + 2_000, beatsPerMinute: 72.123456789), Sample(time: start + 3_599_999, beatsPerMinute: 300),
        ]
        let block = SampleBlock(start: start, samples: samples)
        #expect(try roundTrip(block) == block)
        #expect(try roundTrip(block).samples.map(\.beatsPerMinute.bitPattern) == samples.map(\.beatsPerMinute.bitPattern))
        // Whole seconds, then a whole step from 0: 1 + 2; a second, hundredths: 1 + 3; a
        // second, a double: 1 + 9; milliseconds, hundredths (no whole step from a fraction): 4 + 3.
        #expect(block.bytes.count == 24)
    }

    @Test func aSecondBySecondHourTakesAboutTwoBytesASample() throws {
        let start: Int64 = 1_710_460_800_000
        let samples = (0..<3_600).map { Sample(time: start + Int64($0) * 1_000, beatsPerMinute: Double(60 + $0 % 90)) }
        let block = SampleBlock(start: start, samples: samples)
        #expect(block.bytes.count <= 2 * 3_600 + 100)
        #expect(try roundTrip(block) == block)
    }

    @Test func mergingSkipsTimesAlreadyThereAndKeepsTheFirst() {
        var block = SampleBlock(start: 0, samples: [Sample(time: 10, beatsPerMinute: 60), Sample(time: 30, beatsPerMinute: 62)])
        let added = block.merge([
            Sample(time: 5, beatsPerMinute: 70), Sample(time: 10, beatsPerMinute: 99), Sample(time: 20, beatsPerMinute: 71),
            Sample(time: 20, beatsPerMinute: 98), Sample(time: 40, beatsPerMinute: 72),
        ])
        #expect(added.map(\.time) == [5, 20, 40])
        #expect(block.samples.map(\.time) == [5, 10, 20, 30, 40])
        #expect(block.samples.map(\.beatsPerMinute) == [70, 60, 71, 62, 72])
        var appending = SampleBlock(start: 0, samples: [Sample(time: 1, beatsPerMinute: 60)])
        #expect(appending.merge([Sample(time: 2, beatsPerMinute: 61), Sample(time: 2, beatsPerMinute: 62)]).count == 1)
        #expect(appending.samples.map(\.beatsPerMinute) == [60, 61])
    }

    @Test func damagedBytesAreRefusedNotMisread() {
        func decode(_ bytes: [UInt8]) -> SampleBlock.DecodingError? {
            let result = bytes.withUnsafeBytes { buffer in
                Result { () throws(SampleBlock.DecodingError) in try SampleBlock(start: 0, bytes: buffer) }
            }
            if case let .failure(error) = result { return error }
            return nil
        }
        #expect(decode([0x80]) == .truncated, "a varint that never ends")
        #expect(decode([0x00]) == .truncated, "a time without a value")
        #expect(decode([0x00, 0x02, 0x00]) == .truncated, "a double cut short")
        #expect(decode([0x00, 0x00, 0x00, 0x00]) == .timesOutOfOrder, "two samples at one time")
        #expect(decode([0x00, 0x03]) == .unknownValueKind)
        #expect(decode([0x00, 0x05, 0x03, 0x00]) == .wholeStepFromAFraction)
        #expect(decode(Array(repeating: 0xff, count: 11)) == .overlongVarint)
        #expect(decode([]) == nil, "an empty block is no samples")
    }
}
