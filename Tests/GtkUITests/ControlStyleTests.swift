import XCTest
@testable import GtkUI

/// `.buttonStyle` and `.textFieldStyle`: GTK's flat button and entry.
final class ControlStyleTests: GtkTestCase {
    @MainActor
    private static func controls(flat: Bool) -> some View {
        let controls = HStack {
            Button("Star") {}
            TextField("Name", text: .constant("Ada"))
        }
        // What the styles write, in one view type so the controls update in place.
        return _EnvironmentWriter(content: controls) { environment in
            environment.buttonAppearance.isFlat = flat
            environment.textFieldsArePlain = flat
        }
    }

    func testBorderlessButtonsAndPlainFieldsAreFlat() throws {
        try gtk {
            let styled = HostingWidget(rootView: VStack {
                Button("A") {}.buttonStyle(.borderless)
                Button("B") {}.buttonStyle(.plain)
                Button("C") {}.buttonStyle(.bordered)
                TextField("D", text: .constant("")).textFieldStyle(.plain)
                TextField("E", text: .constant("")).textFieldStyle(.roundedBorder)
            })
            XCTAssertEqual(styled.widget.all(GTK.Button.self).map { $0.hasCSSClass("flat") }, [true, true, false])
            XCTAssertEqual(styled.widget.all(GTK.Entry.self).map { $0.hasCSSClass("flat") }, [true, false])

            let hosting = HostingWidget(rootView: Self.controls(flat: true))
            let button = try XCTUnwrap(hosting.widget.first(GTK.Button.self))
            let entry = try XCTUnwrap(hosting.widget.first(GTK.Entry.self))
            XCTAssertTrue(button.hasCSSClass("flat"))
            XCTAssertTrue(entry.hasCSSClass("flat"))
            hosting.update(Self.controls(flat: false))
            XCTAssertFalse(button.hasCSSClass("flat"), "the style changes in place")
            XCTAssertFalse(entry.hasCSSClass("flat"))
        }
    }
}
