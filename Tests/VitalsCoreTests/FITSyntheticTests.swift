import Foundation
import XCTest
@testable import VitalsCore

/// The FIT reader on files written by ``FITTestFile`` with known content.
final class FITSyntheticTests: XCTestCase {
    private typealias Field = FITTestFile.Field
    /// 2024-03-15 08:30:00 UTC.
    private let unix: Int64 = 1_710_491_400
    private let url = URL(fileURLWithPath: "/tmp/synthetic.fit")

    private func read(_ bytes: [UInt8]) throws -> CollectedSamples {
        var reader = FITReader(bytes: MemoryBytes(bytes), file: url)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        return sink
    }

    private func pairs(_ sink: CollectedSamples) -> [[Int64]] {
        sink.readings.map { [$0.time / 1000 - unix, Int64($0.beatsPerMinute)] }
    }

    private func fileID(_ fit: inout FITTestFile, manufacturer: UInt64 = 1, product: UInt64 = 1124,
                        serial: UInt64 = 1234) {
        fit.define(local: 0, global: 0, fields: [.enumeration(0), .uint16(1), .uint16(2), .uint32z(3)])
        fit.data(local: 0, [4, manufacturer, product, serial])
    }

    func testRecordsInBothByteOrders() throws {
        var fit = FITTestFile()
        fileID(&fit)
        let start = FITTestFile.fitTime(unix: unix)
        fit.define(local: 1, global: 20, fields: [.timestamp, .uint8(3)])
        fit.data(local: 1, [start, 61])
        fit.define(local: 2, global: 20, bigEndian: true, fields: [.uint8(4), .timestamp, .uint16(2), .uint8(3)])
        fit.data(local: 2, [90, start + 1, 0x1234, 62])
        fit.data(local: 1, [start + 2, 63])
        let sink = try read(fit.bytes())
        XCTAssertEqual(pairs(sink), [[0, 61], [1, 62], [2, 63]])
        XCTAssertEqual(sink.sources, [SampleSource(name: "Garmin Forerunner 110", device: "1234")])
    }

    func testTwelveByteHeaderAndZeroHeaderCRC() throws {
        var fit = FITTestFile()
        fit.define(local: 0, global: 20, fields: [.timestamp, .uint8(3)])
        fit.data(local: 0, [FITTestFile.fitTime(unix: unix), 70])
        XCTAssertEqual(pairs(try read(fit.bytes(headerSize: 12))), [[0, 70]])
        var bytes = fit.bytes()
        bytes[12] = 0
        bytes[13] = 0
        let crc = FITTestFile.crc(Array(bytes.dropLast(2)))
        bytes[bytes.count - 2] = UInt8(crc & 0xFF)
        bytes[bytes.count - 1] = UInt8(crc >> 8)
        XCTAssertEqual(pairs(try read(bytes)), [[0, 70]])
    }

    /// Compressed timestamps replace the last timestamp's low five bits, rolling over when
    /// the offset is smaller than them.
    func testCompressedTimestampsRollOver() throws {
        var fit = FITTestFile()
        let start = FITTestFile.fitTime(unix: unix) & ~0x1F | 30
        fit.define(local: 0, global: 20, fields: [.timestamp, .uint8(3)])
        fit.define(local: 1, global: 20, fields: [.uint8(3)])
        fit.data(local: 0, [start, 60])
        fit.compressed(local: 1, timeOffset: 31, [61])
        fit.compressed(local: 1, timeOffset: 2, [62])
        fit.compressed(local: 1, timeOffset: 2, [63])
        fit.compressed(local: 1, timeOffset: 1, [64])
        fit.data(local: 0, [start + 100, 65])
        fit.compressed(local: 1, timeOffset: UInt8((start + 103) & 0x1F), [66])
        let base = Int64(start) + 631_065_600 - unix
        XCTAssertEqual(pairs(try read(fit.bytes())), [
            [base, 60], [base + 1, 61], [base + 4, 62], [base + 4, 63], [base + 35, 64], [base + 100, 65],
            [base + 103, 66],
        ])
    }

