import CGtk
import XCTest
@testable import GtkUI

/// Images over GtkImage: the SF Symbols table, theme icons, scale, Label and colour.
final class ImageTests: GtkTestCase {
    func testEveryTableIconIsInTheIconTheme() {
        gtk {
            for (symbol, icon) in SystemSymbols.icons {
                XCTAssertTrue(GTK.iconThemeHasIcon(icon), "\(symbol) → \(icon) is not in the icon theme")
            }
            XCTAssertTrue(GTK.iconThemeHasIcon(SystemSymbols.fallback))
            let required = [
                "heart.fill", "heart", "checkmark", "plus", "minus", "trash", "star", "star.fill", "xmark",
                "chevron.right", "chevron.left", "chevron.down", "magnifyingglass", "gear", "info.circle",
                "exclamationmark.triangle", "calendar", "clock", "square.and.arrow.up", "square.and.arrow.down",
                "pencil", "folder", "doc", "person", "bell", "waveform.path.ecg", "chart.xyaxis.line",
            ]
            for name in required { XCTAssertNotNil(SystemSymbols.icons[name], name) }
        }
    }

    func testSystemNamesAndIconNamesSetTheImagesIcon() throws {
        try gtk {
            let hosting = HostingWidget(rootView: HStack {
                Image(systemName: "heart.fill")
                Image(iconName: "folder-symbolic")
                Image(systemName: "no.such.symbol")
                // A variant the table lacks shows its base symbol.
                Image(systemName: "person.crop.circle")
                Image(systemName: "star.circle.fill")
            })
            let images = try XCTUnwrap(hosting.widget.children.first).children.compactMap { $0.cast(to: GTK.Image.self) }
            XCTAssertEqual(images.map(\.iconName), [
                "emblem-favorite-symbolic", "folder-symbolic", SystemSymbols.fallback, "avatar-default-symbolic", "non-starred-symbolic",
            ])
            XCTAssertEqual(images.map(\.pixelSize), [-1, -1, -1, -1, -1])
        }
    }

    func testImageScaleSetsThePixelSizeWithoutRedundantSetters() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Image(systemName: "star").imageScale(.large))
            let image = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Image.self))
            XCTAssertEqual(image.pixelSize, 22)
            let before = GraphCounters.snapshot
            hosting.rootView = Image(systemName: "star").imageScale(.large)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(GraphCounters.snapshot.since(before).gtkSetterCalls, 0)
            hosting.rootView = Image(systemName: "star").imageScale(.small)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(image.pixelSize, 12)
        }
    }

    func testALabelIsIconThenTitleInASixPixelRow() throws {
        try gtk {
            let hosting = HostingWidget(rootView: VStack {
                Label("Heart Rate", systemImage: "heart.fill")
                Label { Text("Custom") } icon: { Image(iconName: "starred-symbolic") }
                Button("Still compiles") {}
            })
            let column = try XCTUnwrap(hosting.widget.children.first)
            let row = try XCTUnwrap(column.children.first?.cast(to: GTK.Box.self))
            XCTAssertEqual(row.spacing, 6)
            XCTAssertEqual(row.children.first?.cast(to: GTK.Image.self)?.iconName, "emblem-favorite-symbolic")
            XCTAssertEqual(row.children.last?.cast(to: GTK.Label.self)?.text, "Heart Rate")
            XCTAssertEqual(row.children.map(\.verticalAlign), [.center, .center])
            let custom = try XCTUnwrap(column.children.dropFirst().first)
            XCTAssertEqual(custom.children.last?.cast(to: GTK.Label.self)?.text, "Custom")
        }
    }

    func testSymbolicIconsTakeTheInheritedTextColor() throws {
        try gtk {
            let window = GTK.Window(title: "Icon color")
            let hosting = HostingWidget(rootView: Image(systemName: "heart.fill").imageScale(.large))
            // What an ancestor's `.foregroundStyle(.pink)` does: a `color` class above the image.
            hosting.widget.addCSSClass(StyleSheet.shared.className(for: "color: rgb(255,45,85);"))
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.width > 0 }))
            UpdateScheduler.shared.flush()
            MainLoop.drain()
            let image = try XCTUnwrap(hosting.widget.children.first)
            let rendering = try WidgetRenderer.render(image)
            let pink = (0..<rendering.height).contains { y in
                (0..<rendering.width).contains { x in
                    let pixel = rendering.pixel(x: x, y: y)
                    return pixel.alpha > 200 && pixel.red > 200 && pixel.green < 90 && pixel.blue < 120
                }
            }
            XCTAssertTrue(pink, "the heart is painted in the inherited colour")
            window.destroy()
        }
    }
}

/// A symbol takes the size of the font around it, as SF Symbols do.
final class ImageFontSizeTests: GtkTestCase {
    func testASymbolTakesTheFontsSize() throws {
        try gtk {
            let (window, hosting) = show(VStack {
                Image(systemName: "heart.fill").font(.system(size: 48))
                Image(systemName: "heart.fill")
            }, width: 200, height: 200)
            defer { window.destroy() }
            let images = descendants(of: hosting.widget, GTK.Image.self)
            XCTAssertEqual(images.count, 2)
            XCTAssertEqual(StyleSheet.shared.parsingErrorCount, 0, StyleSheet.shared.text)
            let large = try XCTUnwrap(images[0].bounds(in: hosting.widget)).height
            let normal = try XCTUnwrap(images[1].bounds(in: hosting.widget)).height
            XCTAssertEqual(normal, 16, "the theme's icon size")
            XCTAssertEqual(large, 64, "48 points, as GtkUI's fonts measure them (48pt = 64 px)")
        }
    }
}
