// fuzz-heart-rate-measurement: HeartRateMeasurement over a Bluetooth Heart Rate Measurement
// value (0x2A37: flags, 8/16-bit rate, energy expended, RR-Intervals), then the HRV pipeline
// (artefact filter, rolling RMSSD, minutes) over the intervals it read.
import Foundation
import FuzzSupport
import VitalsCore

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let measurement: HeartRateMeasurement
    do {
        measurement = try HeartRateMeasurement(value: bytes)
    } catch {
        // The message is what a log shows: building it must not crash either.
        _ = error.description
        return 0
    }
    check(measurement, readFrom: bytes)
    track(measurement)
    return 0
}

/// What a read value must satisfy: fields within their types, and the same measurement read
/// back from its canonical encoding.
func check(_ measurement: HeartRateMeasurement, readFrom bytes: [UInt8]) {
    precondition((0...0xFFFF).contains(measurement.beatsPerMinute), "rate \(measurement.beatsPerMinute)")
    precondition(measurement.energyExpended.map { (0...0xFFFF).contains($0) } ?? true)
    precondition(measurement.rrIntervals.count <= max(0, bytes.count - 2) / 2, "more intervals than bytes")
    precondition(measurement.rrMilliseconds.allSatisfy { $0.isFinite && $0 >= 0 && $0 < 64_000 })
    let again: HeartRateMeasurement
    do {
        again = try HeartRateMeasurement(value: encode(measurement))
    } catch {
        fatalError("the canonical encoding of \(measurement) is refused: \(error)")
    }
    precondition(again == measurement, "\(again) read back from \(measurement)")
}

/// The value a sensor would send for `measurement`: the flags its fields need, the rate in
/// 8 bits when it fits.
func encode(_ measurement: HeartRateMeasurement) -> [UInt8] {
    func littleEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
    var flags: UInt8 = 0
    var fields: [UInt8] = []
    if measurement.beatsPerMinute > 0xFF {
        flags |= 0x01
        fields += littleEndian(measurement.beatsPerMinute)
    } else {
        fields.append(UInt8(truncatingIfNeeded: measurement.beatsPerMinute))
    }
    switch measurement.contact {
    case .notSupported: break
    case .notDetected: flags |= 0x04
    case .detected: flags |= 0x06
    }
    if let energy = measurement.energyExpended {
        flags |= 0x08
        fields += littleEndian(energy)
    }
    if !measurement.rrIntervals.isEmpty {
        flags |= 0x10
        for interval in measurement.rrIntervals {
            fields += littleEndian(Int(interval))
        }
    }
    return [flags] + fields
}

/// Feeds the measurement to an HRV tracker three times (two notifications a second apart,
/// one two minutes on): whatever the intervals, its RMSSD is a number and every minute it
/// completes can be stored.
func track(_ measurement: HeartRateMeasurement) {
    var tracker = HRVTracker(fromOpticalSensor: measurement.contact == .notSupported)
    let start = Date(timeIntervalSince1970: 1_591_005_600)
    var minutes: [HRVMinute] = []
    for seconds in [0.0, 1, 121] {
        minutes += tracker.add(measurement, receivedAt: start.addingTimeInterval(seconds))
        if let rmssd = tracker.rmssd {
            precondition(rmssd.isFinite && rmssd >= 0, "rolling RMSSD \(rmssd)")
        }
    }
    if let last = tracker.finish() {
        minutes.append(last)
    }
    for minute in minutes {
        precondition(minute.implausibility == nil, "the tracker made a minute the store refuses: \(minute)")
    }
    precondition(tracker.filter.acceptedCount + tracker.filter.rejectedCount
        == (measurement.contact == .notDetected ? 0 : 3 * measurement.rrIntervals.count))
}

/// The entry point: SwiftPM links the executable with `main` aliased to `FuzzHeartRateMeasurement_main`.
@_cdecl("FuzzHeartRateMeasurement_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
