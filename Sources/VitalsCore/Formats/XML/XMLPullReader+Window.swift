import Glibc
import Localization

/// Filling the window and finding bytes in it.
extension XMLPullReader {
    /// Moves `window[keep..<end]` to the front and reads more input after it; false at the end
    /// of the input. When the window is full from index 0 it grows, up to `maximumCapacity`;
    /// beyond that the current token is too long and the reader throws.
    mutating func refill(keeping keep: Int) throws -> Bool {
        if sourceEnded { return false }
        if keep > 0 {
            if textOrigin >= 0 {
                if textOrigin < keep {
                    textOriginPlace = place(ofIndex: textOrigin)
                    textOrigin = -1
                } else {
                    textOrigin -= keep
                }
            }
            lines.discard(keep, in: window)
            let kept = end - keep
            if kept > 0 {
                memmove(window, window + keep, kept)
            }
            end = kept
            position = max(position - keep, 0)
            tokenStart = max(tokenStart - keep, 0)
            generation += 1
        } else if end == capacity {
            guard storage.growWindow(keeping: end, limit: maximumCapacity) else {
                throw invalid(String(localized: "a tag is longer than \(maximumCapacity) bytes"), atIndex: tokenStart)
            }
            window = storage.window
            capacity = storage.windowCapacity
            generation += 1
        }
        let count = try source.read(into: UnsafeMutableRawBufferPointer(start: window + end, count: capacity - end))
        guard count > 0 else {
            sourceEnded = true
            return false
        }
        end += count
        return true
    }

    /// Whether the window is full from the current token on and cannot grow any more.
    var windowExhausted: Bool {
        tokenStart == 0 && end == capacity && capacity >= maximumCapacity
    }

    /// Makes `count` bytes from `tokenStart` available if the input has them, and returns
    /// how many are (at most `count`).
    mutating func ensure(_ count: Int) throws -> Int {
        while end - tokenStart < count {
            guard try refill(keeping: tokenStart) else { break }
        }
        return min(count, end - tokenStart)
    }

    /// The index of the first `byte` in `window[from..<end]`, or nil.
    @inline(__always)
    func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < end, let found = memchr(window + start, Int32(byte), end - start) else { return nil }
        return window.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The index of the first `sequence` in `window[from..<end]` wholly in the window, or nil.
    func find(_ sequence: StaticString, from start: Int) -> Int? {
        sequence.withUTF8Buffer { pattern in
            guard let first = pattern.first else { return start }
            var index = start
            while let found = find(first, from: index) {
                guard found + pattern.count <= end else { return nil }
                if memcmp(window + found, pattern.baseAddress.unsafelyUnwrapped, pattern.count) == 0 {
                    return found
                }
                index = found + 1
            }
            return nil
        }
    }

    /// Whether the window holds `prefix` at `tokenStart`, within `available` bytes.
    func tokenStarts(with prefix: StaticString, available: Int) -> Bool {
        prefix.withUTF8Buffer { pattern in
            pattern.count <= available
                && XMLBytes.same(UnsafeRawBufferPointer(start: window + tokenStart, count: pattern.count), pattern,
                                 prefixOnly: false)
        }
    }

    /// Where to cut text that fills the whole window: after its last complete UTF-8 sequence
    /// and before an unfinished reference, so that each piece decodes on its own.
    func pieceEnd(from start: Int) -> Int {
        var cut = end
        var back = end - 1
        while back > start, end - back < 4, window[back] & 0xC0 == 0x80 { back -= 1 }
        if back > start, window[back] >= 0xC0 { cut = back }
        if let ampersand = lastAmpersand(from: max(start, cut - 12), to: cut), find(XMLSyntax.semicolon,
            from: ampersand).map({ $0 >= cut }) ?? true, ampersand > start {
            cut = ampersand
        }
        return cut
    }

    private func lastAmpersand(from start: Int, to end: Int) -> Int? {
        var index = end - 1
        while index >= start {
            if window[index] == XMLSyntax.ampersand { return index }
            index -= 1
        }
        return nil
    }

    /// Starts reading: skips a UTF-8 byte order mark, refuses UTF-16.
    mutating func begin() throws {
        started = true
        _ = try ensure(3)
        let available = end - position
        if available >= 3, window[0] == 0xEF, window[1] == 0xBB, window[2] == 0xBF {
            position = 3
        } else if available >= 2, (window[0] == 0xFF && window[1] == 0xFE) || (window[0] == 0xFE && window[1] == 0xFF) {
            throw invalid(String(localized: "the file is UTF-16 text; only UTF-8 XML is read"), atIndex: 0)
        }
    }
}
