import Foundation
import Localization
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
        let name = progress.file.lastPathComponent
        let read = Self.size(progress.bytesRead)
        let text: String
        if let total = progress.totalBytes.map(Self.size), let fraction = progress.fractionCompleted {
            // Whole percents, rounded down: 100 % only once the whole file is read.
            let percent = fraction.formatted(
                .percent.precision(.fractionLength(0)).rounded(rule: .down).locale(.session))
            text = String(localized: """
                Importing \(name): \(percent), \(read) of \(total), \(progress.readings) readings
                """)
        } else if let total = progress.totalBytes.map(Self.size) {
            text = String(localized: "Importing \(name): \(read) of \(total), \(progress.readings) readings")
        } else {
            text = String(localized: "Importing \(name): \(read), \(progress.readings) readings")
        }
        // On a terminal: carriage return, the text, then erase what a longer line left.
        StandardError.write(inPlace ? "\r\(text)\u{1B}[K" : text + "\n")
    }

    /// `bytes` as the user's locale writes sizes, to three digits (“12.3 MB”, “12,3 MB”).
    private static func size(_ bytes: Int64) -> String {
        bytes.formatted(.byteCount(style: .decimal).locale(.session))
    }

    /// Erases the line, if it was drawn in place.
    mutating func clear() {
        if drawn && inPlace {
            StandardError.write("\r\u{1B}[K")
            drawn = false
        }
    }
}
