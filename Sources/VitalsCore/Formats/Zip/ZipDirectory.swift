import Foundation
import Localization

/// A zip archive's central directory, read from its end record (zip64 included), entry by
/// entry: an archive with many thousands of entries is walked without holding them all.
struct ZipDirectory {
    /// The archive's bytes.
    let input: any RandomAccessBytes
    /// The archive, for messages.
    let file: URL
    /// How many entries the end record announces.
    let entryCount: Int64
    /// Where the central directory starts.
    let offset: Int64
    /// The central directory's size in bytes.
    let size: Int64

    private static let endSignature: UInt32 = 0x0605_4B50
    private static let zip64EndSignature: UInt32 = 0x0606_4B50
    private static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    private static let entrySignature: UInt32 = 0x0201_4B50
    /// The end record's fixed part, and the most a comment can add.
    private static let endRecordSize = 22
    private static let maximumComment = 0xFFFF

    /// Finds the end record of `input` and, when it points to one, the zip64 end record.
    init(input: any RandomAccessBytes, file: URL) throws {
        self.input = input
        self.file = file
        let tailCount = Int(min(input.size, Int64(Self.endRecordSize + Self.maximumComment)))
        let tailStart = input.size - Int64(tailCount)
        guard let tail = try input.bytes(at: tailStart, count: tailCount),
              let found = Self.lastEndRecord(in: tail)
        else {
            throw ImportError.invalid(file: file, place: FilePlace(.byte(input.size)), reason:
                String(localized: """
                    the zip archive has no end-of-directory record: it is truncated or not a zip archive
                    """))
        }
        let endOffset = tailStart + Int64(found)
        var count = Int64(tail.uint16(at: found + 10))
        var size = Int64(tail.uint32(at: found + 12))
        var offset = Int64(tail.uint32(at: found + 16))
        var directoryEnd = endOffset
        if let zip64 = try Self.zip64End(before: endOffset, in: input, file: file) {
            (count, size, offset) = (zip64.count, zip64.size, zip64.offset)
            directoryEnd = zip64.recordOffset
        } else if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            throw ImportError.invalid(file: file, place: FilePlace(.byte(endOffset)), reason:
                String(localized: "the zip archive’s end record asks for a zip64 end record that is missing"))
        }
        guard offset >= 0, size >= 0, offset <= directoryEnd, size <= directoryEnd - offset else {
            throw ImportError.invalid(file: file, place: FilePlace(.byte(endOffset)), reason: String(localized: """
                the zip archive’s central directory (\(size) bytes at byte \(String(offset))) lies outside the archive: \
                it is truncated or damaged
                """))
        }
        (entryCount, self.size, self.offset) = (count, size, offset)
    }

    /// Calls `body` with each entry in directory order until it returns false.
    func forEachEntry(_ body: (ZipEntry) throws -> Bool) throws {
        var position = offset
        let end = offset + size
        var number: Int64 = 0
        while number < entryCount {
            number += 1
            let place = FilePlace(.byte(position))
            guard end - position >= 46, let header = try input.bytes(at: position, count: 46),
                  header.uint32(at: 0) == Self.entrySignature
            else {
                throw ImportError.invalid(file: file, place: place, reason:
                    String(localized: "entry \(String(number)) of the zip archive’s central directory is missing or damaged"))
            }
            let nameLength = Int(header.uint16(at: 28))
            let extraLength = Int(header.uint16(at: 30))
            let commentLength = Int(header.uint16(at: 32))
            let variableLength = Int64(nameLength + extraLength + commentLength)
            guard end - position - 46 >= variableLength,
                  let variable = try input.bytes(at: position + 46, count: nameLength + extraLength)
            else {
                throw ImportError.invalid(file: file, place: place, reason:
                    String(localized: "entry \(String(number)) of the zip archive’s central directory runs past its end"))
            }
            var entry = ZipEntry(
                name: String(decoding: variable[0..<nameLength], as: UTF8.self),
                method: header.uint16(at: 10), flags: header.uint16(at: 8), crc32: header.uint32(at: 16),
                compressedSize: Int64(header.uint32(at: 20)), uncompressedSize: Int64(header.uint32(at: 24)),
                localHeaderOffset: Int64(header.uint32(at: 42)))
            try Self.applyZip64Extra(Array(variable[nameLength...]), to: &entry, file: file, place: place)
            guard try body(entry) else { return }
            position += 46 + variableLength
        }
    }

    /// The offset of the last end-of-directory signature in `tail` that leaves room for the
    /// record, or nil.
    private static func lastEndRecord(in tail: [UInt8]) -> Int? {
        guard tail.count >= endRecordSize else { return nil }
        var index = tail.count - endRecordSize
        while index >= 0 {
            if tail[index] == 0x50, tail[index + 1] == 0x4B, tail.uint32(at: index) == endSignature {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// The zip64 end record whose locator sits just before the end record at `endOffset`, if any.
    private static func zip64End(before endOffset: Int64, in input: any RandomAccessBytes, file: URL) throws
        -> (count: Int64, size: Int64, offset: Int64, recordOffset: Int64)?
    {
        guard endOffset >= 20, let locator = try input.bytes(at: endOffset - 20, count: 20),
              locator.uint32(at: 0) == zip64LocatorSignature
        else { return nil }
        let recordOffset = locator.uint64(at: 8)
        guard recordOffset < UInt64(endOffset), let record = try input.bytes(at: Int64(recordOffset), count: 56),
              record.uint32(at: 0) == zip64EndSignature
        else {
            throw ImportError.invalid(file: file, place: FilePlace(.byte(endOffset - 20)), reason:
                String(localized: "the zip archive’s zip64 end record is missing or damaged"))
        }
        let count = record.uint64(at: 32)
        let size = record.uint64(at: 40)
        let offset = record.uint64(at: 48)
        guard count <= UInt64(Int64.max), size <= UInt64(Int64.max), offset <= UInt64(Int64.max) else {
            throw ImportError.invalid(file: file, place: FilePlace(.byte(Int64(recordOffset))), reason:
                String(localized: "the zip archive’s zip64 end record holds impossible sizes"))
        }
        return (Int64(count), Int64(size), Int64(offset), Int64(recordOffset))
    }

    /// Replaces the sizes and offset marked 0xFFFFFFFF by the zip64 extra field's values.
    private static func applyZip64Extra(_ extra: [UInt8], to entry: inout ZipEntry, file: URL,
                                        place: FilePlace) throws {
        let needsSize = entry.uncompressedSize == 0xFFFF_FFFF
        let needsCompressed = entry.compressedSize == 0xFFFF_FFFF
        let needsOffset = entry.localHeaderOffset == 0xFFFF_FFFF
        guard needsSize || needsCompressed || needsOffset else { return }
        var index = 0
        while index + 4 <= extra.count {
            let id = extra.uint16(at: index)
            let length = Int(extra.uint16(at: index + 2))
            let body = index + 4
            guard body + length <= extra.count else { break }
            if id == 0x0001 {
                var field = body
                func next() -> Int64? {
                    guard field + 8 <= body + length else { return nil }
                    defer { field += 8 }
                    let value = extra.uint64(at: field)
                    return value <= UInt64(Int64.max) ? Int64(value) : nil
                }
                if needsSize { entry.uncompressedSize = next() ?? -1 }
                if needsCompressed { entry.compressedSize = next() ?? -1 }
                if needsOffset { entry.localHeaderOffset = next() ?? -1 }
                if entry.uncompressedSize >= 0, entry.compressedSize >= 0, entry.localHeaderOffset >= 0 {
                    return
                }
                break
            }
            index = body + length
        }
        throw ImportError.invalid(file: file, place: place, reason:
            String(localized: "the zip entry “\(entry.name)” lacks the zip64 sizes its header announces"))
    }
}
