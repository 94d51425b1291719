import Foundation
import XCTest
@testable import GtkUI
import GtkTestSupport

/// "Open With Vitals": `vitals FILE…` starts the app and imports the files in it; a second
/// `vitals FILE…` hands its files to the running app (one instance) and ends at once.
final class OpenWithTests: VitalsTestCase {
    func testFilesGivenToTheProgramAreImportedAndASecondLaunchHandsItsFilesToTheFirst() throws {
        let fit = try Self.realFile("fit/sweatpy_edge1000_2020-06-01-16-52-40.fit")
        let tcx = try Self.realFile("tcx/pytcxparser_forerunner410.tcx")
        try gtk {
            defer { PointerSynthesizer.returnHome() }
            let folder = try freshTestFolder("vitals-open-with")
            defer { try? FileManager.default.removeItem(at: folder) }

            let first = try VitalsAppProcess(folder: folder, pointerAt: (360, 300), arguments: [fit.path])
            defer { first.stop() }
            XCTAssertTrue(Self.wait(until: { $0.contains("Garmin Edge 1000") && $0.contains(" 96 ") }, in: folder),
                          "the FIT file was imported in the app: \(first.log)")

            let second = Process()
            second.executableURL = VitalsAppProcess.binary
            second.arguments = [tcx.path]
            second.environment = VitalsAppProcess.environment(folder: folder)
            try second.run()
            XCTAssertTrue(MainLoop.run(until: { !second.isRunning }, timeout: .seconds(30)),
                          "the second launch hands over and ends")
            XCTAssertEqual(second.terminationStatus, 0)
            XCTAssertTrue(Self.wait(until: { $0.contains("Forerunner 410") && $0.contains(" 383 ") }, in: folder),
                          "the running app imported the second launch's file: \(first.log)")
            XCTAssertTrue(first.process.isRunning, "one instance: the first app still runs")
        }
    }

    /// Waits until `vitals sources` for the data in `folder` satisfies `condition`.
    @MainActor
    private static func wait(until condition: @escaping (String) -> Bool, in folder: URL) -> Bool {
        let clock = ContinuousClock()
        var next = clock.now
        return MainLoop.run(until: {
            guard clock.now >= next else { return false }
            next = clock.now.advanced(by: .milliseconds(300))
            return (try? VitalsAppProcess.storedSources(in: folder)).map(condition) ?? false
        }, timeout: .seconds(60))
    }

    /// A file of `shared/realdata` (beside the checkout in CI), found by walking up from here.
    private static func realFile(_ path: String) throws -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/realdata").appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "shared/realdata/\(path) above \(#filePath)"])
    }
}
