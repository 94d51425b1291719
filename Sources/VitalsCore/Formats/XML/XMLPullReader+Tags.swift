import Glibc
import Localization

/// Start tags, end tags and the markup skipped between them.
extension XMLPullReader {
    /// Reads the markup at `tokenStart` (a `<`): returns the event of a tag or CDATA text,
    /// or nil after skipping a comment, processing instruction or declaration.
    mutating func readMarkup() throws -> XMLEvent? {
        guard try ensure(2) == 2 else {
            throw invalid(String(localized: "the file ends inside a tag"), atIndex: tokenStart)
        }
        switch window[tokenStart + 1] {
        case XMLSyntax.slash:
            return try readEndTag()
        case XMLSyntax.question:
            try skip(past: "?>", openerLength: 2, endOfFile: String(localized: """
                the file ends inside a processing instruction
                """))
            return nil
        case XMLSyntax.exclamation:
            let available = try ensure(9)
            if tokenStarts(with: "<!--", available: available) {
                try skip(past: "-->", openerLength: 4, endOfFile: String(localized: "the file ends inside a comment"))
            } else if tokenStarts(with: "<![CDATA[", available: available) {
                position = tokenStart + 9
                inCDATA = true
                return try readCDATA() ? .text : nil
            } else if tokenStarts(with: "<!DOCTYPE", available: available) {
                try skipDocumentType()
            } else {
                try skip(past: ">", openerLength: 2, endOfFile: String(localized: "the file ends inside a declaration"))
            }
            return nil
        default:
            return try readStartTag()
        }
    }

    /// Reads the start tag at `tokenStart` with its attributes; re-reads it from its start
    /// when the window had to be refilled in the middle.
    private mutating func readStartTag() throws -> XMLEvent {
        while true {
            if try parseStartTag() { break }
            guard try refill(keeping: tokenStart) else {
                let name = String(decoding: UnsafeRawBufferPointer(start: window + nameStart,
                                                                   count: max(0, nameEnd - nameStart)), as: UTF8.self)
                throw invalid(String(localized: "the file ends inside the tag <\(name)"), atIndex: tokenStart)
            }
        }
        guard nameEnd > nameStart else {
            throw invalid(String(localized: "a “<” is not followed by an element name"), atIndex: tokenStart)
        }
        if openNameEnds.isEmpty, rootSeen {
            throw invalid(String(localized: """
                the element <\(qualifiedName)> follows the end of the root element
                """), atIndex: tokenStart)
        }
        guard openNameEnds.count < maximumDepth else {
            throw invalid(String(localized: "elements are nested more than \(maximumDepth) deep"), atIndex: tokenStart)
        }
        rootSeen = true
        let offset = openNameEnds.last ?? 0
        storage.storeName(window + nameStart, count: nameEnd - nameStart, at: offset)
        openNameEnds.append(offset + nameEnd - nameStart)
        pendingEnd = isEmptyElement
        return .startElement
    }

    /// Parses the start tag at `tokenStart`; false when the window ends before its `>`.
    private mutating func parseStartTag() throws -> Bool {
        if !attributeSpans.isEmpty {
            attributeSpans.removeAll(keepingCapacity: true)
        }
        var index = tokenStart + 1
        nameStart = index
        localStart = index
        while index < end, !XMLSyntax.endsName(window[index]) {
            if window[index] == XMLSyntax.colon { localStart = index + 1 }
            index += 1
        }
        nameEnd = index
        while true {
            while index < end, XMLSyntax.isSpace(window[index]) { index += 1 }
            guard index < end else { return false }
            let byte = window[index]
            if byte == XMLSyntax.greaterThan {
                isEmptyElement = false
                position = index + 1
                return true
            }
            if byte == XMLSyntax.slash {
                guard index + 1 < end else { return false }
                if window[index + 1] == XMLSyntax.greaterThan {
                    isEmptyElement = true
                    position = index + 2
                    return true
                }
                index += 1  // A stray slash: skipped.
                continue
            }
            guard let next = try parseAttribute(at: index) else { return false }
            index = next
        }
    }

    /// Parses the attribute at `start` and returns the index after it; nil when the window
    /// ends first. Forgiving: spaces around `=`, unquoted values and names without a value.
    private mutating func parseAttribute(at start: Int) throws -> Int? {
        var index = start
        var local = start
        while index < end, !XMLSyntax.endsName(window[index]) {
            if window[index] == XMLSyntax.colon { local = index + 1 }
            index += 1
        }
        let nameEnd = index
        if index == start {
            index += 1  // A stray `=`: skipped.
            return index
        }
        while index < end, XMLSyntax.isSpace(window[index]) { index += 1 }
        guard index < end else { return nil }
        guard window[index] == XMLSyntax.equals else {
            attributeSpans.append(XMLAttributeSpan(nameStart: start, localStart: local, nameEnd: nameEnd,
                                                   valueStart: nameEnd,
                                                   valueEnd: nameEnd, hasReferences: false))
            return index
        }
        index += 1
        while index < end, XMLSyntax.isSpace(window[index]) { index += 1 }
        guard index < end else { return nil }
        let valueStart: Int
        let valueEnd: Int
        let quote = window[index]
        if quote == XMLSyntax.quote || quote == XMLSyntax.apostrophe {
            guard let close = find(quote, from: index + 1) else { return nil }
            valueStart = index + 1
            valueEnd = close
            index = close + 1
        } else {
            valueStart = index
            while index < end, !XMLSyntax.isSpace(window[index]), window[index] != XMLSyntax.greaterThan {
                index += 1
            }
            guard index < end else { return nil }
            valueEnd = index
        }
        let references = valueEnd > valueStart
            && memchr(window + valueStart, Int32(XMLSyntax.ampersand), valueEnd - valueStart) != nil
        attributeSpans.append(XMLAttributeSpan(nameStart: start, localStart: local, nameEnd: nameEnd,
                                               valueStart: valueStart,
                                               valueEnd: valueEnd, hasReferences: references))
        return index
    }

    /// Reads the end tag at `tokenStart` and checks that it closes the innermost open element.
    private mutating func readEndTag() throws -> XMLEvent {
        var scanned = tokenStart + 2
        while true {
            if let greaterThan = find(XMLSyntax.greaterThan, from: scanned) {
                nameStart = tokenStart + 2
                localStart = nameStart
                var index = nameStart
                while index < greaterThan, !XMLSyntax.isSpace(window[index]) {
                    if window[index] == XMLSyntax.colon { localStart = index + 1 }
                    index += 1
                }
                nameEnd = index
                position = greaterThan + 1
                break
            }
            let offset = end - tokenStart
            guard try refill(keeping: tokenStart) else {
                throw invalid(String(localized: "the file ends inside an end tag"), atIndex: tokenStart)
            }
            scanned = tokenStart + offset
        }
        guard let last = openNameEnds.last else {
            throw invalid(String(localized: """
                the end tag </\(qualifiedName)> closes no open element
                """), atIndex: tokenStart)
        }
        let first = openNameEnds.count > 1 ? openNameEnds[openNameEnds.count - 2] : 0
        let matches = last - first == nameEnd - nameStart
            && memcmp(storage.names + first, window + nameStart, last - first) == 0
        guard matches else {
            throw invalid(String(localized: """
                the end tag </\(qualifiedName)> does not match the open element <\(openName(depth - 1))>
                """),
                          atIndex: tokenStart)
        }
        closeElement()
        isEmptyElement = false
        if !attributeSpans.isEmpty {
            attributeSpans.removeAll(keepingCapacity: true)
        }
        return .endElement
    }
}
