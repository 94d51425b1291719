import CGtk
import CGtkShim

/// A list row's separator line, drawn by the `GtkuiHost` that holds the row's content
/// (instead of the theme's line under GTK's row widget), from where the row says it runs.
@MainActor
package enum HostRowSeparator {
    /// Where the line of the row around a host runs, in the host's coordinates, or `nil`
    /// when the row draws none now.
    package typealias Extent = @MainActor (GTK.BorrowedWidget) -> (start: Double, end: Double)?

    /// Makes `host` (a `GtkuiHost`) draw its row's separator where `extent` says, asked at
    /// each snapshot. The host keeps `extent` until it is disposed or this is called again.
    package static func install(on host: GTK.Widget, extent: @escaping Extent) {
        gtkui_host_set_separator_func(
            host.widgetPointer,
            { host, start, end, data in
                guard let host, let start, let end, let data else { return 0 }
                let box = Unmanaged<ExtentBox>.fromOpaque(data).takeUnretainedValue()
                // GTK snapshots on the main thread.
                return MainThread.assumeIsolated {
                    guard let line = box.extent(GTK.BorrowedWidget(host)) else { return 0 }
                    start.pointee = line.start
                    end.pointee = line.end
                    return 1
                }
            },
            Unmanaged.passRetained(ExtentBox(extent)).toOpaque(),
            { data in
                guard let data else { return }
                Unmanaged<ExtentBox>.fromOpaque(data).release()
            })
    }
}

/// The Swift function a host's separator func calls.
private final class ExtentBox {
    let extent: HostRowSeparator.Extent
    init(_ extent: @escaping HostRowSeparator.Extent) { self.extent = extent }
}
