import Foundation
import XCTest

/// How a GtkUI program starts without what it needs.
final class StartupTests: XCTestCase {
    func testWithoutADisplayTheProgramExitsWithAOneLineError() throws {
        let demo = Artifacts.productsDirectory.appendingPathComponent("gtkui-demo")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: demo.path), "build gtkui-demo first")
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
