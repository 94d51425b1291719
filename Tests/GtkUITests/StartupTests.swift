import Foundation
import XCTest

/// How a GtkUI program starts without what it needs.
final class StartupTests: XCTestCase {
    private var demo: URL { Artifacts.productsDirectory.appendingPathComponent("gtkui-demo") }

    func testTheDemoRunsItsApplicationLoopAndPaintsItsWindow() throws {
        let screenshot = Artifacts.path("demo.png")
        try? FileManager.default.removeItem(atPath: screenshot)
        let process = Process()
        process.executableURL = demo
        process.arguments = ["--screenshot", screenshot]
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let picture = try Data(contentsOf: URL(fileURLWithPath: screenshot))
        XCTAssertGreaterThan(picture.count, 1_000, "a painted window, not an empty image")
    }

    func testWithoutADisplayTheProgramExitsWithAOneLineError() throws {
        let process = Process()
        process.executableURL = demo
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 1)
        let lines = message.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, message)
        XCTAssertTrue(message.hasPrefix("gtkui-demo: cannot open a display"), message)
        XCTAssertTrue(message.contains("xvfb-run"), "it says how to run without a display")
    }
}
