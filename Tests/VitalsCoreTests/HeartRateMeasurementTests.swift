import Testing
@testable import VitalsCore

/// The Heart Rate Measurement characteristic (0x2A37) read field by field: every combination
/// of the flags, real straps' payloads, and every way a value can be cut short.
@Suite struct HeartRateMeasurementTests {
    /// A value with `flags`: heart rate 72 (8 bits) or 328 (16 bits), energy 4,660 kJ and
    /// RR-Intervals 796 and 1,024 when flagged.
    private static func value(flags: UInt8) -> [UInt8] {
        var bytes: [UInt8] = [flags]
        bytes += flags & 0x01 != 0 ? [0x48, 0x01] : [0x48]
        if flags & 0x08 != 0 { bytes += [0x34, 0x12] }
        if flags & 0x10 != 0 { bytes += [0x1C, 0x03, 0x00, 0x04] }
        return bytes
    }

    @Test(arguments: 0..<32)
    func everyCombinationOfTheFlagsReadsItsFields(flags: Int) throws {
        let flags = UInt8(flags)
        let measurement = try HeartRateMeasurement(value: Self.value(flags: flags))
        #expect(measurement.beatsPerMinute == (flags & 0x01 != 0 ? 328 : 72))
        let contact: HeartRateMeasurement.Contact = switch flags & 0x06 {
        case 0x06: .detected
        case 0x04: .notDetected
        default: .notSupported
        }
        #expect(measurement.contact == contact)
        #expect(measurement.energyExpended == (flags & 0x08 != 0 ? 4_660 : nil))
        #expect(measurement.rrIntervals == (flags & 0x10 != 0 ? [796, 1_024] : []))
        // Reserved bits change nothing.
        for reserved: UInt8 in [0x20, 0x40, 0x80, 0xE0] {
            #expect(try HeartRateMeasurement(value: [flags | reserved] + Self.value(flags: flags).dropFirst()) == measurement)
        }
    }

    /// Every prefix of every combination: a whole number of fields reads (an RR list cut at an
    /// interval's end has fewer intervals), anything else is the error naming the cut field.
    @Test(arguments: 0..<32)
    func everyCutOfEveryCombinationIsReadOrRefusedByTheCutField(flags: Int) throws {
        let flags = UInt8(flags)
        let full = Self.value(flags: flags)
        let heartRateEnd = flags & 0x01 != 0 ? 3 : 2
        let energyEnd = heartRateEnd + (flags & 0x08 != 0 ? 2 : 0)
        for length in 0..<full.count {
            let cut = Array(full.prefix(length))
            let expected: HeartRateMeasurementError? = switch length {
            case 0: .empty
            case ..<heartRateEnd: .truncatedHeartRate
            case ..<energyEnd: .truncatedEnergyExpended
            default: (length - energyEnd).isMultiple(of: 2) ? nil : .oddRRIntervalBytes(count: length - energyEnd)
            }
            if let expected {
                #expect(throws: expected, "\(cut)") { try HeartRateMeasurement(value: cut) }
            } else {
                let measurement = try HeartRateMeasurement(value: cut)
                #expect(measurement.rrIntervals.count == (length - energyEnd) / 2)
            }
        }
    }

    @Test func aPolarH10PayloadHasItsRateAndOneInterval() throws {
        let measurement = try HeartRateMeasurement(value: [0x10, 0x45, 0x1C, 0x03])
        #expect(measurement == HeartRateMeasurement(beatsPerMinute: 69, contact: .notSupported, rrIntervals: [796]))
        #expect(measurement.rrMilliseconds == [796.0 * 1000 / 1024])
        #expect(abs(measurement.rrMilliseconds[0] - 777.34375) < 1e-12)
    }

    @Test func aStrapWithContactSendsItsIntervalsOldestFirst() throws {
        // Flags 0x16: RR present, contact supported and detected; 72 BPM; 830, 812, 845 / 1024 s.
        let measurement = try HeartRateMeasurement(value: [0x16, 0x48, 0x3E, 0x03, 0x2C, 0x03, 0x4D, 0x03])
        #expect(measurement.beatsPerMinute == 72)
        #expect(measurement.contact == .detected)
        #expect(measurement.energyExpended == nil)
        #expect(measurement.rrIntervals == [830, 812, 845])
    }

