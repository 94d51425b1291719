import CGtk
import CGtkBaseline
import GtkUI

/// A line chart of `count` points gets new data (the other of two series), to the frame
/// that shows it: through a `@Published` change and GtkCharts (collecting the marks,
/// decimating, one path) against C setting the points of a drawing area whose cairo draw
/// function strokes every point.
@MainActor
final class ChartDataChange: Scenario {
    private let windows: ChartWindows

    init(count: Int) { windows = ChartWindows(count: count) }

    var name: String { "line chart of \(windows.count) points, new data to frame" }

    func runSwift() -> Sample {
        let (window, _) = windows.swiftWindow()
        return Sample.measure {
            windows.swapSwiftSeries()
            cbaseline_wait_for_frame(window)
        }
    }

    func runC() -> Sample {
        let window = windows.cWindow()
        return Sample.measure {
            windows.swapCSeries(on: window)
            cbaseline_wait_for_frame(window)
        }
    }
}

/// The same chart redrawn with its data unchanged (a theme or hover change asks for this),
/// to the frame: GtkCharts appends its kept drawing, at most a few points per pixel column,
/// so the cost does not grow with the data; C strokes every point again.
@MainActor
final class ChartRedraw: Scenario {
    private let windows: ChartWindows

    init(count: Int) { windows = ChartWindows(count: count) }

    var name: String { "line chart of \(windows.count) points, redraw to frame" }

    func runSwift() -> Sample {
        let (window, canvas) = windows.swiftWindow()
        return Sample.measure {
            canvas?.queueDraw()
            cbaseline_wait_for_frame(window)
        }
    }

    func runC() -> Sample {
        let window = windows.cWindow()
        return Sample.measure {
            cbaseline_chart_redraw(window)
            cbaseline_wait_for_frame(window)
        }
    }
}

/// The same chart at a new size (one pixel wider or narrower), to the frame: the snapshot
/// cost. GtkCharts lays out and draws anew — scales, per-column decimation, one path —
/// against the C draw function doing the same with cairo.
@MainActor
final class ChartResize: Scenario {
    private let windows: ChartWindows
    private var widths = (swift: 600, c: 600)

    init(count: Int) { windows = ChartWindows(count: count) }

    var name: String { "line chart of \(windows.count) points, resize to frame" }

    func runSwift() -> Sample {
        let (window, _) = windows.swiftWindow()
        widths.swift = widths.swift == 600 ? 601 : 600
        return Sample.measure {
            gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), Int32(widths.swift), 300)
            cbaseline_wait_for_frame(window)
        }
    }

    func runC() -> Sample {
        let window = windows.cWindow()
        widths.c = widths.c == 600 ? 601 : 600
        return Sample.measure {
            gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), Int32(widths.c), 300)
            cbaseline_wait_for_frame(window)
        }
    }
}
