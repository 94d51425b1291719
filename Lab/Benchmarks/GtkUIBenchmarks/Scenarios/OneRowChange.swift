import CGtk
import CGtkBaseline
import GtkUI

/// One `@Published` change in one of 1,000 hosted rows, to the frame that shows it, against
/// setting that one label's text in the same GtkBox tree built in C. The windows are built
/// once, before the first repetition.
@MainActor
final class OneRowChange: Scenario {
    let count: Int
    private var models: [BeatsRow.Model] = []
    private var swiftWindow: UnsafeMutablePointer<GtkWidget>?
    private var cWindow: UnsafeMutablePointer<GtkWidget>?
    private var beats = 60

    init(count: Int) { self.count = count }

    var name: String { "one @Published change in \(count) rows, to its frame" }

    func runSwift() -> Sample {
        let window = swiftWindow ?? makeSwiftWindow()
        beats += 1
        let model = models[count / 2]
        return Sample.measure {
            model.beats = beats
            cbaseline_wait_for_frame(window)
        }
    }

    func runC() -> Sample {
        let window = cWindow ?? makeCWindow()
        beats += 1
        let text = "Row \(count / 2): \(beats)"
        return Sample.measure {
            gtk_label_set_text(OpaquePointer(cbaseline_row_label(window, Int32(count / 2))), text)
            cbaseline_wait_for_frame(window)
        }
    }

    private func makeSwiftWindow() -> UnsafeMutablePointer<GtkWidget> {
        models = (0..<count).map { BeatsRow.Model(id: $0) }
        let root = VStack { ForEach(models) { BeatsRow(model: $0) } }
        let window = presentScrolled(title: "Rows", content: HostingWidget(rootView: root).widget)
        cbaseline_wait_for_frame(window)
        swiftWindow = window
        return window
    }

    private func makeCWindow() -> UnsafeMutablePointer<GtkWidget> {
        guard let window = cbaseline_rows_window(Int32(count)) else {
            preconditionFailure("gtkui-bench: GTK made no window")
        }
        cbaseline_wait_for_frame(window)
        cWindow = window
        return window
    }
}

/// A row showing a model's beats next to a button, as the C rows have a label and a button.
struct BeatsRow: View {
    final class Model: ObservableObject, Identifiable {
        let id: Int
        @Published var beats = 60
        init(id: Int) { self.id = id }
    }

    @ObservedObject var model: Model

    var body: some View {
        HStack {
            Text("Row \(model.id): \(model.beats)")
            Button("Open") {}
        }
    }
}
