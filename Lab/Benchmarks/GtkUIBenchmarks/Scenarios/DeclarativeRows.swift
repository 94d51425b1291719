import CGtkBaseline
import GtkUI

/// A `VStack` of 1,000 rows (a label and a button each) hosted in a window, to its first
/// frame, against the same GtkBox tree built in C.
struct DeclarativeRows: Scenario {
    let count: Int

    var name: String { "VStack of \(count) rows (label + button), to first frame" }

    func runSwift() -> Sample {
        timeToFirstFrame {
            presentScrolled(title: "Rows", content: HostingWidget(rootView: RowList(count: count)).widget)
        }
    }

    func runC() -> Sample {
        timeToFirstFrame { cbaseline_rows_window(Int32(count)) }
    }
}

/// The scenario's view: `count` rows of a label and a button.
struct RowList: View {
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
