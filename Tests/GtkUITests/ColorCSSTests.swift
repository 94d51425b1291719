import XCTest

@testable import GtkUI

/// A color's CSS value, written as bytes rather than by string interpolation.
final class ColorCSSTests: XCTestCase {
    private func css(_ red: Float, _ green: Float, _ blue: Float, _ alpha: Float) -> String {
        Color.css(RGBA(red: red, green: green, blue: blue, alpha: alpha))
    }

    func testComponentsAreBytes() {
        XCTAssertEqual(css(1, 0.176, 0.333, 1), "rgba(255,45,85,1)")
        XCTAssertEqual(css(0, 0.04, 0.5, 1), "rgba(0,10,128,1)")
        XCTAssertEqual(css(-1, 2, 0.999, 1), "rgba(0,255,255,1)")
    }

    func testOpacityIsWrittenToThreeDecimalsWithoutTrailingZeros() {
        XCTAssertEqual(css(0, 0, 0, 0), "rgba(0,0,0,0)")
        XCTAssertEqual(css(0, 0, 0, 0.55), "rgba(0,0,0,0.55)")
        XCTAssertEqual(css(0, 0, 0, 0.5), "rgba(0,0,0,0.5)")
        XCTAssertEqual(css(0, 0, 0, 0.005), "rgba(0,0,0,0.005)")
        XCTAssertEqual(css(0, 0, 0, 0.0004), "rgba(0,0,0,0)")
        XCTAssertEqual(css(0, 0, 0, 0.9996), "rgba(0,0,0,1)")
        XCTAssertEqual(css(0, 0, 0, 0.123456), "rgba(0,0,0,0.123)")
        XCTAssertEqual(css(0, 0, 0, 0.05), "rgba(0,0,0,0.05)")
    }

    func testColorsGiveTheirCSS() {
        XCTAssertEqual(Color(white: 0, opacity: 0.25).css, "rgba(0,0,0,0.25)")
        XCTAssertEqual(Color.red.opacity(0.5).css, "rgba(255,59,48,0.5)")
        XCTAssertEqual(Color.secondary.css, "alpha(currentColor, 0.55)")
    }
}
