import CGtk
import CGtkBaseline
import GtkUI

/// A `VStack` of 1,000 rows (a label and a button each) hosted in a window, to its first
/// frame, against the same GtkBox tree built in C.
struct DeclarativeRows: Scenario {
    let count: Int

    var name: String { "VStack of \(count) rows (label + button), to first frame" }

    func runSwift() -> Sample {
        var window: GTK.Window?
        let sample = Sample.measure {
            let shown = GTK.Window(title: "Rows", width: 400, height: 600)
            let scrolled = GTK.Widget(retaining: GTK.Widget.construct { gtk_scrolled_window_new() })
            let hosting = HostingWidget(rootView: RowList(count: count))
            gtk_scrolled_window_set_child(scrolled.opaquePointer, hosting.widget.widgetPointer)
            shown.child = scrolled
            shown.present()
            cbaseline_wait_for_frame(shown.widgetPointer)
            window = shown
        }
        if let window { cbaseline_destroy_window(window.widgetPointer) }
        return sample
    }

    func runC() -> Sample {
        var window: UnsafeMutablePointer<GtkWidget>?
        let sample = Sample.measure {
            let shown = cbaseline_rows_window(Int32(count))
            cbaseline_wait_for_frame(shown)
            window = shown
        }
        if let window { cbaseline_destroy_window(window) }
        return sample
    }
}

private struct RowList: View {
    let count: Int

    var body: some View {
        VStack {
            ForEach(0..<count) { index in
                HStack {
                    Text("Row \(index)")
                    Button("Open") {}
                }
            }
        }
    }
}
