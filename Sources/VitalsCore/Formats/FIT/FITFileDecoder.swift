import Foundation
import Localization

/// Decodes one FIT file of a (possibly chained) input, from its header to its file CRC,
/// and hands its heart-rate readings to a sink. Each FIT file of a chain has its own local
/// definitions, timestamps and device.
struct FITFileDecoder {
    private let input: FITInput
    private let file: URL
    private var definitions = [FITDefinition?](repeating: nil, count: 16)
    private var clock = FITClock()
    private var device = FITDeviceIdentity()
    private var sourceID: Int?

    init(input: FITInput, file: URL) {
        self.input = input
        self.file = file
    }

    /// Reads the FIT file that starts at the input's current offset.
    mutating func read<Sink: SampleSink>(into sink: inout Sink) throws {
        let dataEnd = try readHeader(sink: &sink)
        while input.offset < dataEnd {
            let offset = input.offset
            guard try input.ensure(1, sink: &sink) else {
                throw invalid(offset, String(localized: """
                    the file ends at byte \(String(offset)), before the end of the data its header announces \
                    (byte \(String(dataEnd)))
                    """))
            }
            let header = input.peek(1)[0]
            if header & 0x80 != 0 {
                try readData(local: Int(header >> 5 & 0x3), timeOffset: header & 0x1F, at: offset, dataEnd: dataEnd,
                             sink: &sink)
            } else if header & 0x40 != 0 {
                try readDefinition(local: Int(header & 0xF), developer: header & 0x20 != 0, at: offset,
                                   dataEnd: dataEnd, sink: &sink)
            } else {
                try readData(local: Int(header & 0xF), timeOffset: nil, at: offset, dataEnd: dataEnd, sink: &sink)
            }
        }
        try readFileCRC(sink: &sink)
        if !clock.pending.isEmpty {
            throw invalid(clock.firstPendingOffset, String(localized: """
                the reading times are relative to when the device was switched on, and the file gives no absolute \
                time (no timestamp_correlation or activity local_timestamp) to place them
                """))
        }
    }

    /// Checks the file header and returns the offset where its data ends.
    private mutating func readHeader<Sink: SampleSink>(sink: inout Sink) throws -> Int64 {
        let offset = input.offset
        guard try input.ensure(1, sink: &sink), FITFileHeader.isValidSize(input.peek(1)[0]) else {
            throw invalid(offset, offset == 0
                ? String(localized: """
                    the file does not start with a FIT header (its first byte, the header size, must be 12 or 14)
                    """)
                : String(localized: """
                    the bytes after the FIT file that ends here do not start with a FIT header (its first byte, \
                    the header size, must be 12 or 14)
                    """))
        }
        let size = Int(input.peek(1)[0])
        guard try input.ensure(size, sink: &sink) else {
            throw invalid(offset, String(localized: "the file ends inside the FIT header"))
        }
        let header = try FITFileHeader(input.peek(size), at: offset, file: file)
        let dataEnd = offset + Int64(size) + header.dataSize
        if let total = input.totalBytes, dataEnd + 2 > total {
            throw invalid(offset + 4, String(localized: """
                the header announces \(header.dataSize) bytes of data and a CRC, past the end of the file \
                (\(total) bytes)
                """))
        }
        input.resetCRC()
        input.consume(size)
        return dataEnd
    }

    private mutating func readFileCRC<Sink: SampleSink>(sink: inout Sink) throws {
        let offset = input.offset
        guard try input.ensure(2, sink: &sink) else {
            throw invalid(offset, String(localized: "the file ends before the FIT file CRC"))
        }
        let bytes = input.peek(2)
        let stored = UInt16(bytes[0]) | UInt16(bytes[1]) << 8
        let computed = input.crc.value
        guard stored == computed else {
            throw invalid(offset, String(localized: """
                the FIT file CRC is \(FITFileHeader.hex(stored)) but the bytes give \(FITFileHeader.hex(computed))
                """))
        }
        input.consume(2)
    }

    private mutating func readDefinition<Sink: SampleSink>(
        local: Int, developer: Bool, at offset: Int64, dataEnd: Int64, sink: inout Sink
    ) throws {
        var size = 6
        guard try input.ensure(size, sink: &sink) else {
            throw invalid(offset, String(localized: "the file ends inside a definition message"))
        }
        size += 3 * Int(input.peek(6)[5]) + (developer ? 1 : 0)
        guard try input.ensure(size, sink: &sink) else {
            throw invalid(offset, String(localized: "the file ends inside a definition message"))
        }
        if developer {
            size += 3 * Int(input.peek(size)[size - 1])
            guard try input.ensure(size, sink: &sink) else {
                throw invalid(offset, String(localized: "the file ends inside a definition message"))
            }
        }
        guard offset + Int64(size) <= dataEnd else {
            throw invalid(offset, String(localized: """
                a definition message runs past the end of the data (byte \(String(dataEnd)))
                """))
        }
        let bytes = input.peek(size)
        guard let definition = FITDefinition(UnsafeRawBufferPointer(rebasing: bytes[1...]), developer: developer) else {
            throw invalid(offset + 2, String(localized: """
                the definition’s architecture byte is \(String(bytes[2])), neither 0 (little-endian) nor 1 (big-endian)
                """))
        }
        definitions[local] = definition
        input.consume(size)
    }

