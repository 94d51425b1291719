import Foundation
import XCTest
@testable import VitalsCore

/// Broken FIT input gives ``ImportError/invalid(file:place:reason:)`` naming the byte offset.
final class FITBadInputTests: XCTestCase {
    private let url = URL(fileURLWithPath: "/tmp/broken.fit")

    /// The error reading `bytes` throws (failing when none is thrown), with its place and reason.
    private func failure(_ bytes: [UInt8], source: (any ByteSource)? = nil,
                         file: StaticString = #filePath, line: UInt = #line) -> (offset: Int64, reason: String)? {
        var reader = source.map { FITReader(bytes: $0, file: url) } ?? FITReader(bytes: MemoryBytes(bytes), file: url)
        var sink = CollectedSamples()
        do {
            try reader.read(into: &sink)
            XCTFail("no error for \(bytes.count) bytes", file: file, line: line)
        } catch let ImportError.invalid(errorFile, place, reason) {
            XCTAssertEqual(errorFile, url, file: file, line: line)
            guard case let .byte(offset) = place.position else {
                XCTFail("\(place) is not a byte offset", file: file, line: line)
                return nil
            }
            let message = ImportError.invalid(file: url, place: place, reason: reason).message
            XCTAssertTrue(message.contains("/tmp/broken.fit, byte \(offset): "), message, file: file, line: line)
            return (offset, reason)
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
        return nil
    }

    private func smallFile() -> FITTestFile {
        var fit = FITTestFile()
        fit.define(local: 0, global: 20, fields: [.timestamp, .uint8(3)])
        for second in 0..<10 {
            fit.data(local: 0, [FITTestFile.fitTime(unix: 1_700_000_000) + UInt64(second), 60 + UInt64(second)])
        }
        return fit
    }

    func testEmptyFile() {
        XCTAssertEqual(failure([])?.offset, 0)
        XCTAssertEqual(failure([])?.reason, "the file is empty")
    }

    func testWrongSignature() {
        var bytes = smallFile().bytes()
        bytes[9] = UInt8(ascii: "X")
        XCTAssertEqual(failure(bytes)?.offset, 8)
        XCTAssertEqual(failure(Array("timestamp,bpm\n2024-01-01T00:00:00Z,60\n".utf8))?.offset, 0)
    }

    func testBadHeaderSize() {
        var bytes = smallFile().bytes()
        bytes[0] = 13
        XCTAssertEqual(failure(bytes)?.offset, 0)
    }

    func testHeaderCRCMismatch() throws {
        var bytes = smallFile().bytes()
        bytes[2] ^= 1
        let result = try XCTUnwrap(failure(bytes))
        XCTAssertEqual(result.offset, 12)
        XCTAssertTrue(result.reason.contains("CRC"), result.reason)
    }

    func testFileCRCMismatch() throws {
        var bytes = smallFile().bytes()
        bytes[bytes.count - 3] ^= 0x01  // the last heart rate: still a valid message
        let result = try XCTUnwrap(failure(bytes))
        XCTAssertEqual(result.offset, Int64(bytes.count - 2))
        XCTAssertTrue(result.reason.hasPrefix("the FIT file CRC is 0x"), result.reason)

        let real = try [UInt8](Data(contentsOf: try RealData.url("fit/sweatpy_edge1000_2020-06-01-16-52-40.fit")))
        var broken = real
        broken[broken.count - 1] ^= 0x80
        XCTAssertEqual(failure(broken)?.offset, Int64(real.count - 2))
    }

    func testUndefinedLocalMessageType() throws {
        var fit = smallFile()
        fit.raw([0x05, 1, 2])
        let result = try XCTUnwrap(failure(fit.bytes()))
        XCTAssertEqual(result.offset, Int64(14 + smallFile().messages.count))
        XCTAssertTrue(result.reason.contains("local message type 5"), result.reason)
        var compressed = smallFile()
        compressed.raw([0xE0])
        XCTAssertEqual(failure(compressed.bytes())?.offset, Int64(14 + smallFile().messages.count))
    }

    func testBadArchitecture() {
        var fit = FITTestFile()
        fit.raw([0x40, 0, 2, 20, 0, 0])
        XCTAssertEqual(failure(fit.bytes())?.offset, 14 + 2)
    }

    /// A data size beyond the file: found at once when the size is known, at the end otherwise.
    func testDataSizeBeyondTheFile() {
        var bytes = smallFile().bytes()
        bytes[5] = 0x10
        bytes[12] = 0
        bytes[13] = 0
        XCTAssertEqual(failure(bytes)?.offset, 4)
        // The file CRC's two bytes are read as a message, then the input ends.
        let withoutSize = failure(bytes, source: UnsizedBytes(MemoryBytes(bytes)))
        XCTAssertTrue((Int64(bytes.count - 2)...Int64(bytes.count)).contains(withoutSize?.offset ?? -1))
    }

    /// A message that runs past the data size the header gives.
    func testMessagePastTheAnnouncedData() {
        var bytes = smallFile().bytes()
        bytes[4] -= 3
        bytes[12] = 0
        bytes[13] = 0
        XCTAssertEqual(failure(bytes)?.offset, Int64(bytes.count - 2 - 6))
    }

    func testTrailingBytesAfterTheFile() {
        let bytes = smallFile().bytes()
        XCTAssertEqual(failure(bytes + [0, 1, 2])?.offset, Int64(bytes.count))
        XCTAssertEqual(failure(bytes + [14, 0, 0, 0, 0])?.offset, Int64(bytes.count))
    }

    /// Every truncation of a real file and of a synthetic one is an error at or before the cut.
    func testTruncatedAtEveryLength() throws {
        let real = try [UInt8](Data(contentsOf: try RealData.url("fit/sweatpy_edge1000_2020-06-01-16-52-40.fit")))
        for bytes in [real, smallFile().bytes()] {
            for length in 0..<bytes.count {
                let cut = Array(bytes[0..<length])
                guard let result = failure(cut) else { continue }
                XCTAssertLessThanOrEqual(result.offset, Int64(length), "cut at \(length)")
                XCTAssertFalse(result.reason.isEmpty)
                // Without a known size the reader finds the end while reading.
                let streamed = failure(cut, source: UnsizedBytes(MemoryBytes(cut)))
                XCTAssertLessThanOrEqual(streamed?.offset ?? .max, Int64(length), "cut at \(length)")
            }
        }
    }
}

/// A byte source that does not know its size (like a pipe), to test errors found while reading.
struct UnsizedBytes: ByteSource {
    var inner: MemoryBytes
    init(_ inner: MemoryBytes) { self.inner = inner }
    var bytesRead: Int64 { inner.bytesRead }
    var totalBytes: Int64? { nil }
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        try inner.read(into: buffer)
    }
}
