import Foundation
import TranslationTestSupport
import XCTest

/// The app in the languages it ships (Vietnamese, Korean, Chinese, German) and in a
/// right-to-left one (Arabic, without a catalog): each test starts this test program again
/// under the locale, where ``LocaleProbe`` opens the windows, and checks what it saw — no
/// English text left, nothing cut off, dates in the locale's words, rows mirrored in Arabic.
/// Screenshots: `artifacts/vitals-<window>-<locale>.png`.
final class LocalizedWindowTests: XCTestCase {
    func testVietnamese() throws { try check(locale: "vi_VN", catalog: "vi") }
    func testKorean() throws { try check(locale: "ko_KR", catalog: "ko") }
    func testChinese() throws { try check(locale: "zh_CN", catalog: "zh_CN") }
    func testGerman() throws { try check(locale: "de_DE", catalog: "de") }

    func testArabicMirrorsTheLayout() throws {
        let report = try probe(locale: "ar_EG")
        XCTAssertTrue(report.rightToLeft, "GTK lays out right to left in Arabic")
        XCTAssertGreaterThan(report.rowFirstChildX, report.rowLastChildX, "a day row's leading part is on the right")
        XCTAssertEqual(report.clipped, [])
    }

    private func check(locale: String, catalog language: String) throws {
        let report = try probe(locale: locale)
        XCTAssertFalse(report.rightToLeft)
        XCTAssertLessThan(report.rowFirstChildX, report.rowLastChildX)
        XCTAssertEqual(report.clipped, [], "text cut off")
        let english = try EnglishVocabulary(catalog: language)
        let untranslated = Set(report.texts.filter { english.isUntranslated($0) })
        XCTAssertEqual(untranslated, [], "English left in \(locale)")
        // Days are named in the locale's words and order.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.setLocalizedDateFormatFromTemplate("EEEE d MMMM yyyy")
        formatter.timeZone = .current
        XCTAssertEqual(report.dayName, formatter.string(from: Date(timeIntervalSinceReferenceDate: report.dayNoon)))
        XCTAssertEqual(report.screenshots.count, 7)
    }

    /// Runs ``LocaleProbe`` in a new process under `locale`, and reads its report.
    private func probe(locale: String) throws -> LocaleProbeReport {
        let available = try run("/usr/bin/locale", ["-a"]).lowercased()
        guard available.contains("\(locale.lowercased()).utf8") else {
            throw XCTSkip("the locale \(locale).UTF-8 is not generated here (scripts/test generates it)")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("locale-probe-\(locale).json")
        try? FileManager.default.removeItem(at: output)
        var environment = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LC_TIME", "LANGUAGE"] { environment[name] = nil }
        environment["LANG"] = "\(locale).UTF-8"
        environment["VITALS_LOCALE_PROBE"] = output.path
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        probe.arguments = ["VitalsAppTests.LocaleProbe/testProbe"]
        probe.environment = environment
        let log = Pipe()
        probe.standardOutput = log
        probe.standardError = log
        try probe.run()
        let text = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        guard probe.terminationStatus == 0, let data = try? Data(contentsOf: output) else {
            throw TranslationCatalogs.Failure(description: "the probe under \(locale) failed:\n\(text.suffix(3000))")
        }
        return try JSONDecoder().decode(LocaleProbeReport.self, from: data)
    }

    private func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The English words of the app's messages that a catalog translates: a shown text holding
/// one of them, or equal to an English message, was left in English.
struct EnglishVocabulary {
    private let messages: Set<String>
    private let words: Set<String>

    init(catalog language: String) throws {
        let english = try POCatalog(named: "vitals.pot").entries.map(\.message)
        let catalog = try POCatalog(named: "\(language).po")
        // Messages shown whole whose translation differs (a name such as "Vitals" stays).
        messages = Set(catalog.entries.filter { !$0.message.contains("%") && $0.translations.first != $0.message }.map(\.message))
        // Words translators kept (names: Vitals, Fitbit, RMSSD, BPM) are not English left over.
        let kept = Set(catalog.entries.flatMap(\.translations).flatMap(Self.words))
        words = Set(english.flatMap(Self.words)).subtracting(kept)
    }

    func isUntranslated(_ text: String) -> Bool {
        messages.contains(text) || Self.words(in: text).contains { words.contains($0) }
    }

    /// Lower-cased ASCII words of four letters or more (shorter ones are units and names).
    static func words(in text: String) -> [String] {
        text.split { !($0.isASCII && $0.isLetter) }.filter { $0.count >= 4 }.map { $0.lowercased() }
    }
}
