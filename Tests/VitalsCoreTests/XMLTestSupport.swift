import Foundation
@testable import VitalsCore

/// Bytes in memory handed out at most `chunk` bytes per read, to hit every buffer boundary.
struct ChunkedBytes: ByteSource {
    private var bytes: MemoryBytes
    let chunk: Int

    init(_ bytes: [UInt8], chunk: Int) {
        self.bytes = MemoryBytes(bytes)
        self.chunk = chunk
    }

    var bytesRead: Int64 { bytes.bytesRead }
    var totalBytes: Int64? { bytes.totalBytes }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        try bytes.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer.prefix(chunk)))
    }
}

enum XMLTestSupport {
    static let file = URL(fileURLWithPath: "/test/input.xml")

    /// A reader over `text` read `chunk` bytes at a time with a window of `window` bytes.
    static func reader(_ text: String, chunk: Int = .max, window: Int = 256 << 10,
                       maximumTokenLength: Int = 16 << 20) -> XMLPullReader<ChunkedBytes> {
        reader(Array(text.utf8), chunk: chunk, window: window, maximumTokenLength: maximumTokenLength)
    }

    static func reader(_ bytes: [UInt8], chunk: Int = .max, window: Int = 256 << 10,
                       maximumTokenLength: Int = 16 << 20) -> XMLPullReader<ChunkedBytes> {
        XMLPullReader(source: ChunkedBytes(bytes, chunk: chunk), file: file, windowSize: window,
                      maximumTokenLength: maximumTokenLength)
    }

    /// Every event as a line: `<name a="v" b="w">` (names local, values decoded), `</name>`,
    /// `text “decoded”`, then `end`.
    static func events(_ text: String, chunk: Int = .max, window: Int = 256 << 10,
                       maximumTokenLength: Int = 16 << 20) throws -> [String] {
        var xml = reader(text, chunk: chunk, window: window, maximumTokenLength: maximumTokenLength)
        return try events(&xml)
    }

    static func events<Source>(_ xml: inout XMLPullReader<Source>) throws -> [String] {
        var lines: [String] = []
        while true {
            switch try xml.next() {
            case .startElement:
                var line = "<" + xml.name.string
                for index in 0..<xml.attributeCount {
                    line += " \(xml.attributeName(at: index))=\"\(xml.attributeValue(at: index))\""
                }
                lines.append(line + (xml.isEmptyElement ? "/>" : ">"))
            case .endElement:
                lines.append("</\(xml.name)>")
            case .text:
                lines.append("text “\(xml.text.string)”")
            case .endOfDocument:
                lines.append("end")
                return lines
            }
        }
    }

    /// The error reading all of `text` throws, or nil.
    static func error(_ text: String, chunk: Int = .max, window: Int = 256 << 10) -> ImportError? {
        do {
            _ = try events(text, chunk: chunk, window: window)
            return nil
        } catch let error as ImportError {
            return error
        } catch {
            return nil
        }
    }
}
