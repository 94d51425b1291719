import Foundation

/// What GtkCharts says on stderr about charts it cannot draw as written.
@MainActor
enum ChartDiagnostics {
    private static var reported = false

    /// Marks whose values did not fit their axis were left out (said once per process).
    static func reportSkipped(_ count: Int) {
        guard !reported else { return }
        reported = true
        let message = "GtkCharts: \(count) marks left out: their x or y value is of another kind (number, date or category) than the axis's first mark\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
