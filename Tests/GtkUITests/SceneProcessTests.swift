import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// A GtkUI app in real processes: one instance per session over D-Bus (the tests run under
/// `dbus-run-session`), files handed to the running instance, the dark style, and the
/// windows saved when the session ends the app (SIGTERM).
final class SceneProcessTests: GtkTestCase {
    private static var fixture: URL { Artifacts.productsDirectory.appendingPathComponent("GtkUISceneFixture") }

    private static func environment(_ directory: URL, appID: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GTKUI_FIXTURE_LOG"] = directory.appendingPathComponent("log").path
        environment["GTKUI_FIXTURE_APP_ID"] = appID
        environment["XDG_STATE_HOME"] = directory.appendingPathComponent("state").path
        // GNOME's color-scheme read from a key file: prefer-dark.
        environment["GSETTINGS_BACKEND"] = "keyfile"
        environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        return environment
    }

    private static func launch(_ arguments: [String], environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = fixture
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = Pipe()
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private static func log(_ directory: URL) -> [String] {
        let text = (try? String(contentsOf: directory.appendingPathComponent("log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    func testASecondLaunchRaisesTheRunningInstanceAndHandsOverItsFiles() throws {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            throw XCTSkip("needs a session bus: run the tests under dbus-run-session (scripts/test does)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-fixture-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        let settings = directory.appendingPathComponent("config/glib-2.0/settings")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try Data("[org/gnome/desktop/interface]\ncolor-scheme='prefer-dark'\n".utf8)
            .write(to: settings.appendingPathComponent("keyfile"))
        let environment = Self.environment(directory, appID: "io.github.gtkui.SceneFixture\(getpid())")

        try gtk {
            let first = try Self.launch([], environment: environment)
            defer { if first.isRunning { first.terminate() } }
            XCTAssertTrue(MainLoop.run(until: { Self.log(directory).contains("window 1") }, timeout: .seconds(20)))
            XCTAssertEqual(Self.log(directory).filter { $0.hasPrefix("dark") }, ["dark true"], "the dark style follows GNOME's")

            let second = try Self.launch([], environment: environment)
            XCTAssertTrue(MainLoop.run(until: { !second.isRunning }, timeout: .seconds(20)))
            XCTAssertEqual(second.terminationStatus, 0)

            let file = directory.appendingPathComponent("reading.csv")
            let third = try Self.launch([file.path], environment: environment)
            XCTAssertTrue(MainLoop.run(until: { !third.isRunning }, timeout: .seconds(20)))
            XCTAssertEqual(third.terminationStatus, 0)
            XCTAssertTrue(MainLoop.run(until: { Self.log(directory).contains("open \(file.path)") }, timeout: .seconds(20)),
                          "the file reached the running instance's onOpenURL: \(Self.log(directory))")
            // The second launch's activation came before the third's files (one bus
            // connection, in order): it raised the window rather than open another.
            XCTAssertFalse(Self.log(directory).contains("window 2"), "a later launch raises the open window: \(Self.log(directory))")

            first.terminate()  // SIGTERM: the session ends the app
            XCTAssertTrue(MainLoop.run(until: { !first.isRunning }, timeout: .seconds(20)))
            XCTAssertEqual(first.terminationStatus, 0)
            let stateFile = directory.appendingPathComponent(
                "state/io.github.gtkui.SceneFixture\(getpid())/windows.json")
            let saved = WindowRestoration(file: stateFile).load()
            XCTAssertEqual(saved.map(\.scene), ["scene-0"])
            XCTAssertEqual(saved.first?.width, 320)

            // The next launch reopens the saved window.
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("log"))
            let again = try Self.launch([], environment: environment)
            defer { if again.isRunning { again.terminate() } }
            XCTAssertTrue(MainLoop.run(until: { Self.log(directory).contains("window 1") }, timeout: .seconds(20)),
                          "the saved window came back: \(Self.log(directory))")
            again.terminate()
            XCTAssertTrue(MainLoop.run(until: { !again.isRunning }, timeout: .seconds(20)))
        }
    }
}
