import Foundation

/// A forgiving streaming XML reader: pulls bytes from a ``ByteSource`` through a refillable
/// window (constant memory) and yields start tags, end tags and text, one ``XMLEvent`` per
/// ``next()`` call, without building strings unless asked.
///
/// ```swift
/// var xml = XMLPullReader(source: FileBytes(file: url), file: url)
/// while true {
///     switch try xml.next() {
///     case .startElement where xml.isElement("Record"):
///         if let type = xml.attribute("type"), type.equals("HKQuantityTypeIdentifierHeartRate") { … }
///     case .startElement where xml.isElement("hr"):
///         let bpm = try xml.readText().number
///     case .endOfDocument: return
///     default: continue
///     }
/// }
/// ```
///
/// Elements and attributes are matched by local name, so any namespace prefix works (`ns3:hr`,
/// `gpxtpx:hr`). The reader skips the XML declaration, comments, processing instructions and
/// the DOCTYPE with any internal subset, without reading the subset: a malformed one (as
/// iOS 16 Apple Health exports have) is skipped up to its `]>`. Attribute values may hold
/// control characters and `=` may have spaces around it. It throws
/// ``ImportError/invalid(file:place:reason:)`` with line and column when the file ends inside
/// a tag or an element, an end tag does not match, text stands outside the root element, or
/// there is no root element.
///
/// Names, attribute values and text are ``XMLBytes`` views into the reader's window, valid
/// until the next call that moves the reader (`next()`, `readText()`, `skipElement()`).
/// Text longer than the window limit (16 MiB by default) comes as several ``XMLEvent/text``
/// events; a tag longer than it is an error. The reader is a value holding a reference to its
/// window: do not use copies of it side by side.
public struct XMLPullReader<Source: ByteSource> {
    /// The file read, for error messages.
    public let file: URL
    /// The archive entry read (`apple_health_export/export.xml`), for error messages.
    public let entry: String?
    /// The deepest nesting of elements accepted.
    public let maximumDepth: Int

    /// The input, held as an existential so that the reader's layout and scanning code do not
    /// depend on `Source` (fast even where the generic code is not specialized).
    var source: any ByteSource
    let storage: XMLBufferStorage
    var window: UnsafeMutablePointer<UInt8>
    var capacity: Int
    let maximumCapacity: Int
    /// Valid bytes are `window[0..<end]`; scanning continues at `position`.
    var end = 0
    var position = 0
    var sourceEnded = false
    var started = false
    /// How many times bytes left the window (invalidating older ``XMLBytes``).
    var generation = 0
    var lines = XMLLineCounter()

    /// Where the current token (tag, text, comment…) starts in the window.
    var tokenStart = 0
    var nameStart = 0
    var nameEnd = 0
    var localStart = 0
    var textEnd = 0
    var textHasReferences = false
    var attributeSpans: [XMLAttributeSpan] = []
    var pendingEnd = false
    var inCDATA = false
    var scratchCount = 0
    /// Where the text `readText()` returned starts: a window index while it is in the
    /// window (-1 when not), then its place, saved before its bytes left the window.
    var textOrigin = -1
    var textOriginPlace: FilePlace?
    /// Where the name of each open element ends in `storage.names` (names end to end).
    var openNameEnds: [Int] = []
    var rootSeen = false

    /// The last event ``next()`` returned (nil before the first call).
    public internal(set) var event: XMLEvent?
    /// Whether the current start element is an empty-element tag `<name/>`.
    public internal(set) var isEmptyElement = false

    /// A reader of `source`, which is the file `file` (or its archive entry `entry`).
    /// `windowSize` is the initial window (256 KiB); the window grows for long tags or text up
    /// to `maximumTokenLength` bytes (16 MiB).
    public init(source: Source, file: URL, entry: String? = nil, windowSize: Int = 256 << 10,
                maximumTokenLength: Int = 16 << 20, maximumDepth: Int = 10_000) {
        self.source = source
        self.file = file
        self.entry = entry
        self.maximumDepth = maximumDepth
        storage = XMLBufferStorage(capacity: windowSize)
        window = storage.window
        capacity = storage.windowCapacity
        maximumCapacity = max(capacity, maximumTokenLength)
        attributeSpans.reserveCapacity(16)
        openNameEnds.reserveCapacity(32)
    }

