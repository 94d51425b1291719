import Foundation
import XCTest
@testable import GtkUI

/// `@AppStorage`: values kept in the application's settings file, shared by the views that
/// read them, read back by the next run, and an unreadable file kept, not overwritten.
final class AppStorageTests: GtkTestCase {
    private enum Units: String { case metric, imperial }

    private struct Settings: View {
        @AppStorage("notifications") private var notifications = true
        @AppStorage("units") private var units = Units.metric
        @AppStorage("reminderHour") private var hour = 8

        var body: some View {
            VStack {
                Toggle("Notifications", isOn: $notifications)
                Button("Imperial") { units = .imperial }
                Stepper("Reminder at \(hour):00", value: $hour, in: 0...23)
            }
        }
    }

    private struct Summary: View {
        @AppStorage("units") private var units = Units.metric

        var body: some View { Text("Units: \(units.rawValue)") }
    }

    private var folder: URL!
    private var previousConfig: String?

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-app-storage-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        previousConfig = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
        setenv("XDG_CONFIG_HOME", folder.path, 1)
    }

    override func tearDown() {
        if let previousConfig { setenv("XDG_CONFIG_HOME", previousConfig, 1) } else { unsetenv("XDG_CONFIG_HOME") }
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func testValuesAreSharedWrittenAndReadBack() throws {
        let folder: URL = self.folder
        try gtk {
            AppStorageStore.domain = "io.example.Settings"
            let (window, hosting) = show(VStack { Settings(); Summary() }, width: 320, height: 200)
            defer { window.destroy() }
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("Units: metric"))
            let imperial = try XCTUnwrap(descendants(of: hosting.widget, GTK.Button.self).first { labelTexts(in: $0) == ["Imperial"] })
            imperial.emit(.clicked)
            settle(window)
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("Units: imperial"), "another view reading the key updates")

            let file = folder.appendingPathComponent("io.example.Settings/app-storage.json")
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            XCTAssertEqual(saved?["units"] as? String, "imperial")
            XCTAssertNil(saved?["notifications"], "defaults are not written")

            // A new run (another domain read afresh) sees the file.
            AppStorageStore.domain = "io.example.Other"
            AppStorageStore.domain = "io.example.Settings"
            hosting.rootView = VStack { Settings(); Summary() }
            settle(window)
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("Units: imperial"))
        }
    }

    func testAnUnreadableFileIsKeptAsideNotOverwritten() throws {
        let folder: URL = self.folder
        try gtk {
            AppStorageStore.domain = "io.example.Broken"
            let directory = folder.appendingPathComponent("io.example.Broken")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("app-storage.json")
            try Data("{ \"units\": \"imperial\", oops".utf8).write(to: file)

            let (window, hosting) = show(Summary(), width: 200, height: 60)
            defer { window.destroy() }
            XCTAssertEqual(labelTexts(in: hosting.widget), ["Units: metric"], "an unreadable value reads as the default")
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "{ \"units\": \"imperial\", oops", "reading changes nothing")

            AppStorageStore.shared.set(.string("imperial"), for: "units")
            let aside = directory.appendingPathComponent("app-storage.json.unreadable")
            XCTAssertEqual(try String(contentsOf: aside, encoding: .utf8), "{ \"units\": \"imperial\", oops")
            XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(contentsOf: file)))
        }
    }
}