    /// Developer fields are skipped by their sizes; one named "Heart Rate" is never read.
    func testDeveloperFieldsAreSkippedAndNeverReplaceTheHeartRate() throws {
        var fit = FITTestFile()
        fit.define(local: 0, global: 207, fields: [.uint8(3), .uint16(2), .uint32z(4)])
        fit.data(local: 0, [0, 1, 1])
        fit.define(local: 1, global: 206, fields: [.uint8(0), .uint8(1), .uint8(2), Field(number: 3, size: 16, baseType: 7)])
        fit.raw([1, 0, 0, 2] + Array("Heart Rate".utf8) + [UInt8](repeating: 0, count: 6))
        fit.define(local: 2, global: 20, fields: [.timestamp, .uint8(3)],
                   developer: [(number: 0, size: 1, index: 0), (number: 1, size: 3, index: 0)])
        let start = FITTestFile.fitTime(unix: unix)
        fit.data(local: 2, [start, 0xFF], developer: [[150], [1, 2, 3]])
        fit.data(local: 2, [start + 1, 91], developer: [[151], [0x40, 0x80, 0xFF]])
        fit.data(local: 2, [start + 2, 92], developer: [[0xFF], [0, 0, 0]])
        XCTAssertEqual(pairs(try read(fit.bytes())), [[1, 91], [2, 92]])
    }

    /// Each base type's invalid value is skipped; a zero heart rate is a reading the sink refuses.
    func testInvalidValuesAreSkipped() throws {
        var fit = FITTestFile()
        let start = FITTestFile.fitTime(unix: unix)
        fit.define(local: 0, global: 20, fields: [.timestamp, .uint8(3)])
        fit.data(local: 0, [start, 0xFF])
        fit.data(local: 0, [0xFFFF_FFFF, 80])
        fit.data(local: 0, [start + 1, 0])
        fit.define(local: 1, global: 20, fields: [.timestamp, Field(number: 3, size: 1, baseType: 0x0A)])
        fit.data(local: 1, [start + 2, 0])
        fit.data(local: 1, [start + 3, 81])
        fit.define(local: 2, global: 20, fields: [.timestamp, .uint16(3)])
        fit.data(local: 2, [start + 4, 0xFFFF])
        fit.data(local: 2, [start + 5, 82])
        fit.define(local: 3, global: 20, fields: [.timestamp, Field(number: 3, size: 0, baseType: 0x02)])
        fit.data(local: 3, [start + 6, 0])
        let sink = try read(fit.bytes())
        XCTAssertEqual(pairs(sink), [[3, 81], [5, 82]])
        XCTAssertEqual(sink.refused, [.heartRateOutOfRange: 1])
    }

    /// Monitoring heart rates at full timestamps and at timestamp_16 values counted from the
    /// last full timestamp, across the 16-bit rollover.
    func testMonitoringHeartRatesWithSixteenBitTimestamps() throws {
        var fit = FITTestFile()
        fileID(&fit, product: 2337, serial: 99)
        let start = FITTestFile.fitTime(unix: unix) | 0xFF00
        fit.define(local: 1, global: 103, fields: [.timestamp, .uint32(0)])
        fit.data(local: 1, [start, start + 3600])
        fit.define(local: 2, global: 55, fields: [.uint16(26), .uint8(27)])
        fit.define(local: 3, global: 55, fields: [.timestamp, .uint8(27), .uint8(28)])
        fit.data(local: 2, [(start + 60) & 0xFFFF, 55])
        fit.data(local: 2, [(start + 300) & 0xFFFF, 56])
        fit.data(local: 2, [(start + 360) & 0xFFFF, 0xFF])
        fit.data(local: 2, [(start + 40_000) & 0xFFFF, 57])
        fit.data(local: 2, [(start + 80_000) & 0xFFFF, 58])
        fit.data(local: 3, [start + 90_000, 59, 0])
        fit.data(local: 2, [(start + 90_030) & 0xFFFF, 60])
        let sink = try read(fit.bytes())
        let base = Int64(start) + 631_065_600 - unix
        XCTAssertEqual(pairs(sink), [
            [base + 60, 55], [base + 300, 56], [base + 40_000, 57], [base + 80_000, 58], [base + 90_000, 59],
            [base + 90_030, 60],
        ])
        XCTAssertEqual(sink.sources, [SampleSource(name: "Garmin vívoactive HR", device: "99")])
    }

