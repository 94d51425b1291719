import XCTest
@testable import GtkUI
@testable import Localization

/// Text as SwiftUI formats it: interpolations with `specifier:` and `format:`, numbers as
/// SwiftUI shows them, inline Markdown in literals (never in values), attributed strings,
/// `textCase` and the text styles Markdown needs.
final class TextFormattingTests: GtkTestCase {
    private struct Receipt: View {
        let total = 1234.5
        let name = "**Ada**"

        var body: some View {
            VStack(alignment: .leading) {
                Text("Total: \(total, specifier: "%.2f")")
                Text("Count: \(3) of \(7.5)")
                Text(0.4567, format: .percent.precision(.fractionLength(1)))
                Text("**Paid** with _card_ — see [details](https://example.com/a?b=1&c=2)")
                Text("Hello, **\(name)**!")
                Text("snake_case stays, 2 * 3 = 6, and **unclosed")
                Text("thank you").textCase(.uppercase)
                Text("`code` and ~~old~~")
            }
        }
    }

    func testInterpolationsFormatAsSwiftUIAndLiteralsAreMarkdown() throws {
        try gtk {
            let (window, hosting) = show(Receipt(), width: 420, height: 260)
            defer { window.destroy() }
            let labels = descendants(of: hosting.widget, GTK.Label.self)
            XCTAssertEqual(labels.map(\.text), [
                "Total: 1234.50",
                "Count: 3 of 7.500000",
                "45.7%",
                "Paid with card — see details",
                "Hello, **Ada**!",
                "snake_case stays, 2 * 3 = 6, and **unclosed",
                "THANK YOU",
                "code and old",
            ])
            XCTAssertEqual(labels[0].usesMarkup, false, "a literal without Markdown stays plain text")
            XCTAssertEqual(
                labels[3].markup,
                "<span font_weight=\"700\">Paid</span> with <span style=\"italic\">card</span> — see "
                    + "<a href=\"https://example.com/a?b=1&amp;c=2\">details</a>")
            XCTAssertEqual(labels[4].markup, "Hello, <span font_weight=\"700\">**Ada**</span>!",
                           "a value is bold inside ** but its own asterisks are characters")
            XCTAssertFalse(labels[5].usesMarkup, "unpaired and intraword delimiters are characters")
            XCTAssertEqual(labels[7].markup, "<span font_family=\"monospace\">code</span> and <span strikethrough=\"true\">old</span>")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("text-formatting.png"))
        }
    }

    func testSpecifiersThatDoNotMatchTheirValueCannotCrash() {
        XCTAssertEqual(FormatSpecifier("%.1f").format(double: 2.25), "2.2")
        XCTAssertEqual(FormatSpecifier("%05.1f%%").format(double: 2.25), "002.2%")
        XCTAssertEqual(FormatSpecifier("%02d").format(integer: 7), "07")
        XCTAssertEqual(FormatSpecifier("%d").format(double: 7.9), "7", "a double for %d is truncated, not misread")
        XCTAssertEqual(FormatSpecifier("%.2f").format(integer: 3), "3.00")
        XCTAssertEqual(FormatSpecifier("%@").format(integer: 3), "3", "an object specifier shows the value as Swift writes it")
        XCTAssertEqual(FormatSpecifier("%s").format(double: 1.5), "1.5")
        XCTAssertEqual(FormatSpecifier("%d %d").format(integer: 1), "1", "two conversions for one value are refused")
        XCTAssertEqual(FormatSpecifier("%").format(integer: 1), "1")
        XCTAssertEqual(FormatSpecifier("%ld items").format(integer: 12), "12 items")
    }

    func testTheKeyIsWhatSwiftUIWouldLookUp() {
        let total = 2.5
        let key: LocalizedStringKey = "Total: \(total, specifier: "%.2f") for \(3) in \("Hanoi") at 100%"
        XCTAssertEqual(key.key, "Total: %.2f for %lld in %@ at 100%%")
    }

    func testAnAttributedStringShowsItsCharactersAndLinks() throws {
        try gtk {
            var link = AttributedString("Swift")
            link.link = URL(string: "https://swift.org")
            let (window, hosting) = show(Text(link + AttributedString(" on Linux")), width: 200, height: 60)
            defer { window.destroy() }
            let label = try XCTUnwrap(descendants(of: hosting.widget, GTK.Label.self).first)
            XCTAssertEqual(label.text, "Swift on Linux")
            XCTAssertEqual(label.markup, "<a href=\"https://swift.org\">Swift</a> on Linux")
        }
    }
}
