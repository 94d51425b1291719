import Foundation

/// The samples of one source in one hour, as the store keeps them: one row of the
/// `sampleBlock` table instead of a row per sample.
///
/// A row per sample costs about 30 bytes of B-tree (key, record header, cell pointer, an index
/// to find a source's samples); a block costs about 4 bytes a sample, and an import writes
/// one row an hour instead of one a second. Reads that need samples (a day's detail chart,
/// the export) read at most 25 blocks a source for a day.
///
/// The encoding (`samples` BLOB, no header; docs/storage.md): for each sample, oldest first
/// and at distinct times, two unsigned LEB128 varints:
/// - the time after the previous sample (the first: after the block's start): `code & 1 == 1`
///   — `code >> 1` whole seconds; `code & 1 == 0` — `code >> 1` milliseconds;
/// - the heart rate, by `code & 3`: 0 — a whole number of beats per minute, the previous
///   sample's (0 before the first) plus the zigzag-decoded `code >> 2`, allowed only when the
///   previous value is whole too; 1 — `code >> 2` hundredths of a beat per minute; 2 — the 8
///   bytes that follow, a little-endian IEEE 754 double; 3 is not used.
///
/// A strap's second-by-second hour takes about 2 bytes a sample, a watch's minutes the same.
struct SampleBlock: Equatable {
    /// One sample: milliseconds since 1970 and beats per minute.
    struct Sample: Equatable {
        var time: Int64
        var beatsPerMinute: Double
    }

    /// The block's hour: its first instant, in milliseconds since 1970.
    let start: Int64
    /// The samples, oldest first, at distinct times, none before ``start``.
    private(set) var samples: [Sample]

    /// A block of `samples` (oldest first, distinct times, none before `start`).
    init(start: Int64, samples: [Sample]) {
        self.start = start
        self.samples = samples
    }

    /// Why stored bytes cannot be read as a block.
    enum DecodingError: Error, Equatable {
        case truncated
        case overlongVarint
        case timesOutOfOrder
        case wholeStepFromAFraction
        case unknownValueKind
    }

    /// The block stored as `bytes`.
    init(start: Int64, bytes: UnsafeRawBufferPointer, expectedCount: Int = 0) throws(DecodingError) {
        self.start = start
        var reader = VarintReader(bytes: bytes)
        var samples: [Sample] = []
        samples.reserveCapacity(expectedCount)
        var time = start
        var previous = 0.0
        while !reader.isAtEnd {
            let timeCode = try reader.next()
            let (delta, overflow) = (timeCode >> 1).multipliedReportingOverflow(by: timeCode & 1 == 1 ? 1_000 : 1)
            guard !overflow, samples.isEmpty || delta > 0, delta <= UInt64(Int64.max - time) else {
                throw .timesOutOfOrder
            }
            time += Int64(delta)
            let code = try reader.next()
            let value: Double
            switch code & 3 {
            case 0:
                guard previous.rounded() == previous else { throw .wholeStepFromAFraction }
                let step = Int64(bitPattern: code >> 3) ^ -Int64(bitPattern: (code >> 2) & 1)
                value = previous + Double(step)
            case 1:
                value = Double(code >> 2) / 100
            case 2:
                value = Double(bitPattern: try reader.fixed64())
            default:
                throw .unknownValueKind
            }
            samples.append(Sample(time: time, beatsPerMinute: value))
            previous = value
        }
        self.samples = samples
    }

    /// The stored form.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(samples.count * 4)
        var previousTime = start
        var previous = 0.0
        for sample in samples {
            let delta = UInt64(sample.time - previousTime)
            Self.appendVarint(delta % 1_000 == 0 ? (delta / 1_000) << 1 | 1 : delta << 1, to: &bytes)
            previousTime = sample.time
            let value = sample.beatsPerMinute
            let hundredths = (value * 100).rounded()
            if value.rounded() == value, previous.rounded() == previous, abs(value - previous) < 0x1p40 {
                let step = Int64(value - previous)
                Self.appendVarint(UInt64(bitPattern: (step << 1) ^ (step >> 63)) << 2, to: &bytes)
            } else if hundredths >= 0, hundredths < 0x1p52, hundredths / 100 == value {
                Self.appendVarint(UInt64(hundredths) << 2 | 1, to: &bytes)
            } else {
                bytes.append(2)
                withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            }
            previous = value
        }
        return bytes
    }

    /// Adds `incoming` (oldest first; at equal times the earlier element first), skipping
    /// each sample at a time the block already has — stored or added earlier — as a
    /// duplicate. Returns the samples added.
    mutating func merge(_ incoming: [Sample]) -> [Sample] {
        var added: [Sample] = []
        added.reserveCapacity(incoming.count)
        if samples.isEmpty || incoming.first.map({ $0.time > samples[samples.count - 1].time }) == true {
            // Appending (the usual import of newer data): no search.
            var last = samples.last?.time ?? Int64.min
            for sample in incoming where sample.time != last {
                added.append(sample)
                last = sample.time
            }
            samples.append(contentsOf: added)
            return added
        }
        var merged: [Sample] = []
        merged.reserveCapacity(samples.count + incoming.count)
        var stored = 0
        for sample in incoming {
            while stored < samples.count, samples[stored].time < sample.time {
                merged.append(samples[stored])
                stored += 1
            }
            if stored < samples.count, samples[stored].time == sample.time { continue }
            if let last = merged.last, last.time == sample.time { continue }
            merged.append(sample)
            added.append(sample)
        }
        merged.append(contentsOf: samples[stored...])
        samples = merged
        return added
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}

/// Reads LEB128 varints and fixed 8-byte words from stored bytes, refusing what runs past
/// the end.
private struct VarintReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func next() throws(SampleBlock.DecodingError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count else { throw .truncated }
            let byte = bytes[offset]
            offset += 1
            guard shift < 64, shift < 63 || byte <= 1 else { throw .overlongVarint }
            value |= UInt64(byte & 0x7f) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }

    mutating func fixed64() throws(SampleBlock.DecodingError) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw .truncated }
        var value: UInt64 = 0
        for index in 0..<8 {
            value |= UInt64(bytes[offset + index]) << (8 * UInt64(index))
        }
        offset += 8
        return value
    }
}
