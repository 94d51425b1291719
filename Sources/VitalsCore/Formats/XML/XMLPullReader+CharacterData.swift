import Glibc
import Localization

/// Text runs and CDATA sections.
extension XMLPullReader {
    /// Scans the text from `tokenStart` to the next `<` (or the end of the input, or of a full
    /// window) and leaves `position` after it; sets `textEnd` and `textHasReferences`.
    mutating func scanTextRun() throws {
        var scanned = position
        while true {
            if let lessThan = find(XMLSyntax.lessThan, from: scanned) {
                textEnd = lessThan
                break
            }
            if windowExhausted {
                textEnd = pieceEnd(from: tokenStart)
                break
            }
            let offset = end - tokenStart
            guard try refill(keeping: tokenStart) else {
                textEnd = end
                break
            }
            scanned = tokenStart + offset
        }
        position = textEnd
        textHasReferences = textEnd > tokenStart
            && memchr(window + tokenStart, Int32(XMLSyntax.ampersand), textEnd - tokenStart) != nil
    }

    /// Reads a run of text; true when it is to be reported (not only white space).
    mutating func readTextRun() throws -> Bool {
        try scanTextRun()
        return try isReportable(from: tokenStart, to: textEnd)
    }

    /// Reads a CDATA section's content from `position` (after `<![CDATA[`) to its `]]>`, or
    /// a window-full piece of it; true when it is to be reported.
    mutating func readCDATA() throws -> Bool {
        tokenStart = position
        var scanned = position
        while true {
            if let close = find("]]>", from: scanned) {
                textEnd = close
                position = close + 3
                inCDATA = false
                break
            }
            if windowExhausted {
                // Not past `end - 2`: the `]]>` may start there.
                textEnd = min(pieceEnd(from: tokenStart), end - 2)
                position = textEnd
                break
            }
            let offset = max(0, end - 2 - tokenStart)
            guard try refill(keeping: tokenStart) else {
                throw invalid(String(localized: "the file ends inside a CDATA section"), atIndex: tokenStart)
            }
            scanned = tokenStart + offset
        }
        textHasReferences = false
        return try isReportable(from: tokenStart, to: textEnd)
    }

    /// Whether `window[start..<end]` is text to report: false for white space only; outside
    /// the root element, white space and (after it) NUL padding are skipped and anything else
    /// is an error.
    private mutating func isReportable(from start: Int, to end: Int) throws -> Bool {
        var first = start
        while first < end, XMLSyntax.isSpace(window[first]) { first += 1 }
        if first == end { return false }
        if openNameEnds.isEmpty {
            throw invalid(rootSeen
                          ? String(localized: "text after the end of the root element")
                          : String(localized: "text before the root element"),
                          atIndex: first)
        }
        return true
    }

    /// At the end of the input: the end of the document, or an error when an element is
    /// still open or there was none.
    mutating func finish() throws -> XMLEvent {
        if !openNameEnds.isEmpty {
            throw invalid(String(localized: "the file ends inside the element <\(openName(depth - 1))>"), atIndex: end)
        }
        if !rootSeen {
            throw invalid(generation == 0 && end == 0 ? String(localized: "the file is empty")
                          : String(localized: "the file has no root element"), atIndex: end)
        }
        event = .endOfDocument
        return .endOfDocument
    }

    /// The qualified name of the open element at `level` (0 is the root).
    func openName(_ level: Int) -> String {
        let start = level == 0 ? 0 : openNameEnds[level - 1]
        return String(decoding: UnsafeBufferPointer(start: storage.names + start, count: openNameEnds[level] - start),
                      as: UTF8.self)
    }

    /// Closes the innermost open element.
    mutating func closeElement() {
        _ = openNameEnds.popLast()
    }
}
