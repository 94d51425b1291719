import XCTest
@testable import GtkUI

/// `LazyVGrid`/`LazyHGrid` over a `GtkFlowBox`: adaptive columns fill the width with as many
/// cells as fit, a list of flexible columns makes that many, and the cells' own controls —
/// not GTK's cell wrappers — take the focus.
final class LazyGridTests: GtkTestCase {
    private struct Photos: View {
        let columns: [GridItem]

        var body: some View {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<10) { index in
                    Button("\(index + 1)") {}
                }
            }
        }
    }

    func testAdaptiveColumnsFillTheWidthAndFlexibleOnesAreCounted() throws {
        try gtk {
            // SwiftUI lays out 10 cells of at least 80 points in 360 points as 4 columns
            // (80 + 8 spacing each): 3 lines.
            let (window, hosting) = show(Photos(columns: [GridItem(.adaptive(minimum: 80))]), width: 360, height: 300)
            defer { window.destroy() }
            let buttons = descendants(of: hosting.widget, GTK.Button.self)
            XCTAssertEqual(buttons.count, 10)
            @MainActor func lines(_ buttons: [GTK.Button]) -> Int {
                Set(buttons.compactMap { $0.bounds(in: hosting.widget)?.y }).count
            }
            XCTAssertEqual(lines(buttons), 3, "4 + 4 + 2 cells")
            let widths = buttons.compactMap { $0.bounds(in: hosting.widget)?.width }
            XCTAssertTrue(widths.count == 10 && widths.allSatisfy { $0 >= 70 }, "the cells share the width: \(widths)")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("lazy-grid.png"))

            hosting.rootView = Photos(columns: [GridItem(.flexible()), GridItem(.flexible())])
            settle(window)
            XCTAssertEqual(lines(descendants(of: hosting.widget, GTK.Button.self)), 5, "two columns: 5 lines")
            let wrappers = descendants(of: hosting.widget, GTK.Button.self).compactMap(\.parent)
            XCTAssertTrue(wrappers.allSatisfy { !$0.isFocusable }, "GTK's cell wrappers do not take the focus")
        }
    }
}
