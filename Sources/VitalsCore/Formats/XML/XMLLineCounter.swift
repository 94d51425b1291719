/// Finds the line and column of a position in the reader's window lazily: newlines are
/// counted over bytes about to leave the window and up to the positions asked for, so the
/// cost is about one fast pass over the input, whatever the number of questions.
///
/// Lines end at LF (so CRLF counts once); columns count characters (UTF-8 sequences), from 1.
struct XMLLineCounter {
    /// Line (from 1) and characters since that line's start, at window index 0.
    private var startLine = 1
    private var startColumn = 0
    /// The same at window index `cachedIndex`, the last position asked for.
    private var cachedIndex = 0
    private var cachedLine = 1
    private var cachedColumn = 0

    /// The line (from 1) and column (from 1) of window index `index`.
    mutating func place(of index: Int, in window: UnsafePointer<UInt8>) -> (line: Int, column: Int) {
        if index < cachedIndex {
            (cachedLine, cachedColumn) = (startLine, startColumn)
            cachedIndex = 0
        }
        (cachedLine, cachedColumn) = Self.advance(line: cachedLine, column: cachedColumn, over: window,
                                                  from: cachedIndex, to: index)
        cachedIndex = index
        return (cachedLine, cachedColumn + 1)
    }

    /// Accounts for the first `count` bytes leaving the window (the rest moves to index 0).
    mutating func discard(_ count: Int, in window: UnsafePointer<UInt8>) {
        _ = place(of: count, in: window)
        (startLine, startColumn) = (cachedLine, cachedColumn)
        cachedIndex = 0
    }

    private static func advance(line: Int, column: Int, over window: UnsafePointer<UInt8>, from start: Int,
                                to end: Int) -> (line: Int, column: Int) {
        guard end > start else { return (line, column) }
        var lastNewline = end - 1
        while lastNewline >= start, window[lastNewline] != XMLSyntax.newline { lastNewline -= 1 }
        if lastNewline < start {
            return (line, column + characters(window, from: start, to: end))
        }
        return (line + newlines(window, from: start, to: lastNewline + 1),
                characters(window, from: lastNewline + 1, to: end))
    }

    /// The LF bytes in `start..<end`, counted 16 bytes at a time.
    private static func newlines(_ window: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        let newline = SIMD16<UInt8>(repeating: XMLSyntax.newline)
        let one = SIMD16<UInt8>(repeating: 1)
        while end - index >= 16 * 255 {
            var sums = SIMD16<UInt8>()
            for _ in 0..<255 {
                let bytes = UnsafeRawPointer(window + index).loadUnaligned(as: SIMD16<UInt8>.self)
                sums &+= one.replacing(with: 0, where: bytes .!= newline)
                index += 16
            }
            count += sums.indices.reduce(0) { $0 + Int(sums[$1]) }
        }
        var sums = SIMD16<UInt8>()
        while end - index >= 16 {
            let bytes = UnsafeRawPointer(window + index).loadUnaligned(as: SIMD16<UInt8>.self)
            sums &+= one.replacing(with: 0, where: bytes .!= newline)
            index += 16
        }
        count += sums.indices.reduce(0) { $0 + Int(sums[$1]) }
        while index < end {
            if window[index] == XMLSyntax.newline { count += 1 }
            index += 1
        }
        return count
    }

    /// Characters in `start..<end`: bytes that do not continue a UTF-8 sequence.
    private static func characters(_ window: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        for index in start..<max(start, end) where window[index] & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }
}
