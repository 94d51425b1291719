import Foundation
import XCTest
@testable import VitalsCore

/// A bounded mutation loop over CSV inputs, as the libFuzzer target runs them: every input
/// is read or refused with an ``ImportError``, never a crash or a hang.
final class CSVFuzzTests: XCTestCase {
    static let interesting: [[UInt8]] = [",", ";", "\t", "\"", "\n", "\r", "\0", "<", "[", "{", "-", ".", ":", "/", "+",
                                         "Z", "T", "9", "0", " ", "PM", "\u{FEFF}", "InterBeatInterval", "event,value,timestamp\n",
                                         "Date,Time,HR\n", "99999999999999999999", "\u{E9}"].map { Array($0.utf8) }

    func testMutatedInputsNeverCrashOrHang() throws {
        var generator = SeededGenerator(seed: 7)
        var seeds: [[UInt8]] = CSVOracleTests.dialects.map { dialect in
            Array(CSVOracleTests.generate(dialect, rows: 30, using: &generator).utf8)
        }
        seeds += ["timestamp,bpm\n1710460800,60\n", "time;hr\n15/03/2024 08:30;72,5\n",
                  "<?xml version=\"1.0\"?><a/>", "[{\"bpm\":1}]", ""].map { Array($0.utf8) }
        let deadline = Date().addingTimeInterval(4)
        var runs = 0
        var outcomes: [String: Int] = [:]
        var slowest: TimeInterval = 0
        while Date() < deadline {
            var input = seeds.randomElement(using: &generator) ?? []
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                Self.mutate(&input, using: &generator)
            }
            let options = CSVTest.options(separator: Int.random(in: 0..<4, using: &generator) == 0 ? .semicolon : nil,
                                          dateOrder: Bool.random(using: &generator) ? nil : .monthDay)
            let start = Date()
            do {
                let (sink, _) = try CSVTest.read(input, options, limit: 100_000)
                XCTAssertLessThanOrEqual(sink.readings.count, input.count)
                outcomes["read", default: 0] += 1
            } catch let error as ImportError {
                XCTAssertFalse(error.message.isEmpty)
                outcomes[Self.kind(error), default: 0] += 1
            } catch {
                XCTFail("not an ImportError: \(error)")
            }
            slowest = max(slowest, Date().timeIntervalSince(start))
            runs += 1
        }
        XCTAssertGreaterThan(runs, 1_000)
        XCTAssertLessThan(slowest, 1, "no input takes long")
        XCTAssertGreaterThan(outcomes["read", default: 0], 0, "some mutated inputs still read: \(outcomes)")
        print("CSV fuzz loop: \(runs) inputs, slowest \(Int(slowest * 1000)) ms, outcomes \(outcomes)")
    }

    func testRandomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            do {
                try CSVTest.read(bytes, CSVTest.options(), limit: 100_000)
            } catch is ImportError {
                continue
            } catch {
                XCTFail("not an ImportError: \(error)")
            }
        }
    }

    static func kind(_ error: ImportError) -> String {
        switch error {
        case .malformed: "malformed"
        case .invalid: "invalid"
        case .unsupportedFormat: "unsupported"
        case .unreadable: "unreadable"
        case .cancelled: "cancelled"
        }
    }

    static func mutate(_ input: inout [UInt8], using generator: inout SeededGenerator) {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0 where !input.isEmpty:
            input[Int.random(in: 0..<input.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        case 1:
            let piece = interesting.randomElement(using: &generator) ?? []
            input.insert(contentsOf: piece, at: Int.random(in: 0...input.count, using: &generator))
        case 2 where !input.isEmpty:
            input.removeLast(Int.random(in: 0...input.count, using: &generator))
        case 3 where input.count > 2:
            let start = Int.random(in: 0..<input.count - 1, using: &generator)
            let end = Int.random(in: start...min(input.count, start + 200), using: &generator)
            input.insert(contentsOf: input[start..<end], at: Int.random(in: 0...input.count, using: &generator))
        case 4 where !input.isEmpty:
            let start = Int.random(in: 0..<input.count, using: &generator)
            input.removeSubrange(start..<min(input.count, start + Int.random(in: 1...20, using: &generator)))
        default:
            if !input.isEmpty {
                let index = Int.random(in: 0..<input.count, using: &generator)
                input[index] = interesting.randomElement(using: &generator)?.first ?? 0
            }
        }
    }
}
