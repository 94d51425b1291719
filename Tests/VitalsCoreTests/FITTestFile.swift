/// Writes FIT files with known content for the FIT reader's tests: definition and data
/// messages in either byte order, compressed-timestamp headers, developer fields, and the
/// header and file CRCs (computed here with the FIT SDK's nibble-wise algorithm, independent
/// of the reader's table).
struct FITTestFile {
    /// One field of a definition: its number, size in bytes and base-type byte.
    struct Field {
        var number: UInt8
        var size: UInt8
        var baseType: UInt8

        static func uint8(_ number: UInt8) -> Field { Field(number: number, size: 1, baseType: 0x02) }
        static func uint16(_ number: UInt8) -> Field { Field(number: number, size: 2, baseType: 0x84) }
        static func uint32(_ number: UInt8) -> Field { Field(number: number, size: 4, baseType: 0x86) }
        static func uint32z(_ number: UInt8) -> Field { Field(number: number, size: 4, baseType: 0x8C) }
        static func enumeration(_ number: UInt8) -> Field { Field(number: number, size: 1, baseType: 0x00) }
        static let timestamp = uint32(253)
    }

    private struct Definition {
        var bigEndian: Bool
        var fields: [Field]
        var developerSizes: [UInt8]
    }

    /// The message bytes written so far (without header and CRC).
    private(set) var messages: [UInt8] = []
    private var definitions: [UInt8: Definition] = [:]

    /// Defines local message type `local` as global message `global`, with `developer`
    /// developer fields (field number, size, developer data index).
    mutating func define(local: UInt8, global: UInt16, bigEndian: Bool = false, fields: [Field],
                         developer: [(number: UInt8, size: UInt8, index: UInt8)] = []) {
        messages.append(0x40 | (developer.isEmpty ? 0 : 0x20) | local)
        messages.append(0)
        messages.append(bigEndian ? 1 : 0)
        messages += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
        messages.append(UInt8(fields.count))
        for field in fields {
            messages += [field.number, field.size, field.baseType]
        }
        if !developer.isEmpty {
            messages.append(UInt8(developer.count))
            for field in developer {
                messages += [field.number, field.size, field.index]
            }
        }
        definitions[local] = Definition(bigEndian: bigEndian, fields: fields, developerSizes: developer.map(\.size))
    }

    /// A data message of local type `local` with one value per field (written in the field's
    /// size and the definition's byte order) and the developer fields' bytes.
    mutating func data(local: UInt8, _ values: [UInt64], developer: [[UInt8]] = []) {
        messages.append(local)
        append(local: local, values, developer: developer)
    }

    /// A data message with a compressed-timestamp header (local types 0–3, offset 0–31).
    mutating func compressed(local: UInt8, timeOffset: UInt8, _ values: [UInt64]) {
        messages.append(0x80 | local << 5 | timeOffset & 0x1F)
        append(local: local, values, developer: [])
    }

    /// Raw bytes, to write broken messages.
    mutating func raw(_ bytes: [UInt8]) {
        messages += bytes
    }

    private mutating func append(local: UInt8, _ values: [UInt64], developer: [[UInt8]]) {
        guard let definition = definitions[local] else {
            preconditionFailure("test writes local type \(local) before defining it")
        }
        precondition(values.count == definition.fields.count, "one value per field")
        for (field, value) in zip(definition.fields, values) {
            var bytes = (0..<Int(field.size)).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
            if definition.bigEndian {
                bytes.reverse()
            }
            messages += bytes
        }
        precondition(developer.map(\.count) == definition.developerSizes.map(Int.init), "developer field sizes")
        for bytes in developer {
            messages += bytes
        }
    }

    /// The whole file: header (14 bytes with its CRC, or 12), messages, file CRC.
    func bytes(headerSize: UInt8 = 14) -> [UInt8] {
        let size = UInt32(messages.count)
        var file: [UInt8] = [headerSize, 0x20, 0x08, 0x08]
        file += (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * UInt32($0))) }
        file += Array(".FIT".utf8)
        if headerSize == 14 {
            let crc = Self.crc(file)
            file += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        }
        file += messages
        let crc = Self.crc(file)
        return file + [UInt8(crc & 0xFF), UInt8(crc >> 8)]
    }

    /// The FIT SDK's CRC-16, four bits at a time.
    static func crc(_ bytes: [UInt8]) -> UInt16 {
        let table: [UInt16] = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
                               0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]
        var crc: UInt16 = 0
        for byte in bytes {
            var low = table[Int(crc & 0xF)]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ low ^ table[Int(byte & 0xF)]
            low = table[Int(crc & 0xF)]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ low ^ table[Int(byte >> 4)]
        }
        return crc
    }

    /// FIT seconds (since 1989-12-31 UTC) for Unix seconds `unix`.
    static func fitTime(unix: Int64) -> UInt64 {
        UInt64(unix - 631_065_600)
    }
}
