import XCTest

@testable import GtkUI

/// A color's CSS value, written without formatting a `Float`.
final class ColorCSSTests: XCTestCase {
    func testOpacityIsWrittenToThreeDecimalsWithoutTrailingZeros() {
        XCTAssertEqual(Color.cssFraction(1), "1")
        XCTAssertEqual(Color.cssFraction(0), "0")
        XCTAssertEqual(Color.cssFraction(0.55), "0.55")
        XCTAssertEqual(Color.cssFraction(0.5), "0.5")
        XCTAssertEqual(Color.cssFraction(0.005), "0.005")
        XCTAssertEqual(Color.cssFraction(0.0004), "0")
        XCTAssertEqual(Color.cssFraction(0.9996), "1")
        XCTAssertEqual(Color.cssFraction(0.123456), "0.123")
        XCTAssertEqual(Color.cssFraction(-2), "0")
        XCTAssertEqual(Color.cssFraction(7), "1")
    }

    func testRGBAColors() {
        XCTAssertEqual(Color(red: 1, green: 0.176, blue: 0.333).css, "rgba(255,45,85,1)")
        XCTAssertEqual(Color(white: 0, opacity: 0.25).css, "rgba(0,0,0,0.25)")
        XCTAssertEqual(Color.red.opacity(0.5).css, "rgba(255,59,48,0.5)")
    }
}
