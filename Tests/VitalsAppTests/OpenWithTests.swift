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

    /// A second plain launch raises the running window instead of opening another; a
    /// launch over another database runs as an instance of its own over that database.
    func testASecondLaunchRaisesTheRunningWindowAndAnotherDatabaseRunsOnItsOwn() throws {
        try gtk {
            defer { PointerSynthesizer.returnHome() }
            let folder = try freshTestFolder("vitals-second-launch")
            defer { try? FileManager.default.removeItem(at: folder) }

            let first = try VitalsAppProcess(folder: folder, pointerAt: (360, 300))
            defer { first.stop() }
            XCTAssertTrue(first.waitUntilShown(), "the first launch shows its window: \(first.log)")

            let second = Process()
            second.executableURL = VitalsAppProcess.binary
            second.environment = VitalsAppProcess.environment(folder: folder)
            try second.run()
            XCTAssertTrue(MainLoop.run(until: { !second.isRunning }, timeout: .seconds(30)),
                          "the second launch hands over and ends")
            XCTAssertEqual(second.terminationStatus, 0)
            first.waitUntilIdle()

            let other = folder.appendingPathComponent("other.sqlite")
            let third = try VitalsAppProcess(folder: folder, pointerAt: (300, 250), arguments: ["--database", other.path])
            defer { third.stop() }
            XCTAssertTrue(third.waitUntilShown(), "another database opens in a window of its own: \(third.log)")
            XCTAssertTrue(third.process.isRunning, "another database runs as an instance of its own")
            XCTAssertTrue(FileManager.default.fileExists(atPath: other.path), "that instance opened the other database")
            third.process.terminate()
            XCTAssertEqual(third.waitForExit(), 0)

            // SIGTERM quits as Ctrl+Q does, saving the open windows: one main window.
            first.process.terminate()
            XCTAssertEqual(first.waitForExit(), 0)
            let state = folder.appendingPathComponent("state/io.github.vitalsapp.Vitals/windows.json")
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any]
            let windows = saved?["windows"] as? [[String: Any]] ?? []
            XCTAssertEqual(windows.count, 1, "the second launch raised the window it found: \(windows)")
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
