import Foundation
import Testing
import TranslationTestSupport

/// `vitals` in German: its help, its messages and its numbers, from the project's catalog.
@Suite(.enabled(if: GermanLocale.isGenerated, "the locale de_DE.UTF-8 is not generated (scripts/test generates it)"))
struct TranslatedCommandLineTests {
    let scratch: Scratch
    let german: VitalsProcess
    let catalog: POCatalog

    init() throws {
        scratch = try Scratch()
        var german = VitalsProcess(directory: scratch.url)
        german.environment = [
            "LC_ALL": nil, "LC_MESSAGES": nil, "LANGUAGE": nil, "LANG": "de_DE.UTF-8",
            "TEXTDOMAINDIR": try TranslationCatalogs.folder().path,
        ]
        self.german = german
        catalog = try POCatalog(named: "de.po")
    }

    @Test func helpIsGerman() throws {
        let help = try german.run(["--help"])
        #expect(help.status == 0)
        let abstract = try #require(catalog.translation(of: "Heart-rate days, live heart rate and medical conditions."))
        #expect(help.stdout.contains(abstract), "\(help.stdout)")
        let stats = try german.run(["stats", "--help"])
        let statsAbstract = try #require(catalog.translation(of: "Show the daily heart-rate figures of the last days."))
        #expect(stats.stdout.contains(statsAbstract), "\(stats.stdout)")
    }

    @Test func errorsAreGermanAndNumbersUseADecimalComma() throws {
        let bad = try scratch.write("timestamp,bpm\n1700000000,60\n1700000060\n", to: "bad.csv")
        let refused = try german.run(["import", bad.path])
        #expect(refused.status == 2)
        #expect(!refused.stderr.contains("Nothing from this file was imported"), "\(refused.stderr)")
        let nothing = try #require(catalog.translation(of: "%@, line %@: %@. Nothing from this file was imported."))
        // The translation's text after its last value.
        let tail = try #require(nothing.split(separator: "@").last).trimmingCharacters(in: .whitespaces)
        #expect(!tail.isEmpty && refused.stderr.contains(tail), "\(tail) in \(refused.stderr)")

        let good = try scratch.samples([(0, "61"), (60, "62")], to: "good.csv")
        #expect(try german.run(["import", good.path]).status == 0)
        let stats = try german.run(["stats", "--days", "3650"])
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("61,5"), "the average with a decimal comma: \(stats.stdout)")
    }
}

/// Whether glibc has the German locale the tests run `vitals` in.
enum GermanLocale {
    static var isGenerated: Bool {
        let locales = Process()
        locales.executableURL = URL(fileURLWithPath: "/usr/bin/locale")
        locales.arguments = ["-a"]
        let pipe = Pipe()
        locales.standardOutput = pipe
        guard (try? locales.run()) != nil else { return false }
        let list = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        locales.waitUntilExit()
        return list.lowercased().contains("de_de.utf8")
    }
}
