import Foundation
import XCTest
@testable import GtkUI

/// `TextField(_:value:format:)`: a draft while typed, parsed on Return or focus loss.
final class FormattedTextFieldTests: GtkTestCase {
    private struct AmountField: View {
        @Binding var amount: Double
        var unrelated: Int

        var body: some View {
            VStack {
                TextField("Amount", value: $amount, format: .number)
                Text("\(unrelated)")
            }
        }
    }

    func testTheValueIsParsedOnReturnAndADraftSurvivesOtherUpdates() throws {
        try gtk {
            let amount = Reported(12.5)
            let binding = Binding(get: { amount.value }, set: { amount.value = $0 })
            let (window, hosting) = show(AmountField(amount: binding, unrelated: 0), width: 240, height: 80)
            defer { window.destroy() }
            let entry = try XCTUnwrap(descendants(of: window, GTK.Entry.self).first)
            XCTAssertEqual(entry.text, "12.5", "the value, formatted")
            XCTAssertTrue(entry.accessibleProperty(.label, is: "Amount"))

            // Typing is a draft: the value waits, and another update keeps the draft.
            entry.replaceText(with: "40.")
            XCTAssertEqual(amount.value, 12.5)
            hosting.rootView = AmountField(amount: binding, unrelated: 1)
            settle(window)
            XCTAssertEqual(entry.text, "40.", "an update elsewhere leaves the draft")

            // Return parses it, and the field shows the value formatted.
            entry.emit(.activate)
            settle(window)
            XCTAssertEqual(amount.value, 40)
            XCTAssertEqual(entry.text, "40")

            // Text that does not parse leaves the value, and the field shows it again.
            entry.replaceText(with: "forty")
            entry.emit(.activate)
            settle(window)
            XCTAssertEqual(amount.value, 40)
            XCTAssertEqual(entry.text, "40")

            // A new value from elsewhere shows.
            amount.value = 7.25
            hosting.rootView = AmountField(amount: binding, unrelated: 2)
            settle(window)
            XCTAssertEqual(entry.text, "7.25")
        }
    }
}
