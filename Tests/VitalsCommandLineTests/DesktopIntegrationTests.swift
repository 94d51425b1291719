import Foundation
import Testing

/// What the desktop and the installed files use: `--version`, the completion scripts and the
/// man page's source, and `--gapplication-service`, the D-Bus service's command.
@Suite struct DesktopIntegrationTests {
    let scratch: Scratch
    let vitals: VitalsProcess

    init() throws {
        scratch = try Scratch()
        vitals = VitalsProcess(directory: scratch.url)
    }

    @Test func versionPrintsOneVersionNumber() throws {
        let run = try vitals.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(run.stdout)")
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameTheSubcommands(shell: String) throws {
        let run = try vitals.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        for subcommand in ["import", "export", "stats", "record"] {
            #expect(run.stdout.contains(subcommand), "\(shell): \(subcommand)")
        }
        #expect(!run.stdout.contains("gapplication-service"), "the service option is hidden")
    }

    @Test func theHelpIsASCIIForTheManPageGenerator() throws {
        let run = try vitals.run(["--experimental-dump-help"])
        #expect(run.status == 0)
        let outside = run.stdout.unicodeScalars.filter { !$0.isASCII }
        #expect(outside.isEmpty, "generate-manual drops \(String(String.UnicodeScalarView(outside)))")
    }

    @Test func theServiceOptionIsHiddenAndTakesNoFiles() throws {
        let help = try vitals.run(["--help"])
        #expect(!help.stdout.contains("gapplication"))
        let file = scratch.url.appendingPathComponent("samples.csv")
        try "timestamp,bpm\n".write(to: file, atomically: true, encoding: .utf8)
        let withFiles = try vitals.run(["--gapplication-service", file.path])
        #expect(withFiles.status == 1)
        #expect(withFiles.stderr.contains("--gapplication-service takes no files"), "\(withFiles.stderr)")
    }

    @Test func theServiceWithoutADisplaySaysSoAndExitsFive() throws {
        let run = try vitals.run(["--gapplication-service"])
        #expect(run.status == 5)
        #expect(run.stderr.hasPrefix("vitals: cannot open a display"), "\(run.stderr)")
    }
}
