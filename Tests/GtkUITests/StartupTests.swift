import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// How a GtkUI program starts, and without what it needs.
final class StartupTests: GtkTestCase {
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
        try gtk {
            // The seed's HeartRateView: a pink heart and title, the big number, a pink slider.
            let texture = try XCTUnwrap(gdk_texture_new_from_filename(screenshot, nil))
            let image = RenderedImage(texture: texture)
            g_object_unref(UnsafeMutableRawPointer(texture))
            XCTAssertGreaterThan(image.width, 300)
            let pink = count(image) { $0.0 > 200 && $0.1 < 110 && $0.2 > 60 && $0.2 < 150 }
            let dark = count(image) { $0.0 < 80 && $0.1 < 80 && $0.2 < 80 && $0.3 == 255 }
            XCTAssertGreaterThan(pink, 200, "the heart, its title and the slider's fill are pink")
            XCTAssertGreaterThan(dark, 300, "the big BPM number is drawn")
        }
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