    private mutating func readData<Sink: SampleSink>(
        local: Int, timeOffset: UInt8?, at offset: Int64, dataEnd: Int64, sink: inout Sink
    ) throws {
        guard let definition = definitions[local] else {
            throw invalid(offset, String(localized: """
                a data message uses local message type \(String(local)), which no definition message has defined
                """))
        }
        let size = 1 + definition.dataSize
        guard try input.ensure(size, sink: &sink) else {
            throw invalid(offset, String(localized: "the file ends inside a data message"))
        }
        guard offset + Int64(size) <= dataEnd else {
            throw invalid(offset, String(localized: """
                a data message runs past the end of the data (byte \(String(dataEnd)))
                """))
        }
        let message = UnsafeRawBufferPointer(rebasing: input.peek(size)[1...])
        try take(definition, message, timeOffset: timeOffset, at: offset, sink: &sink)
        input.consume(size)
    }

    /// Takes what the reader needs from one data message.
    @inline(__always)
    private mutating func take<Sink: SampleSink>(
        _ definition: FITDefinition, _ message: UnsafeRawBufferPointer, timeOffset: UInt8?, at offset: Int64,
        sink: inout Sink
    ) throws {
        let bigEndian = definition.bigEndian
        var time: UInt32?
        if let field = definition.timestamp, let value = field.integer(in: message, bigEndian: bigEndian),
           let seconds = UInt32(exactly: value) {
            clock.last = seconds
            time = seconds
        }
        if let timeOffset {
            time = clock.compressed(timeOffset)
        }
        switch definition.globalNumber {
        case FITDefinition.Message.record:
            if let time, let bpm = definition.heartRate?.number(in: message, bigEndian: bigEndian) {
                try add(time: time, beatsPerMinute: bpm, at: offset, sink: &sink)
            }
        case FITDefinition.Message.monitoring:
            if time == nil, let field = definition.timestamp16,
               let value = field.integer(in: message, bigEndian: bigEndian) {
                time = clock.from16Bits(UInt16(truncatingIfNeeded: value))
            }
            if let time, let bpm = definition.heartRate?.number(in: message, bigEndian: bigEndian) {
                try add(time: time, beatsPerMinute: bpm, at: offset, sink: &sink)
            }
        case FITDefinition.Message.fileID:
            device.takeFileID(definition, message)
            sourceID = nil
        case FITDefinition.Message.deviceInfo:
            device.takeDeviceInfo(definition, message)
            sourceID = nil
        case FITDefinition.Message.timestampCorrelation:
            if let time, time >= FITClock.firstAbsolute,
               let system = definition.field(1)?.integer(in: message, bigEndian: bigEndian),
               let relative = UInt32(exactly: system), relative < FITClock.firstAbsolute {
                try place(clock.anchor(absolute: time, relative: relative), sink: &sink)
            }
        case FITDefinition.Message.activity:
            if let time, time < FITClock.firstAbsolute,
               let local = definition.field(5)?.integer(in: message, bigEndian: bigEndian),
               let absolute = UInt32(exactly: local), absolute >= FITClock.firstAbsolute {
                try place(clock.anchorIfNone(absolute: absolute, relative: time), sink: &sink)
            }
        default:
            break
        }
    }

    @inline(__always)
    private mutating func add<Sink: SampleSink>(
        time: UInt32, beatsPerMinute: Double, at offset: Int64, sink: inout Sink
    ) throws {
        guard let milliseconds = clock.milliseconds(time) else {
            guard clock.wait(time: time, beatsPerMinute: beatsPerMinute, at: offset) else {
                throw invalid(clock.firstPendingOffset, String(localized: """
                    more than \(FITClock.pendingLimit) readings have times relative to when the device was \
                    switched on, with no absolute time to place them
                    """))
            }
            return
        }
        try sink.add(time: milliseconds, beatsPerMinute: beatsPerMinute, source: try source(sink: &sink))
    }

    /// Adds readings that were waiting for an anchor.
    private mutating func place<Sink: SampleSink>(_ readings: [FITClock.Pending], sink: inout Sink) throws {
        for reading in readings {
            if let milliseconds = clock.milliseconds(reading.time) {
                try sink.add(time: milliseconds, beatsPerMinute: reading.beatsPerMinute, source: try source(sink: &sink))
            }
        }
    }

    @inline(__always)
    private mutating func source<Sink: SampleSink>(sink: inout Sink) throws -> Int {
        if let sourceID { return sourceID }
        let id = try sink.id(of: device.source)
        sourceID = id
        return id
    }

    private func invalid(_ offset: Int64, _ reason: String) -> ImportError {
        ImportError.invalid(file: file, place: FilePlace(.byte(offset)), reason: reason)
    }
}
