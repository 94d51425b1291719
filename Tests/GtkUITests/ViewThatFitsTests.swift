import CGtk
import XCTest
@testable import GtkUI

/// `ViewThatFits` shows its first view that fits, down to the last, over GTK's layout.
final class ViewThatFitsTests: GtkTestCase {
    struct Buttons: View {
        let log: Reported<[String]>
        @State private var taps = 0

        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Button("Import Files…") { tap("row") }
                    Button("Import a Whole Folder…") { tap("row") }
                    Button("Add Sample Data") { tap("row") }
                }
                VStack {
                    Button("Import Files…") { tap("column") }
                    Button("Import a Whole Folder…") { tap("column") }
                    Button("Add Sample Data") { tap("column") }
                }
            }
        }

        private func tap(_ layout: String) {
            taps += 1
            log.value.append("\(layout) \(taps)")
        }
    }

    func testTheFirstViewThatFitsIsShownAndTheContainerIsAsNarrowAsTheLast() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, hosting) = show(Buttons(log: log), width: 700, height: 200)
            defer { window.destroy() }
            let fits = try XCTUnwrap(descendants(of: hosting.widget, GTK.Fits.self).first)
            let (row, column) = (fits.children[0], fits.children[1])
            @MainActor func width(_ widget: GTK.Widget, natural: Bool = false) -> Int32 {
                var minimum: Int32 = 0, preferred: Int32 = 0
                gtk_widget_measure(widget.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &preferred, nil, nil)
                return natural ? preferred : minimum
            }
            XCTAssertEqual(width(fits), width(column), "as narrow as the column")
            XCTAssertEqual(width(fits, natural: true), width(row, natural: true), "as wide as the row would like")
            XCTAssertLessThan(width(column), width(row, natural: true))

            // Wide: the row, alone mapped, drawn and read.
            XCTAssertTrue(row.isMapped)
            XCTAssertFalse(column.isMapped)
            XCTAssertTrue(column.accessibleState(.hidden, is: true))
            XCTAssertTrue(row.accessibleState(.hidden, is: false))
            XCTAssertEqual(row.width, fits.width)

            // Narrow: the column, keeping the buttons' state.
            descendants(of: row, GTK.Button.self).first?.emit(.clicked)
            window.setDefaultSize(width: Int(width(column)) + 10, height: 200)
            settle(window)
            XCTAssertTrue(column.isMapped)
            XCTAssertFalse(row.isMapped)
            XCTAssertTrue(row.accessibleState(.hidden, is: true))
            XCTAssertTrue(column.accessibleState(.hidden, is: false))
            descendants(of: column, GTK.Button.self).first?.emit(.clicked)
            XCTAssertEqual(log.value, ["row 1", "column 2"], "one state for both layouts")

            // The keyboard reaches only what is shown.
            XCTAssertTrue(gtk_widget_child_focus(fits.widgetPointer, GTK_DIR_TAB_FORWARD) != 0)
            let focused = try XCTUnwrap(gtk_root_get_focus(OpaquePointer(window.widgetPointer)))
            XCTAssertTrue(gtk_widget_is_ancestor(focused, column.widgetPointer) != 0, "focus is in the column")

            // Wide again: the row.
            window.setDefaultSize(width: 700, height: 200)
            settle(window)
            XCTAssertTrue(row.isMapped)
            XCTAssertFalse(column.isMapped)
        }
    }

    func testWhenNothingFitsTheLastIsShownAndAVerticalFitIsChecked() throws {
        try gtk {
            let (window, hosting) = show(
                ViewThatFits {
                    Text("Tall").frame(height: 400)
                    Text("Short")
                }, width: 200, height: 100)
            defer { window.destroy() }
            let fits = try XCTUnwrap(descendants(of: hosting.widget, GTK.Fits.self).first)
            XCTAssertEqual(labelTexts(in: fits).count, 2)
            let shown = fits.children.filter(\.isMapped)
            XCTAssertEqual(shown.count, 1)
            XCTAssertEqual(shown.first?.cast(to: GTK.Label.self)?.text, "Short", "400 px do not fit in 100")
        }
    }
}
