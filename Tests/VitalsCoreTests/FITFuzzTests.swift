import Foundation
import XCTest
@testable import VitalsCore

/// Random and mutated FIT input never crashes or hangs the reader: it reads or throws
/// ``ImportError``, within a bounded time each.
final class FITFuzzTests: XCTestCase {
    func testMutatedAndRandomInputNeverCrashesOrHangs() throws {
        let seeds = try RealData.files(in: "fit", suffix: "fit").map { try [UInt8](Data(contentsOf: $0)) }
        XCTAssertFalse(seeds.isEmpty)
        var generator = SeededGenerator(seed: 25)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(4)
        var runs = 0
        var slowest = Duration.zero
        while clock.now < deadline {
            let input = mutate(seeds[runs % seeds.count], run: runs, using: &generator)
            let start = clock.now
            var reader = FITReader(bytes: MemoryBytes(input), file: URL(fileURLWithPath: "/tmp/fuzz.fit"))
            var sink = CollectedSamples(limit: 100_000)
            do {
                try reader.read(into: &sink)
            } catch is ImportError {
                // Expected for most inputs.
            }
            slowest = max(slowest, clock.now - start)
            runs += 1
        }
        XCTAssertGreaterThan(runs, 200)
        XCTAssertLessThan(slowest, .seconds(1), "one input took \(slowest)")
    }

    /// A mutation of `seed`: flipped or random bytes (then, every other run, the CRCs made
    /// right so parsing goes to the end), a cut, a repeated slice, or random bytes after a
    /// valid header.
    private func mutate(_ seed: [UInt8], run: Int, using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = seed
        switch run % 5 {
        case 0, 1:
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] = run % 5 == 0 ? bytes[index] ^ (1 << UInt8.random(in: 0...7, using: &generator))
                    : UInt8.random(in: 0...255, using: &generator)
            }
        case 2:
            bytes = Array(bytes[0..<Int.random(in: 0...bytes.count, using: &generator)])
        case 3:
            let start = Int.random(in: 14..<bytes.count, using: &generator)
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &generator))
            bytes.insert(contentsOf: bytes[start..<end], at: Int.random(in: 14..<bytes.count, using: &generator))
        default:
            let count = Int.random(in: 0...4096, using: &generator)
            bytes = Array(bytes[0..<14]) + (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let size = UInt32(count)
            for index in 0..<4 {
                bytes[4 + index] = UInt8(truncatingIfNeeded: size >> (8 * UInt32(index)))
            }
            bytes += [0, 0]
        }
        if run % 2 == 0, bytes.count >= 16, bytes[0] == 14 {
            let header = FITTestFile.crc(Array(bytes[0..<12]))
            bytes[12] = UInt8(header & 0xFF)
            bytes[13] = UInt8(header >> 8)
            let crc = FITTestFile.crc(Array(bytes.dropLast(2)))
            bytes[bytes.count - 2] = UInt8(crc & 0xFF)
            bytes[bytes.count - 1] = UInt8(crc >> 8)
        }
        return bytes
    }
}
