import CGtkBaseline
import Foundation
import GtkUI

/// Resident memory (RSS) of the 100,000-row list, which the heap figure does not show
/// (pages of code, of GTK's caches, of freed blocks malloc keeps): each side runs in a
/// fresh process (`gtkui-bench --rss-probe swift|c`), which first shows and closes a
/// 100-row list of the same kind (so code, theme and fonts are in), then reads `VmRSS` in
/// `/proc/self/status` before showing the 100,000-row list and after its first frame.
/// Fresh processes keep one side's pages from counting for the other, and a window that
/// was shown before from making the growth zero (malloc reuses what it kept).
@MainActor
enum ResidentMemory {
    /// The sides, as the probe argument names them.
    enum Side: String {
        case swift, c
    }

    /// A probe's result: how much the list made RSS grow, and the process's RSS then
    /// (both KiB).
    struct Figures {
        var grown: Double
        var total: Double
    }

    /// `VmRSS` of this process, in KiB (0 where /proc cannot be read).
    static var residentKiB: Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }

    /// The probe's work, in this (fresh) process; prints `grown total`.
    static func probe(_ side: Side, count: Int) {
        let warmUp = show(side, count: 100)
        cbaseline_destroy_window(warmUp.window)
        let before = residentKiB
        let shown = show(side, count: count)
        let after = residentKiB
        print("\(after - before) \(after)")
        withExtendedLifetime(shown.list) {}
    }

    /// Shows a list of `count` rows until its first frame; the Swift side's list objects
    /// come back too, to be kept while the window shows.
    private static func show(_ side: Side, count: Int) -> (window: UnsafeMutablePointer<GtkWidget>, list: DeclarativeList?) {
        switch side {
        case .swift:
            let list = DeclarativeList(count: count)
            cbaseline_wait_for_frame(list.window)
            return (list.window, list)
        case .c:
            guard let window = cbaseline_list_window(Int32(count)) else {
                print("gtkui-bench: the C list window could not be made")
                exit(1)
            }
            cbaseline_wait_for_frame(window)
            return (window, nil)
        }
    }

    /// The medians of `runs` probes of each side, alternating.
    static func measure(count: Int, runs: Int) -> (swift: Figures, c: Figures)? {
        var swift: [Figures] = []
        var c: [Figures] = []
        for run in 0..<runs {
            let order: [Side] = run.isMultiple(of: 2) ? [.swift, .c] : [.c, .swift]
            for side in order {
                guard let figures = spawnProbe(side, count: count) else { return nil }
                if side == .swift { swift.append(figures) } else { c.append(figures) }
            }
        }
        func median(_ all: [Figures]) -> Figures {
            Figures(grown: all.map(\.grown).median, total: all.map(\.total).median)
        }
        return (median(swift), median(c))
    }

    private static func spawnProbe(_ side: Side, count: Int) -> Figures? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--rss-probe", side.rawValue, String(count)]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard process.terminationStatus == 0, fields.count == 2 else { return nil }
        return Figures(grown: fields[0], total: fields[1])
    }
}
