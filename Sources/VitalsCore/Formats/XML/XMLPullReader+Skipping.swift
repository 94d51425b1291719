import Localization

/// Comments, processing instructions and the document type declaration, skipped in constant
/// memory (their bytes leave the window as they are passed).
extension XMLPullReader {
    /// Skips from `tokenStart` past the first `terminator` after the opener (`<!--`, `<?`);
    /// throws `endOfFile` (“the file ends inside a comment”) when the file ends first.
    mutating func skip(
        past terminator: StaticString, openerLength: Int, endOfFile: @autoclosure () -> String
    ) throws {
        let place = self.place(ofIndex: tokenStart)
        let length = terminator.utf8CodeUnitCount
        var scanned = tokenStart + openerLength
        while true {
            if let found = find(terminator, from: scanned) {
                position = found + length
                return
            }
            // Keep the bytes that may start the terminator.
            let keep = max(scanned, end - (length - 1))
            tokenStart = keep
            guard try refill(keeping: keep) else {
                throw ImportError.invalid(file: file, place: place, reason: endOfFile())
            }
            scanned = tokenStart
        }
    }

    /// Skips `<!DOCTYPE …>` at `tokenStart`. Its internal subset `[…]` is not read: it ends at
    /// the first `]` followed (after white space) by `>`, so a malformed subset, such as the
    /// one iOS 16 wrote into Apple Health exports, is skipped all the same.
    mutating func skipDocumentType() throws {
        let place = self.place(ofIndex: tokenStart)
        var index = tokenStart + 9
        var quote: UInt8 = 0
        var inSubset = false
        var closingSubset = false
        while true {
            while index < end {
                let byte = window[index]
                index += 1
                if inSubset {
                    if closingSubset {
                        if byte == XMLSyntax.greaterThan {
                            position = index
                            return
                        }
                        if !XMLSyntax.isSpace(byte) {
                            closingSubset = byte == XMLSyntax.closeBracket
                        }
                    } else if byte == XMLSyntax.closeBracket {
                        closingSubset = true
                    }
                } else if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if byte == XMLSyntax.quote || byte == XMLSyntax.apostrophe {
                    quote = byte
                } else if byte == XMLSyntax.openBracket {
                    inSubset = true
                } else if byte == XMLSyntax.greaterThan {
                    position = index
                    return
                }
            }
            tokenStart = end
            guard try refill(keeping: end) else {
                throw ImportError.invalid(file: file, place: place,
                                          reason: String(localized: """
                                              the file ends inside the document type declaration (<!DOCTYPE)
                                              """))
            }
            index = 0
        }
    }
}
