import Localization

/// Reading an element's text, and skipping elements.
extension XMLPullReader {
    /// Reads the character data that follows the current start tag, up to the next start
    /// or end tag, and returns it decoded: text runs and CDATA sections joined, comments and
    /// processing instructions left out, references decoded, white space kept (use
    /// ``XMLBytes/trimmed`` or ``XMLBytes/number``). Empty for an empty element.
    ///
    /// The next ``next()`` then returns the tag that ended the text (usually this element's
    /// end). The name and attributes of the start element are no longer valid after this call.
    public mutating func readText() throws -> XMLBytes {
        scratchCount = 0
        guard !pendingEnd else { return .empty }
        textOrigin = -1
        textOriginPlace = nil
        var found = false
        while true {
            if inCDATA {
                _ = try readCDATA()
                try append(from: tokenStart, to: textEnd, decoding: false)
                continue
            }
            if position >= end {
                guard try refill(keeping: position) else { break }
                continue
            }
            tokenStart = position
            if window[position] == XMLSyntax.lessThan {
                let available = try ensure(9)
                if tokenStarts(with: "<!--", available: available) {
                    try skip(past: "-->", openerLength: 4, endOfFile: String(localized: """
                        the file ends inside a comment
                        """))
                } else if tokenStarts(with: "<?", available: available) {
                    try skip(past: "?>", openerLength: 2, endOfFile: String(localized: """
                        the file ends inside a processing instruction
                        """))
                } else if tokenStarts(with: "<![CDATA[", available: available) {
                    position = tokenStart + 9
                    inCDATA = true
                } else {
                    break
                }
                continue
            }
            try scanTextRun()
            if !found {
                var first = tokenStart
                while first < textEnd, XMLSyntax.isSpace(window[first]) { first += 1 }
                if first < textEnd {
                    textOrigin = first
                    found = true
                }
            }
            try append(from: tokenStart, to: textEnd, decoding: textHasReferences)
        }
        let bytes = UnsafeRawBufferPointer(start: storage.scratch, count: scratchCount)
        // Errors about the text point at its first non-space byte (see `invalid(_:at:)`).
        return XMLBytes(raw: bytes, hasReferences: false, origin: XMLBytes.readTextOrigin, generation: generation)
    }

    /// Appends `window[start..<end]` (decoded when asked) to the scratch space.
    private mutating func append(from start: Int, to end: Int, decoding: Bool) throws {
        let count = end - start
        guard count > 0 else { return }
        guard scratchCount + count <= maximumCapacity else {
            throw invalid(String(localized: "a text is longer than \(maximumCapacity) bytes"), atIndex: start)
        }
        storage.reserveScratch(scratchCount + count, keeping: scratchCount)
        let raw = UnsafeRawBufferPointer(start: window + start, count: count)
        if decoding {
            scratchCount += XMLEntityDecoder.decode(raw, into: storage.scratch + scratchCount)
        } else {
            (storage.scratch + scratchCount).update(from: window + start, count: count)
            scratchCount += count
        }
    }

    /// Reads on past the end of the current start element, skipping its content. Does
    /// nothing unless the current event is ``XMLEvent/startElement``.
    public mutating func skipElement() throws {
        guard event == .startElement else { return }
        let target = depth - 1
        while depth > target {
            if try next() == .endOfDocument { return }
        }
    }
}
