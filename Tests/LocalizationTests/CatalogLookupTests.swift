import Foundation
import Glibc
import Localization
import TranslationTestSupport
import XCTest

/// Lookups through glibc's gettext in a catalog made for the test: translations, values
/// reordered by the translation, plural forms chosen by the first whole number, and a
/// damaged translation ignored.
final class CatalogLookupTests: XCTestCase {
    private static let domain = "localization-tests"

    /// A catalog with three plural forms (Russian's rule), so that the form is the
    /// catalog's choice and not a singular/plural guess.
    private static let catalog = #"""
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\n"
        "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

        msgid "Hello"
        msgstr "Hallo"

        #, objc-format
        msgid "%@ has %lld days"
        msgid_plural "%@ has %lld days"
        msgstr[0] "%2$lld Tag (eins) hat %1$@"
        msgstr[1] "%2$lld Tage (wenige) hat %1$@"
        msgstr[2] "%2$lld Tage (viele) hat %1$@"

        msgid "Average %.1f"
        msgstr "Mittel %.1f"

        msgid "%@ and %@"
        msgstr "%3$@ damaged"

        msgid "100% sure"
        msgstr "100% sicher"
        """#

    override class func setUp() {
        super.setUp()
        do {
            try bindTestCatalog()
        } catch {
            XCTFail("the test catalog cannot be made: \(error)")
        }
    }

    /// Compiles the catalog for the language gettext reads now (and English, which a
    /// process without a locale reads), and binds it.
    private static func bindTestCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localization-tests-\(getpid())")
        let source = folder.appendingPathComponent("test.po")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try catalog.write(to: source, atomically: true, encoding: .utf8)
        // Bound once first, so that the process's message locale is settled.
        TextDomain.bind(domain, directory: folder.path, isDefault: false)
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        var languages = ["en", String(messages.prefix { $0 != "." && $0 != "@" })]
        if let language = languages.last?.split(separator: "_").first { languages.append(String(language)) }
        for language in Set(languages) {
            let target = folder.appendingPathComponent("\(language)/LC_MESSAGES")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let msgfmt = Process()
            msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
            msgfmt.arguments = ["-o", target.appendingPathComponent("\(domain).mo").path, source.path]
            try msgfmt.run()
            msgfmt.waitUntilExit()
            XCTAssertEqual(msgfmt.terminationStatus, 0)
        }
    }

    func testAPlainKeyIsTranslated() {
        XCTAssertEqual(String(localized: "Hello", table: Self.domain), "Hallo")
        XCTAssertEqual(String(localized: "Not in the catalog", table: Self.domain), "Not in the catalog")
    }

    func testTheTranslationReordersValuesAndTheFirstWholeNumberChoosesTheForm() {
        let name = "Ada"
        for (count, expected) in [(1, "1 Tag (eins) hat Ada"), (3, "3 Tage (wenige) hat Ada"),
                                  (5, "5 Tage (viele) hat Ada"), (21, "21 Tag (eins) hat Ada"),
                                  (1_234, "1,234 Tage (wenige) hat Ada")] {
            XCTAssertEqual(String(localized: "\(name) has \(count) days", table: Self.domain), expected.replacingOccurrences(
                of: "1,234", with: 1_234.formatted(.number.locale(.session))))
        }
    }

    func testASpecifierIsPartOfTheKeyAndFormatsTheValue() {
        let average = 71.25
        let expected = "Mittel " + String(format: "%.1f", average).replacingOccurrences(of: ".", with: Locale.session.decimalSeparator ?? ".")
        XCTAssertEqual(String(localized: "Average \(average, specifier: "%.1f")", table: Self.domain), expected)
    }

    func testADamagedTranslationIsIgnored() {
        // The translation names a third value that the key does not have.
        XCTAssertEqual(String(localized: "\("a") and \("b")", table: Self.domain), "a and b")
    }

    func testAPercentSignWithoutValuesIsText() {
        XCTAssertEqual(String(localized: "100% sure", table: Self.domain), "100% sicher")
    }

    func testResourcesResolveWhenShown() {
        let resource = LocalizedStringResource("Hello", table: Self.domain)
        XCTAssertEqual(resource.key, "Hello")
        XCTAssertEqual(String(localized: resource), "Hallo")
    }

    func testTheProjectsCatalogsCompileAndCheck() throws {
        // msgfmt --check: each catalog's placeholders match its messages'.
        XCTAssertNoThrow(try TranslationCatalogs.folder())
        XCTAssertTrue(TranslationCatalogs.languages.contains("de"))
    }
}
