import Foundation
import VitalsCore

/// An import's progress on standard error. On a terminal, one line redrawn in place at most
/// ten times a second and erased at the end; elsewhere (a log), a line per second.
struct ProgressLine {
    private let inPlace = StandardError.isTerminal
    private let clock = ContinuousClock()
    private var lastDraw: ContinuousClock.Instant?
    private var drawn = false

    /// Shows `progress`, unless the last drawing is too recent.
    mutating func show(_ progress: ImportProgress) {
        let now = clock.now
        if let lastDraw, now - lastDraw < (inPlace ? .milliseconds(100) : .seconds(1)) {
            return
        }
        lastDraw = now
        drawn = true
        var text = "Importing \(progress.file.lastPathComponent): "
        if let fraction = progress.fractionCompleted {
            text += "\(Int(fraction * 100))%, "
        }
        text += "\(Self.megabytes(progress.bytesRead))"
        if let total = progress.totalBytes {
            text += " of \(Self.megabytes(total))"
        }
        text += ", \(progress.readings) readings"
        // On a terminal: carriage return, the text, then erase what a longer line left.
        StandardError.write(inPlace ? "\r\(text)\u{1B}[K" : text + "\n")
    }

    /// `bytes` in megabytes with one decimal (“12.3 MB”).
    private static func megabytes(_ bytes: Int64) -> String {
        let tenths = (bytes * 10 + 500_000) / 1_000_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    /// Erases the line, if it was drawn in place.
    mutating func clear() {
        if drawn && inPlace {
            StandardError.write("\r\u{1B}[K")
            drawn = false
        }
    }
}
