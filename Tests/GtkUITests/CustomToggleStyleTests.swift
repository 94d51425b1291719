import XCTest
@testable import GtkUI
import GtkTestSupport

/// A `ToggleStyle` of the app's own: its view of the label and the binding is the toggle.
final class CustomToggleStyleTests: GtkTestCase {
    /// A star that fills while on, as sample code writes favourites toggles.
    struct StarToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                Label {
                    configuration.label
                } icon: {
                    Image(systemName: configuration.isOn ? "star.fill" : "star")
                }
            }
            .buttonStyle(.plain)
        }
    }

    private struct Favorites: View {
        @Binding var on: Bool
        var styled: Bool

        var body: some View {
            let styled = self.styled
            return _EnvironmentWriter(content: Toggle("Favorites", isOn: $on)) {
                $0.toggleAppearance = styled ? ToggleAppearance(kind: .custom, customStyle: AnyToggleStyle(StarToggleStyle())) : ToggleAppearance()
            }
        }
    }

    func testTheStylesViewShowsAndFlipsTheBinding() throws {
        try gtk {
            let on = Reported(false)
            let binding = Binding(get: { on.value }, set: { on.value = $0 })
            let (window, hosting) = show(Favorites(on: binding, styled: true), width: 220, height: 60)
            defer { window.destroy() }
            // SwiftUI: an outlined star, then "Favorites", no switch.
            XCTAssertTrue(descendants(of: window, GTK.Switch.self).isEmpty)
            let icons = { descendants(of: window, GTK.Image.self).compactMap(\.iconName) }
            XCTAssertEqual(icons(), ["non-starred-symbolic"])
            XCTAssertEqual(labelTexts(in: hosting.widget), ["Favorites"])
            let button = try XCTUnwrap(descendants(of: window, GTK.Button.self).first)
            XCTAssertTrue(button.accessibleProperty(.label, is: "Favorites"), "the style's button is named by the label")
            button.emit(.clicked)
            settle(window)
            XCTAssertTrue(on.value, "the style flipped the binding")
            hosting.rootView = Favorites(on: binding, styled: true)
            settle(window)
            XCTAssertEqual(icons(), ["starred-symbolic"], "and shows it on")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("toggle-style-custom.png"))

            // Without the style: GTK's switch, on, named by the label.
            hosting.rootView = Favorites(on: binding, styled: false)
            settle(window)
            let toggle = try XCTUnwrap(descendants(of: window, GTK.Switch.self).first)
            XCTAssertTrue(toggle.isOn)
            XCTAssertTrue(toggle.accessibleProperty(.label, is: "Favorites"))
        }
    }
}
