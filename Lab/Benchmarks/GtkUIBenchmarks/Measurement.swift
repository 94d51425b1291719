import CGtkBaseline

/// Wall and CPU time of one repetition, in milliseconds, and the heap it kept and the
/// resident memory it grew by, in KiB (0 where a scenario does not measure memory).
struct Sample {
    var wall: Double
    var cpu: Double
    var heap: Double = 0
    var rss: Double = 0

    /// Measures `body` once.
    @MainActor
    static func measure(_ body: () -> Void) -> Sample {
        let clock = ContinuousClock()
        let cpuStart = cbaseline_process_cpu_ns()
        let start = clock.now
        body()
        let elapsed = clock.now - start
        let cpu = cbaseline_process_cpu_ns() - cpuStart
        return Sample(wall: elapsed.milliseconds, cpu: Double(cpu) / 1e6)
    }
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
    }
}

extension Array where Element == Double {
    /// The median (the mean of the middle two for an even count).
    var median: Double {
        guard !isEmpty else { return .nan }
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
