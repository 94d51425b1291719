import Foundation
import XCTest
@testable import GtkUI

/// Previews as `gtkui-preview` renders them: `#Preview` (with traits and `@Previewable`) and
/// `PreviewProvider`, found in a program's conformance records, rendered light and dark by
/// the preview hook before the program's own `main`. The fixture
/// (Lab/Fixtures/GtkUIPreviewFixture) declares them as SwiftUI sample code does.
final class PreviewTests: GtkTestCase {
    private static var fixture: URL { Artifacts.productsDirectory.appendingPathComponent("GtkUIPreviewFixture") }

    /// Runs the fixture and returns its status and standard output.
    private static func runFixture(environment extra: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = fixture
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        return url
    }

    func testTheCatalogFindsEveryPreviewWithItsTraitsAndNames() throws {
        try gtk {
            let items = PreviewCatalog.previews(inModules: ["GtkUIPreviewFixture"])
            XCTAssertEqual(items.map(\.title), [
                "Badge.swift:14 “Three”", "Badge.swift:18", "Badge.swift:25 “Landscape”",
                "Badge_Previews 1 “One”", "Badge_Previews 2", "Settings.swift:13 “Off”",
            ])
            XCTAssertEqual(items.map(\.fileStem), [
                "Badge-14-Three", "Badge-18", "Badge-25-Landscape", "Badge_Previews-1-One", "Badge_Previews-2", "Settings-13-Off",
            ])
            XCTAssertEqual(items[0].traits.layout, .sizeThatFits)
            XCTAssertEqual(items[1].traits.layout, .fixed(width: 300, height: 120))
            XCTAssertEqual(items[2].traits.orientation, .landscapeLeft)
            XCTAssertTrue(PreviewCatalog.previews(inModules: ["NoSuchModule"]).isEmpty)
        }
    }

    func testTheHookRendersEveryPreviewLightAndDarkAndExitsBeforeMain() throws {
        let output = try Self.temporaryFolder("previews")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Self.runFixture(environment: [
            "GTKUI_PREVIEW_OUTPUT": output.path, "GTKUI_PREVIEW_MODULES": "GtkUIPreviewFixture",
        ])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertFalse(run.output.contains("main ran"), "the previews render instead of the program")
        XCTAssertTrue(run.output.contains("6 of 6 previews of GtkUIPreviewFixture rendered"), run.output)

        let folder = output.appendingPathComponent("GtkUIPreviewFixture")
        func image(_ stem: String, dark: Bool) throws -> RenderedImage {
            let path = folder.appendingPathComponent("\(stem)-\(dark ? "dark" : "light").png").path
            let image = try RenderedImage(contentsOf: path)
            // Kept for people to look at.
            try image.writePNG(to: Artifacts.path("preview-\(stem)-\(dark ? "dark" : "light").png"))
            return image
        }
        func size(_ image: RenderedImage) -> [Int] { [image.width, image.height] }

        // SwiftUI draws each of these on the canvas at the same sizes: a fixed layout at its
        // size, the device turned to landscape (844 × 390 points), and "3 new" alone at its
        // own size, a short line of bold text with 8 points around it.
        XCTAssertEqual(size(try image("Badge-18", dark: false)), [300, 120])
        XCTAssertEqual(size(try image("Badge-25-Landscape", dark: false)), [844, 390])
        XCTAssertEqual(size(try image("Badge_Previews-1-One", dark: false)), [200, 80])
        let grouped = try image("Badge_Previews-2", dark: false)
        XCTAssertTrue(grouped.width < 150 && grouped.height < 60, "the group's sizeThatFits reached its second view: \(size(grouped))")
        let fitted = try image("Badge-14-Three", dark: false)
        XCTAssertTrue((40..<120).contains(fitted.width) && (24..<48).contains(fitted.height), "\(size(fitted))")
        let toggle = try image("Settings-13-Off", dark: false)
        XCTAssertTrue(toggle.width > toggle.height && toggle.height < 100, "a toggle row at its own size: \(size(toggle))")

        // Light: a light background with dark text; dark: the reverse.
        for dark in [false, true] {
            let badge = try image("Badge-18", dark: dark)
            let background = badge.pixel(x: 2, y: 2)
            let luminance = (Int(background.red) + Int(background.green) + Int(background.blue)) / 3
            XCTAssertEqual(luminance > 128, !dark, "background \(background) in the \(dark ? "dark" : "light") style")
            let text = count(badge) { pixel in
                let value = (Int(pixel.0) + Int(pixel.1) + Int(pixel.2)) / 3
                return dark ? value > 200 : value < 80
            }
            XCTAssertGreaterThan(text, 20, "the badges' text is drawn in the \(dark ? "dark" : "light") style")
        }
    }

    func testWithoutTheVariableTheProgramRunsItsOwnMain() throws {
        let run = try Self.runFixture(environment: ["GTKUI_PREVIEW_OUTPUT": ""])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.contains("main ran"), run.output)
    }

    func testAModuleWithoutPreviewsIsSaidAndNothingIsWritten() throws {
        let output = try Self.temporaryFolder("no-previews")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Self.runFixture(environment: ["GTKUI_PREVIEW_OUTPUT": output.path, "GTKUI_PREVIEW_MODULES": "Elsewhere"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.contains("no previews in Elsewhere"), run.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("Elsewhere").path))
    }
}