    @Test func aStrapWithoutContactSendsZero() throws {
        // Flags 0x04: contact supported, none; 0 BPM: no reading.
        let measurement = try HeartRateMeasurement(value: [0x04, 0x00])
        #expect(measurement == HeartRateMeasurement(beatsPerMinute: 0, contact: .notDetected))
    }

    @Test func sixteenBitRatesAboveAnOctetAndTheirExtremes() throws {
        #expect(try HeartRateMeasurement(value: [0x01, 0x2C, 0x01]).beatsPerMinute == 300)
        #expect(try HeartRateMeasurement(value: [0x01, 0xFF, 0xFF]).beatsPerMinute == 65_535)
        #expect(try HeartRateMeasurement(value: [0x01, 0x48, 0x00]).beatsPerMinute == 72)
        #expect(try HeartRateMeasurement(value: [0x00, 0xFF]).beatsPerMinute == 255)
    }

    @Test func energyAndIntervalsTogetherInSixteenBits() throws {
        // Flags 0x1F: 16-bit rate 160, contact detected, energy 65,535 kJ (full), RR 65,535 and 0.
        let measurement = try HeartRateMeasurement(value: [0x1F, 0xA0, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00])
        #expect(measurement == HeartRateMeasurement(
            beatsPerMinute: 160, contact: .detected, energyExpended: 65_535, rrIntervals: [65_535, 0]))
        #expect(measurement.rrMilliseconds == [65_535.0 * 1000 / 1024, 0])
    }

    @Test func theRRFlagWithoutBytesIsNoIntervals() throws {
        #expect(try HeartRateMeasurement(value: [0x10, 0x48]).rrIntervals == [])
        #expect(try HeartRateMeasurement(value: [0x18, 0x48, 0x01, 0x00]).rrIntervals == [])
    }

    @Test func bytesAfterTheFieldsWithoutTheRRFlagAreIgnored() throws {
        #expect(try HeartRateMeasurement(value: [0x00, 0x48, 0x1C, 0x03, 0x99]) == HeartRateMeasurement(beatsPerMinute: 72))
    }

    @Test func oddIntervalBytesAreRefused() {
        #expect(throws: HeartRateMeasurementError.oddRRIntervalBytes(count: 1)) {
            try HeartRateMeasurement(value: [0x10, 0x48, 0x1C])
        }
        #expect(throws: HeartRateMeasurementError.oddRRIntervalBytes(count: 5)) {
            try HeartRateMeasurement(value: [0x18, 0x48, 0x00, 0x00, 0x1C, 0x03, 0x1C, 0x03, 0x1C])
        }
    }

    @Test func anyCollectionOfBytesIsRead() throws {
        let bytes: [UInt8] = [0xFF, 0x10, 0x45, 0x1C, 0x03, 0xFF]
        // A slice whose indices do not start at 0.
        let measurement = try HeartRateMeasurement(value: bytes[1..<5])
        #expect(measurement.beatsPerMinute == 69 && measurement.rrIntervals == [796])
        #expect(try HeartRateMeasurement(value: bytes.lazy.dropFirst().prefix(4)) == measurement)
        #expect(throws: HeartRateMeasurementError.empty) { try HeartRateMeasurement(value: bytes[3..<3]) }
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(HeartRateMeasurementError.empty.description.contains("empty"))
        #expect(HeartRateMeasurementError.oddRRIntervalBytes(count: 3).description.contains("3 bytes"))
        #expect(HeartRateMeasurementError.truncatedEnergyExpended.localizedDescription.contains("energy expended"))
    }

    @Test func randomBytesAreReadOrRefusedNeverATrap() {
        var generator = SeededGenerator(seed: 37)
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...24, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            do {
                let measurement = try HeartRateMeasurement(value: bytes)
                #expect(measurement.beatsPerMinute >= 0 && measurement.beatsPerMinute <= 65_535)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }
}