    /// Chained FIT files are read one after another, each with its own device and its own
    /// local definitions.
    func testChainedFilesAreReadInTurn() throws {
        var first = FITTestFile()
        fileID(&first, manufacturer: 32, product: 8, serial: 5)
        first.define(local: 1, global: 20, fields: [.timestamp, .uint8(3)])
        first.data(local: 1, [FITTestFile.fitTime(unix: unix), 100])
        var second = FITTestFile()
        second.define(local: 1, global: 20, fields: [.uint8(3), .timestamp])
        second.data(local: 1, [101, FITTestFile.fitTime(unix: unix + 10)])
        let sink = try read(first.bytes() + second.bytes(headerSize: 12) + first.bytes())
        XCTAssertEqual(pairs(sink), [[0, 100], [10, 101], [0, 100]])
        XCTAssertEqual(sink.sources, [SampleSource(name: "Wahoo 8", device: "5"), SampleSource(name: "FIT file")])
        XCTAssertEqual(sink.readings.map(\.source), [0, 1, 0])

        var third = FITTestFile()
        third.raw([1, 100])
        let bytes = first.bytes() + third.bytes()
        XCTAssertThrowsError(try read(bytes)) { error in
            XCTAssertEqual((error as? ImportError)?.place, FilePlace(.byte(Int64(first.bytes().count + 14))))
        }
    }

    func testDeviceNames() throws {
        for (manufacturer, product, name) in [(UInt64(1), UInt64(9999), "Garmin 9999"), (123, 0xFFFF, "Polar"),
                                              (294, 3, "Coros 3"), (4000, 7, "FIT manufacturer 4000 product 7")] {
            var fit = FITTestFile()
            fileID(&fit, manufacturer: manufacturer, product: product, serial: 0)
            fit.define(local: 1, global: 20, fields: [.timestamp, .uint8(3)])
            fit.data(local: 1, [FITTestFile.fitTime(unix: unix), 100])
            XCTAssertEqual(try read(fit.bytes()).sources, [SampleSource(name: name)])
        }
        // No manufacturer nor product in file_id: the creator's device_info names the device.
        var fit = FITTestFile()
        fileID(&fit, manufacturer: 0xFFFF, product: 0xFFFF, serial: 0)
        fit.define(local: 1, global: 23, fields: [.uint8(0), .uint16(2), .uint32z(3), .uint16(4)])
        fit.data(local: 1, [1, 32, 77, 10])
        fit.data(local: 1, [0, 1, 3_000_000_000, 3113])
        fit.define(local: 2, global: 20, fields: [.timestamp, .uint8(3)])
        fit.data(local: 2, [FITTestFile.fitTime(unix: unix), 100])
        XCTAssertEqual(try read(fit.bytes()).sources, [SampleSource(name: "Garmin Forerunner 945", device: "3000000000")])
    }

    /// Relative device times are placed by a timestamp_correlation, including the readings before it.
    func testRelativeTimesAnchoredOnTimestampCorrelation() throws {
        var fit = FITTestFile()
        fit.define(local: 0, global: 20, fields: [.timestamp, .uint8(3)])
        fit.data(local: 0, [1000, 70])
        fit.data(local: 0, [1001, 71])
        fit.define(local: 1, global: 162, fields: [.timestamp, .uint32(1)])
        fit.data(local: 1, [FITTestFile.fitTime(unix: unix), 1001])
        fit.data(local: 0, [1005, 72])
        XCTAssertEqual(pairs(try read(fit.bytes())), [[-1, 70], [0, 71], [4, 72]])
    }

    /// Without a correlation, the activity's local time at its relative timestamp places them.
    func testRelativeTimesAnchoredOnActivityLocalTime() throws {
        var fit = FITTestFile()
        fit.define(local: 0, global: 20, fields: [.timestamp, .uint8(3)])
        fit.data(local: 0, [500, 70])
        fit.define(local: 2, global: 20, fields: [.uint8(3)])
        fit.compressed(local: 2, timeOffset: 3, [71])
        fit.define(local: 1, global: 34, fields: [.timestamp, .uint32(5)])
        fit.data(local: 1, [600, FITTestFile.fitTime(unix: unix)])
        // 500 has low bits 20; offset 3 rolls over to 480 + 32 + 3 = 515.
        XCTAssertEqual(pairs(try read(fit.bytes())), [[-100, 70], [-85, 71]])
    }

    func testRelativeTimesWithoutAnchorAreRefused() throws {
        var fit = FITTestFile()
        fit.define(local: 0, global: 20, fields: [.timestamp, .uint8(3)])
        fit.data(local: 0, [0xFFFF_FFFF, 70])
        fit.data(local: 0, [1000, 70])
        XCTAssertThrowsError(try read(fit.bytes())) { error in
            guard case let .invalid(_, place, reason) = error as? ImportError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(place, FilePlace(.byte(14 + 12 + 6)))
            XCTAssertTrue(reason.contains("relative"), reason)
        }
    }
}

