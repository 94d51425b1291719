import XCTest
@testable import GtkUI
import GtkTestSupport

/// `labelStyle(_:)`: SwiftUI's four built-in label styles, on labels and a menu's label.
final class LabelStyleTests: GtkTestCase {
    private struct Styles: View {
        var body: some View {
            VStack(alignment: .leading) {
                Label("Both", systemImage: "heart")
                Label("Title", systemImage: "star").labelStyle(.titleOnly)
                Label("Icon", systemImage: "trash").labelStyle(.iconOnly)
                Menu {
                    Button("Copy") {}
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                .labelStyle(.titleAndIcon)
                Menu {
                    Button("Copy") {}
                } label: {
                    Label("More", systemImage: "ellipsis.circle")
                }
            }
        }
    }

    func testEachStyleShowsWhatItSaysAndIconsAloneAreNamed() throws {
        try gtk {
            let (window, hosting) = show(Styles(), width: 240, height: 220)
            defer { window.destroy() }
            // SwiftUI: "♡ Both", "Title" alone, a trash icon alone, a menu "⇪ Share", a menu "⋯".
            let shown = descendants(of: hosting.widget, GTK.Label.self).filter(\.isMapped).map(\.text)
            XCTAssertEqual(shown, ["Both", "Title", "Share"], "titles of the labels that show them")
            let boxes = descendants(of: hosting.widget, GTK.Box.self).filter { box in
                box.children.count == 2 && box.children[0].cast(to: GTK.Image.self) != nil
            }
            let visibleIcons = descendants(of: hosting.widget, GTK.Image.self).filter(\.isMapped).compactMap(\.iconName)
            XCTAssertEqual(visibleIcons.count, 5 - 1, "every icon but the title-only label's: \(visibleIcons)")
            let iconOnly = try XCTUnwrap(boxes.first { labelTexts(in: $0) == ["Icon"] })
            XCTAssertTrue(iconOnly.accessibleProperty(.label, is: "Icon"), "an icon alone is named by its title")
            let menus = descendants(of: hosting.widget, GTK.MenuButton.self)
            XCTAssertEqual(menus.count, 2)
            XCTAssertTrue(menus[0].accessibleProperty(.label, is: "Share"))
            XCTAssertTrue(menus[1].accessibleProperty(.label, is: "More"))
            XCTAssertEqual(descendants(of: menus[1], GTK.Label.self).filter(\.isMapped).map(\.text), [], "an automatic menu label shows its icon only")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("label-styles.png"))
        }
    }
}
