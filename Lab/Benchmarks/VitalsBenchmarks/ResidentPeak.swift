import Foundation

/// This process's peak resident memory, as the kernel counts it for its current program
/// (`VmHWM` of `/proc/self/status`, which, unlike `ru_maxrss`, starts afresh at `exec`).
enum ResidentPeak {
    /// The peak in KiB, or 0 when `/proc` cannot tell.
    static func kibibytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        }
        return 0
    }
}