    /// Input bytes consumed so far (``ByteSource/bytesRead``), for progress reports.
    public var bytesRead: Int64 { source.bytesRead }

    /// The number of open elements, counting the current start element (also an empty one)
    /// and not the element an ``XMLEvent/endElement`` just closed.
    public var depth: Int { openNameEnds.count }

    /// Reads on to the next start tag, end tag or text and returns what it found.
    public mutating func next() throws -> XMLEvent {
        if pendingEnd {
            pendingEnd = false
            closeElement()
            event = .endElement
            return .endElement
        }
        if !started {
            try begin()
        }
        while true {
            if inCDATA {
                if try readCDATA() {
                    event = .text
                    return .text
                }
                continue
            }
            if position >= end {
                guard try refill(keeping: position) else { return try finish() }
                continue
            }
            tokenStart = position
            if window[position] == XMLSyntax.lessThan {
                if let found = try readMarkup() {
                    event = found
                    return found
                }
            } else if try readTextRun() {
                event = .text
                return .text
            }
        }
    }

    /// The local name (without prefix) of the current start or end element.
    public var name: XMLBytes {
        bytes(from: localStart, to: nameEnd, hasReferences: false)
    }

    /// The name of the current start or end element as written, prefix included (`ns3:hr`).
    public var qualifiedName: XMLBytes {
        bytes(from: nameStart, to: nameEnd, hasReferences: false)
    }

    /// Whether the current start or end element's local name is `localName`.
    @inline(__always)
    public func isElement(_ localName: StaticString) -> Bool {
        localName.withUTF8Buffer { expected in
            XMLBytes.same(UnsafeRawBufferPointer(start: window + localStart, count: nameEnd - localStart), expected,
                          prefixOnly: false)
        }
    }

    /// The value of the current start element's first attribute whose local name is
    /// `localName`, or nil when it has none.
    @inline(__always)
    public func attribute(_ localName: StaticString) -> XMLBytes? {
        localName.withUTF8Buffer { expected in
            for span in attributeSpans where XMLBytes.same(
                UnsafeRawBufferPointer(start: window + span.localStart, count: span.nameEnd - span.localStart),
                expected, prefixOnly: false) {
                return bytes(from: span.valueStart, to: span.valueEnd, hasReferences: span.hasReferences)
            }
            return nil
        }
    }

    /// The number of attributes of the current start element.
    public var attributeCount: Int { attributeSpans.count }

    /// The local name of the current start element's attribute number `index`.
    public func attributeName(at index: Int) -> XMLBytes {
        let span = attributeSpans[index]
        return bytes(from: span.localStart, to: span.nameEnd, hasReferences: false)
    }

    /// The name of the current start element's attribute number `index` as written, prefix
    /// included (`xmlns:ns3`).
    public func attributeQualifiedName(at index: Int) -> XMLBytes {
        let span = attributeSpans[index]
        return bytes(from: span.nameStart, to: span.nameEnd, hasReferences: false)
    }

    /// The value of the current start element's attribute number `index`.
    public func attributeValue(at index: Int) -> XMLBytes {
        let span = attributeSpans[index]
        return bytes(from: span.valueStart, to: span.valueEnd, hasReferences: span.hasReferences)
    }

    /// The character data of the current ``XMLEvent/text`` event, as written (white space
    /// included, references not decoded; CDATA is never decoded).
    public var text: XMLBytes {
        bytes(from: tokenStart, to: textEnd, hasReferences: textHasReferences)
    }

    func bytes(from start: Int, to end: Int, hasReferences: Bool) -> XMLBytes {
        XMLBytes(raw: UnsafeRawBufferPointer(start: window + start, count: max(0, end - start)),
                 hasReferences: hasReferences, origin: start, generation: generation)
    }
}

/// Where one attribute of the current start tag lies in the window.
struct XMLAttributeSpan {
    var nameStart: Int
    var localStart: Int
    var nameEnd: Int
    var valueStart: Int
    var valueEnd: Int
    var hasReferences: Bool
}
