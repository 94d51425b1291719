import CGtk
import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// The first run, sample data, imports, and the window size kept in GSettings.
final class DataTests: VitalsTestCase {
    override class func setUp() {
        // Settings written here stay in memory (when no GSettings was used before in this
        // process; scripts/test sets it for the whole run).
        setenv("GSETTINGS_BACKEND", "memory", 0)
    }

    func testAnEmptyDatabaseOffersImportAndSampleDataWhichGoesInOneAction() throws {
        try gtk {
            let app = try RunningVitals()
            defer { app.quit() }
            let scene = try XCTUnwrap(app.mainWindow)
            let window = scene.window
            XCTAssertTrue(labelTexts(in: window).contains("No Heart-Rate Data"))
            XCTAssertNotNil(button("Import…", in: window))
            let add = try XCTUnwrap(button("Add Sample Data", in: window))
            try WidgetRenderer.render(window).writePNG(to: artifactPath("vitals-empty.png"))

            add.emit(.clicked)
            settle(window)
            XCTAssertGreaterThanOrEqual(app.model.days.count, 14)
            XCTAssertTrue(app.model.hasSampleData)
            XCTAssertNotNil(try? listView(of: app))
            XCTAssertTrue(labelTexts(in: window).contains("Includes sample data"))

            let remove = try XCTUnwrap(button("Remove Sample Data", in: window))
            remove.emit(.clicked)
            settle(window)
            XCTAssertEqual(app.model.days, [])
            XCTAssertEqual(try app.model.store?.sampleCount(), 0)
            XCTAssertTrue(labelTexts(in: window).contains("No Heart-Rate Data"))

            // A bar offers to undo it: one undo step puts every sample back, and the bar goes.
            XCTAssertTrue(labelTexts(in: window).contains("Sample data removed."))
            MainLoop.drain()
            XCTAssertTrue(scene.undoManager.canUndo)
            try XCTUnwrap(button("Undo", in: window)).emit(.clicked)
            settle(window)
            XCTAssertFalse(labelTexts(in: window).contains("Sample data removed."))
            XCTAssertGreaterThanOrEqual(app.model.days.count, 14)
            XCTAssertEqual(try app.model.store?.sampleCount(), app.model.days.map(\.sampleCount).reduce(0, +))
            XCTAssertTrue(app.model.hasSampleData)
            XCTAssertEqual(try app.model.store?.auditFigures(), [])
            // Redo takes it out again.
            MainLoop.drain()
            scene.undoManager.redo()
            settle(window)
            XCTAssertEqual(app.model.days, [])
        }
    }

    func testAMalformedFileImportsNothingAndSaysWhichLineAndWhy() throws {
        try gtk {
            let app = try RunningVitals { try $0.addSampleData(days: 3) }
            defer { app.quit() }
            let before = try XCTUnwrap(app.model.store).sampleCount()
            let file = app.folder.appendingPathComponent("bad.csv")
            try "timestamp,bpm\n2024-03-15T08:30:00Z,72\n2024-03-15T08:31:00Z,fast\n"
                .write(to: file, atomically: true, encoding: .utf8)
            var finished = false
            Task { @MainActor in
                await app.model.importFiles([file])
                finished = true
            }
            XCTAssertTrue(MainLoop.run(until: { finished }, timeout: .seconds(10)))
            let window = try XCTUnwrap(app.mainWindow).window
            settle(window)
            XCTAssertEqual(try app.model.store?.sampleCount(), before, "nothing imported")
            let results = try XCTUnwrap(app.model.lastImport)
            guard case let .failed(_, notice)? = results.outcomes.first else {
                return XCTFail("the file is reported as refused: \(results.outcomes)")
            }
            XCTAssertTrue(notice.contains("bad.csv, line 3"), notice)
            XCTAssertTrue(notice.contains("Nothing from this file was imported"), notice)
            XCTAssertTrue(labelTexts(in: window).contains(notice), "the message is shown")
            XCTAssertNil(app.model.activeImport)
            try WidgetRenderer.render(window).writePNG(to: artifactPath("vitals-import-error.png"))

            // A good file is imported, and its day appears in the list.
            let good = app.folder.appendingPathComponent("good.csv")
            try "timestamp,bpm\n2020-01-02T08:30:00Z,72\n2020-01-02T08:31:00Z,75\n"
                .write(to: good, atomically: true, encoding: .utf8)
            finished = false
            Task { @MainActor in
                await app.model.importFiles([good])
                finished = true
            }
            XCTAssertTrue(MainLoop.run(until: { finished }, timeout: .seconds(10)))
            XCTAssertEqual(try app.model.store?.sampleCount(), before + 2)
            settle(window)
            let summary = labelTexts(in: window).filter { $0.contains("good.csv") }
            XCTAssertTrue(labelTexts(in: window).contains("Imported 2 samples"), "\(labelTexts(in: window))")
            XCTAssertEqual(summary.count, 1, "a line for the file's source")
            XCTAssertTrue(summary.first?.hasPrefix("good.csv (CSV): csv, 2 samples from ") ?? false, "\(summary)")
            try WidgetRenderer.render(window).writePNG(to: artifactPath("vitals-import-summary.png"))
            XCTAssertEqual(app.model.days.last?.day, CalendarDay(year: 2020, month: 1, day: 2))
        }
    }

