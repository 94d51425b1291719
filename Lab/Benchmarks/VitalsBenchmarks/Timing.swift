import Glibc

/// Wall and CPU time of one run, in milliseconds.
struct Timing {
    var wall: Double
    var cpu: Double

    /// Times `body`; CPU time counts this process and, when `children`, the processes it
    /// waited for (sqlite3).
    static func measure(children: Bool = false, _ body: () throws -> Void) rethrows -> Timing {
        let clock = ContinuousClock()
        let cpuStart = cpuMilliseconds(children: children)
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        let (seconds, attoseconds) = elapsed.components
        return Timing(wall: Double(seconds) * 1e3 + Double(attoseconds) / 1e15,
                      cpu: cpuMilliseconds(children: children) - cpuStart)
    }

    private static func cpuMilliseconds(children: Bool) -> Double {
        var usage = rusage()
        getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }
}

extension Array where Element == Timing {
    /// The median wall and CPU times.
    var median: Timing {
        Timing(wall: map(\.wall).median, cpu: map(\.cpu).median)
    }
}

extension Array where Element == Double {
    /// The median (the mean of the middle two for an even count); NaN when empty.
    var median: Double {
        let sorted = self.sorted()
        guard !sorted.isEmpty else { return .nan }
        let half = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[half - 1] + sorted[half]) / 2 : sorted[half]
    }
}
