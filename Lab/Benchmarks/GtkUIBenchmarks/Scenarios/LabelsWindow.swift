import CGtkBaseline
import GtkUI

/// Create and show a window with 1,000 labels (in a scrolled vertical box), until its first
/// frame is painted, through GtkUI's handles and in C.
struct LabelsWindow: Scenario {
    let count: Int

    var name: String { "window with \(count) labels, to first frame" }

    func runSwift() -> Sample {
        timeToFirstFrame {
            let box = GTK.Box(.vertical)
            for index in 0..<count {
                box.append(GTK.Label("Label \(index)"))
            }
            return presentScrolled(title: "Labels", content: box)
        }
    }

    func runC() -> Sample {
        timeToFirstFrame { cbaseline_labels_window(Int32(count)) }
    }
}