    func testTheWindowSizeIsSavedAndRestored() throws {
        try gtk {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitals-schema-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("data")
            let compile = Process()
            compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
            compile.arguments = ["--strict", "--targetdir=\(folder.path)", data.path]
            try compile.run()
            compile.waitUntilExit()
            XCTAssertEqual(compile.terminationStatus, 0)

            let source = try XCTUnwrap(g_settings_schema_source_new_from_directory(folder.path, nil, 1, nil))
            defer { g_settings_schema_source_unref(source) }
            let schema = try XCTUnwrap(g_settings_schema_source_lookup(source, WindowSizeSettings.schema, 0))
            defer { g_settings_schema_unref(schema) }
            // The default backend: scripts/test makes it the memory backend (GSETTINGS_BACKEND).
            let settings = GIO.Settings(adopting: UnsafeMutableRawPointer(g_settings_new_full(schema, nil, nil)))
            g_settings_reset(settings.pointer(as: GSettings.self), "window-width")
            let sizes = WindowSizeSettings(settings: settings)
            XCTAssertEqual(sizes.size.width, 720, "the schema's default")

            let window = GTK.Window(title: "Size", width: 500, height: 420)
            window.present()
            XCTAssertTrue(MainLoop.run(until: { window.isMapped }))
            sizes.save(window)
            XCTAssertEqual(sizes.size.width, 500)
            XCTAssertEqual(sizes.size.height, 420)
            XCTAssertFalse(sizes.isMaximized)
            window.destroy()

            let next = GTK.Window(title: "Size", width: 200, height: 200)
            sizes.restore(next)
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(next.windowPointer, &width, &height)
            XCTAssertEqual(width, 500)
            XCTAssertEqual(height, 420)
            next.destroy()
        }
    }
}

/// The main window's size reaches GSettings when the window is closed as with the title
/// bar's × (`gtk_window_close`), not only at quit.
final class WindowSizeKeepingTests: VitalsTestCase {
    func testClosingTheWindowWithItsCloseButtonSavesItsSize() throws {
        try gtk {
            let app = try RunningVitals()
            let window = try XCTUnwrap(app.mainWindow).window
            let settings = try XCTUnwrap(WindowSizeSettings(), "tests compile the schema (GSETTINGS_SCHEMA_DIR)")
            window.setDefaultSize(width: 611, height: 533)
            settle(window)
            window.close()
            XCTAssertTrue(MainLoop.run(until: { app.windows.isEmpty }))
            XCTAssertEqual(settings.size.width, 611)
            XCTAssertEqual(settings.size.height, 533)
            app.quit()
        }
    }
}

/// What another program writes to the database (here: another connection, as
/// `vitals import` in a terminal would) shows in the open app within a second or two.
final class OtherWritersTests: VitalsTestCase {
    func testAnotherConnectionsWriteReachesTheDayList() throws {
        try gtk {
            let app = try RunningVitals()
            defer { app.quit() }
            XCTAssertTrue(app.model.days.isEmpty)
            // Let the watch read the database's version once before the other write.
            MainLoop.run(until: { false }, timeout: .milliseconds(1200))
            let other = try VitalsStore.open(at: app.folder.appendingPathComponent("vitals.sqlite"))
            try other.addSampleData(days: 3)
            XCTAssertTrue(MainLoop.run(until: { app.model.days.count >= 3 }, timeout: .seconds(5)),
                          "the day list followed: \(app.model.days.count) days")
        }
    }
}

/// "Export Samples…" in the primary menu writes every sample as CSV, off the main thread, and says
/// how many; a destination that cannot be written says why and leaves nothing behind.
final class ExportFromTheAppTests: VitalsTestCase {
    func testExportWritesEverySampleAndSaysHowMany() throws {
        try gtk {
            let app = try RunningVitals { try $0.addSampleData(days: 2) }
            defer { app.quit() }
            @MainActor func labels(_ menu: GIO.Menu) -> [String] {
                (0..<menu.itemCount).flatMap { index in
                    [menu.label(at: index)].compactMap { $0 } + (menu.link(at: index).map(labels) ?? [])
                }
            }
            XCTAssertTrue(labels(app.runtime.menu.root).contains("Export Samples…"), "\(labels(app.runtime.menu.root))")
            let file = app.folder.appendingPathComponent("exported.csv")
            var written: Int?? = .none
            Task { @MainActor in written = .some(await app.model.exportSamples(to: file)) }
            XCTAssertTrue(MainLoop.run(until: { written != nil }, timeout: .seconds(20)))
            let count = try XCTUnwrap(try XCTUnwrap(written))
            XCTAssertEqual(count, try app.model.store?.sampleCount())
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            XCTAssertEqual(lines.first, "timestamp,bpm,source")
            XCTAssertEqual(lines.count, count + 1)
            XCTAssertEqual(app.model.notice, "Exported \(count.formatted(.number.locale(.session))) samples to exported.csv.")

            // A folder cannot be replaced by a file: said, and the folder is untouched.
            var failed: Int?? = .none
            Task { @MainActor in failed = .some(await app.model.exportSamples(to: app.folder)) }
            XCTAssertTrue(MainLoop.run(until: { failed != nil }, timeout: .seconds(20)))
            XCTAssertEqual(failed, .some(nil))
            XCTAssertTrue(app.model.notice?.hasPrefix("The samples were not exported: ") ?? false, "\(app.model.notice ?? "")")
        }
    }
}
