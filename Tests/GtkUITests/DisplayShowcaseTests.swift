import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// Renders artifacts/display.png with every display built-in, for people to look at.
final class DisplayShowcaseTests: GtkTestCase {
    func testRenderTheDisplayShowcase() throws {
        try gtk {
            let window = GTK.Window(title: "Display", width: 640, height: 560)
            let hosting = HostingWidget(rootView: DisplayShowcase(start: Date().addingTimeInterval(-(3 * 60 + 7))))
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.width > 0 && hosting.widget.isMapped }))
            UpdateScheduler.shared.flush()
            // Let GTK load the icons and the style sheet, then paint.
            _ = MainLoop.run(until: { false }, timeout: .milliseconds(300))
            let image = try WidgetRenderer.render(window)
            try image.writePNG(to: Artifacts.path("display.png"))
            window.destroy()
        }
    }
}

private struct DisplayShowcase: View {
    var start: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label("Heart Rate", systemImage: "heart.fill")
                Spacer()
                Text("72").font(.title).bold().monospacedDigit() + Text(" BPM").foregroundColor(.gray)
            }
            Divider()
            Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 4) {
                ForEach(Array(Self.symbols.enumerated()), id: \.offset) { _, row in
                    GridRow {
                        ForEach(row, id: \.self) { name in Image(systemName: name).imageScale(.large) }
                    }
                }
            }
            Divider()
            HStack(alignment: .firstTextBaseline) {
                Text("Bold").bold()
                Text("Italic").italic()
                Text("Light").fontWeight(.light)
                Text("Pink").foregroundColor(.pink)
                Text("<b>&amp; literal")
                Text("mixed ") + Text("runs").bold().foregroundColor(.blue) + Text(" here").italic()
            }
            HStack {
                Text(start, style: .relative)
                Divider()
                Text(start, style: .timer).monospacedDigit()
                Divider()
                Text(start, style: .time)
                Divider()
                Text(start, style: .date)
            }
            HStack(alignment: .top, spacing: 16) {
                ZStack(alignment: .bottomTrailing) {
                    Color.blue
                    Text("ZStack").foregroundColor(.white)
                }
                Grid(horizontalSpacing: 12) {
                    GridRow { Text("Resting").bold(); Text("58") }
                    GridRow { Text("Walking").bold(); Text("96") }
                    GridRow { Text("Peak").bold(); Text("171") }
                }
                ScrollView {
                    ForEach(1..<30) { index in Text("Scrolled row \(index)") }
                }
                Text("A long text limited to two lines, ending with an ellipsis when it does not fit")
                    .lineLimit(2)
                    .multilineTextAlignment(.center)
            }
            HStack(spacing: 0) {
                Color.pink
                Color.orange
                Color.green
            }
        }
    }

    static let symbols: [[String]] = {
        let names = SystemSymbols.icons.keys.sorted()
        return stride(from: 0, to: names.count, by: 14).map { Array(names[$0..<min($0 + 14, names.count)]) }
    }()
}
