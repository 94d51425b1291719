import Localization
import XCTest

/// Catalog keys as SwiftUI makes them, and translations read into pieces.
final class KeyTests: XCTestCase {
    func testAnInterpolatedLiteralsKeyHasItsValuesSpecifiers() {
        let name = "Ada"
        let count = 3
        let average = 1.5
        XCTAssertEqual(String.LocalizationValue("\(count) samples from \(name)").key, "%lld samples from %@")
        XCTAssertEqual(String.LocalizationValue("Average \(average)").key, "Average %lf")
        XCTAssertEqual(String.LocalizationValue("Average \(average, specifier: "%.1f")").key, "Average %.1f")
        XCTAssertEqual(String.LocalizationValue("\(count)% done").key, "%lld%% done")
        XCTAssertEqual(String.LocalizationValue("100% sure").key, "100% sure")
    }

    func testOnlyWholeNumbersCount() {
        let value = String.LocalizationValue("\("x") \(2.5) \(7) \(9)")
        let counts = value.pieces.compactMap { piece -> Int? in
            if case .argument(let argument) = piece { return argument.count }
            return nil
        }
        XCTAssertEqual(counts, [7, 9])
    }

    func testATranslationReadsIntoPieces() {
        XCTAssertEqual(
            FormatTemplate.pieces(of: "%2$@ hat %1$lld Tage (%%)", argumentCount: 2),
            [.argument(1), .literal(" hat "), .argument(0), .literal(" Tage (%)")])
        XCTAssertEqual(
            FormatTemplate.pieces(of: "%@: %.1f", argumentCount: 2), [.argument(0), .literal(": "), .argument(1)])
        XCTAssertEqual(FormatTemplate.pieces(of: "50%", argumentCount: 0), [.literal("50%")])
    }

    func testATranslationThatNamesMissingValuesIsRefused() {
        XCTAssertNil(FormatTemplate.pieces(of: "%3$@", argumentCount: 2))
        XCTAssertNil(FormatTemplate.pieces(of: "%@ %@ %@", argumentCount: 2))
        XCTAssertNil(FormatTemplate.pieces(of: "trailing %", argumentCount: 1))
        XCTAssertNil(FormatTemplate.pieces(of: "%!", argumentCount: 1))
    }
}
