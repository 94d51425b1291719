import Foundation
@testable import GtkCharts
import XCTest
@testable import GtkUI

/// GtkUI's `Circle` and `Rectangle` are Swift Charts' symbol shapes too: one type serves
/// `.symbol(Circle().strokeBorder(lineWidth: 2))` and a circle drawn as a view.
final class SymbolShapeTests: ChartTestCase {
    private struct Reading: Identifiable {
        let id: Int
        let bpm: Double
    }

    func testShapesAreSymbolsAndViewsInOneFile() throws {
        XCTAssertEqual(Circle()._symbol, _ChartSymbol(outline: .circle, borderWidth: nil))
        XCTAssertEqual(Rectangle()._symbol, _ChartSymbol(outline: .square, borderWidth: nil))
        XCTAssertEqual(Circle().strokeBorder(lineWidth: 2)._symbol, _ChartSymbol(outline: .circle, borderWidth: 2))
        try gtk {
            let readings = (0..<5).map { Reading(id: $0, bpm: Double(60 + $0 * 5)) }
            // The same expression is a chart symbol in the chart and a view beside it.
            let view = HStack {
                Chart(readings) {
                    PointMark(x: .value("Minute", $0.id), y: .value("BPM", $0.bpm))
                        .symbol(Circle().strokeBorder(lineWidth: 2))
                }
                .frame(width: 160, height: 100)
                Circle().strokeBorder(lineWidth: 2).frame(width: 20, height: 20)
                Rectangle().fill(.red).frame(width: 20, height: 20)
            }
            let window = GTK.Window(title: "Symbols", width: 260, height: 120)
            let hosting = HostingWidget(rootView: view)
            window.child = hosting.widget
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.isMapped && hosting.widget.width > 0 }))
            MainLoop.drain()
            let canvases = findAll("GtkuiCanvas", in: hosting.widget)
            XCTAssertEqual(canvases.count, 3, "a chart and two shapes")
        }
    }
}
