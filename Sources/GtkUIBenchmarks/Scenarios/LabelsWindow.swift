import CGtk
import CGtkBaseline
import GtkUI

/// Create and show a window with 1,000 labels (in a scrolled vertical box), until its first
/// frame is painted; then destroy it (not timed).
struct LabelsWindow: Scenario {
    let count: Int

    var name: String { "window with \(count) labels, to first frame" }

    func runSwift() -> Sample {
        var window: GTK.Window?
        let sample = Sample.measure {
            let shown = GTK.Window(title: "Labels", width: 400, height: 600)
            let scrolled = GTK.Widget(retaining: GTK.Widget.construct { gtk_scrolled_window_new() })
            let box = GTK.Box(.vertical)
            for index in 0..<count {
                box.append(GTK.Label("Label \(index)"))
            }
            gtk_scrolled_window_set_child(scrolled.opaquePointer, box.widgetPointer)
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
            let shown = cbaseline_labels_window(Int32(count))
            cbaseline_wait_for_frame(shown)
            window = shown
        }
        if let window { cbaseline_destroy_window(window) }
        return sample
    }
}
