import Foundation
import VitalsCore

/// Runs one import reader over one fuzzer input, the way the import runs it.
///
/// A thrown ``ImportError`` is the right answer to a broken input and is ignored. What the
/// fuzzer reports instead is a finding: a trap (overflow, out-of-range index, force-unwrap,
/// precondition), a memory error found by AddressSanitizer, a hang (libFuzzer's `-timeout`),
/// memory beyond libFuzzer's `-rss_limit_mb`/`-malloc_limit_mb`, and any error that is not an
/// ``ImportError`` (readers promise to throw only those, so that every message names the file
/// and the place).
public enum FuzzInput {
    /// The name readers give the input in their messages.
    public static let file = URL(fileURLWithPath: "/fuzz/input")

    /// At most this many readings are kept: the reader still hands every reading to the
    /// sink (the rest are counted), so memory stays bounded whatever the input holds.
    public static let readingLimit = 100_000

    /// The bytes of a libFuzzer input.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Makes a reader with `makeReader` over the input `data` (`size` bytes) and reads it into
    /// a ``CollectedSamples``; returns 0 (libFuzzer's "keep going").
    public static func read<Reader: SampleFileReader>(
        _ data: UnsafePointer<UInt8>?, _ size: Int,
        with makeReader: ([UInt8]) throws -> Reader
    ) -> CInt {
        let input = bytes(data, size)
        var sink = CollectedSamples(limit: readingLimit)
        do {
            var reader = try makeReader(input)
            try reader.read(into: &sink)
            // The summary's notes are part of the reader's output: build them too.
            _ = reader.notes
        } catch let error as ImportError {
            // The message is what a person reads: building it must not crash either.
            _ = error.localizedDescription
        } catch {
            fatalError("the reader threw an error that is not an ImportError: \(String(reflecting: error))")
        }
        return 0
    }
}

extension FuzzInput {
    /// The time zone of local times (CSV, Fitbit's web API): one with daylight saving time, so
    /// that times in the spring gap and the autumn overlap are read too.
    public static let timeZone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
}
