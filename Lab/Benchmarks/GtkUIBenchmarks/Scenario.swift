import CGtk
import CGtkBaseline
import GtkUI

/// One piece of work done twice — through GtkUI and in plain C GTK — and compared.
@MainActor
protocol Scenario {
    /// What the row of the table says.
    var name: String { get }
    /// One repetition through GtkUI.
    func runSwift() -> Sample
    /// The same repetition in C.
    func runC() -> Sample
}

/// The medians of one scenario.
struct Result {
    let name: String
    var swift: Sample
    var c: Sample
}

/// Which sides of a scenario run: both for the table, one to profile it (`--side`).
enum Sides: String {
    case both, swift, c

    var runsSwift: Bool { self != .c }
    var runsC: Bool { self != .swift }
}

/// Runs scenarios with warm-up and interleaved repetitions, so drift affects both sides.
@MainActor
struct Harness {
    let repetitions: Int
    let warmUp: Int
    var sides = Sides.both

    func run(_ scenario: some Scenario) -> Result {
        var swift: [Sample] = []
        var c: [Sample] = []
        func runSwift() -> Sample { sides.runsSwift ? scenario.runSwift() : Sample(wall: .nan, cpu: .nan) }
        func runC() -> Sample { sides.runsC ? scenario.runC() : Sample(wall: .nan, cpu: .nan) }
        for _ in 0..<warmUp {
            _ = runSwift()
            _ = runC()
        }
        for index in 0..<repetitions {
            // Alternate which side goes first.
            if index.isMultiple(of: 2) {
                swift.append(runSwift())
                c.append(runC())
            } else {
                c.append(runC())
                swift.append(runSwift())
            }
        }
        return Result(
            name: scenario.name,
            swift: Sample(wall: swift.map(\.wall).median, cpu: swift.map(\.cpu).median, heap: swift.map(\.heap).median),
            c: Sample(wall: c.map(\.wall).median, cpu: c.map(\.cpu).median, heap: c.map(\.heap).median))
    }
}

/// Times `present` — which builds and presents a window — until the window's first frame
/// is painted, and measures the heap the shown window keeps; then destroys the window,
/// untimed.
@MainActor
func timeToFirstFrame(
    _ present: () -> UnsafeMutablePointer<GtkWidget>,
    afterFrame: () -> Void = {}
) -> Sample {
    var window: UnsafeMutablePointer<GtkWidget>?
    let heapBefore = cbaseline_heap_in_use()
    var sample = Sample.measure {
        let shown = present()
        cbaseline_wait_for_frame(shown)
        window = shown
    }
    sample.heap = (Double(cbaseline_heap_in_use()) - Double(heapBefore)) / 1024
    afterFrame()
    if let window { cbaseline_destroy_window(window) }
    return sample
}

/// A presented 400×600 window titled `title` with `content` in a scrolled window, built
/// through GtkUI's handles. GTK's toplevel list keeps the window after the handles go.
@MainActor
func presentScrolled(title: String, content: GTK.Widget) -> UnsafeMutablePointer<GtkWidget> {
    let window = GTK.Window(title: title, width: 400, height: 600)
    let scrolled = GTK.Widget(retaining: GTK.Widget.construct { gtk_scrolled_window_new() })
    gtk_scrolled_window_set_child(scrolled.opaquePointer, content.widgetPointer)
    window.child = scrolled
    window.present()
    return window.widgetPointer
}
