import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// Two app windows rendered side by side to artifacts/scenes-two-windows.png.
final class SceneRenderingTests: GtkTestCase {
    func testTwoWindowsRenderSideBySide() throws {
        try gtk {
            let app = TestApp {
                WindowGroup("Main") { OpenerView() }
                    .defaultSize(width: 320, height: 220)
                WindowGroup("Note", id: "note", for: NoteID.self) { $note in NoteView(note: $note) }
                    .defaultSize(width: 320, height: 220)
            }
            app.runtime.openWindow(sceneID: "note", value: AnyHashable(NoteID(number: 42)))
            app.settleWindows()
            let images = try app.windows.map { try WidgetRenderer.render($0.window) }
            XCTAssertEqual(images.count, 2)
            let width = images.reduce(0) { $0 + $1.width }
            let height = images.map(\.height).max() ?? 0
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            var left = 0
            for image in images {
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let pixel = image.pixel(x: x, y: y)
                        let offset = (y * width + left + x) * 4
                        bytes[offset] = pixel.blue
                        bytes[offset + 1] = pixel.green
                        bytes[offset + 2] = pixel.red
                        bytes[offset + 3] = pixel.alpha
                    }
                }
                left += image.width
            }
            let path = Artifacts.path("scenes-two-windows.png")
            let saved = bytes.withUnsafeBufferPointer { buffer -> Bool in
                let data = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
                defer { g_bytes_unref(data) }
                let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8, data, gsize(width * 4))
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                return gdk_texture_save_to_png(texture, path) != 0
            }
            XCTAssertTrue(saved)
            for (index, image) in images.enumerated() {
                let text = count(image) { $0.0 < 90 && $0.1 < 90 && $0.2 < 90 && $0.3 == 255 }
                XCTAssertGreaterThan(text, 100, "window \(index) shows its title and content")
            }
            XCTAssertTrue(labelTexts(in: app.windows[1].window).contains("Note 42"))
            app.quit()
        }
    }
}
