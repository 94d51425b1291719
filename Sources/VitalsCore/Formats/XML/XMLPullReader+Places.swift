import Foundation

/// Places in the file, and errors naming them.
extension XMLPullReader {
    /// The line and column where the current event's tag or text starts.
    public mutating func place() -> FilePlace {
        place(ofIndex: tokenStart)
    }

    /// The line (from 1) where the current event's tag or text starts.
    public mutating func line() -> Int {
        lines.place(of: tokenStart, in: window).line
    }

    /// An ``ImportError/invalid(file:place:reason:)`` at the current event's tag or text, e.g.
    /// `throw xml.invalid("the heart rate “abc” is not a number")`.
    public mutating func invalid(_ reason: String) -> ImportError {
        invalid(reason, atIndex: tokenStart)
    }

    /// An ``ImportError/invalid(file:place:reason:)`` at `bytes` (an attribute value or text
    /// this reader gave) when it still knows where they are, else at the current event.
    public mutating func invalid(_ reason: String, at bytes: XMLBytes) -> ImportError {
        if bytes.origin == XMLBytes.readTextOrigin, bytes.generation <= generation {
            if textOrigin >= 0 {
                return invalid(reason, atIndex: textOrigin)
            }
            if let textOriginPlace {
                return .invalid(file: file, place: textOriginPlace, reason: reason)
            }
        }
        let index = bytes.origin >= 0 && bytes.generation == generation ? bytes.origin : tokenStart
        return invalid(reason, atIndex: index)
    }

    mutating func invalid(_ reason: String, atIndex index: Int) -> ImportError {
        .invalid(file: file, place: place(ofIndex: index), reason: reason)
    }

    mutating func place(ofIndex index: Int) -> FilePlace {
        let (line, column) = lines.place(of: min(max(index, 0), end), in: window)
        return FilePlace(.line(line, column: column), entry: entry)
    }
}
