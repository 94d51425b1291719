import CGtk
import XCTest
@testable import GtkUI

/// `accessibilityElement(children:)`: one element (a GTK group) for several views, read
/// back through GTK's accessibility test API (`GTK_A11Y=test`).
final class AccessibilityElementTests: GtkTestCase {
    /// A figure whose value changes inside a child view, without the element updating.
    private struct Reading: View {
        let bump: Reported<(() -> Void)?>
        @State private var beats = 72

        var body: some View {
            Text("\(beats) BPM")
                .onAppear { bump.value = { beats += 8 } }
        }
    }

    private struct Card: View {
        let behavior: AccessibilityChildBehavior
        let label: String?
        let bump: Reported<(() -> Void)?>

        var body: some View {
            let element = VStack {
                HStack { Image(systemName: "heart.fill"); Text("Heart rate") }
                Reading(bump: bump)
            }
            .accessibilityElement(children: behavior)
            if let label { element.accessibilityLabel(label) } else { element }
        }
    }

    @MainActor
    private static func element(in hosting: HostingWidget<some View>) throws -> GTK.Widget {
        let found = descendants(of: hosting.widget, GTK.Bin.self).first {
            gtk_accessible_get_accessible_role(OpaquePointer($0.widgetPointer)) == GTK_ACCESSIBLE_ROLE_GROUP
        }
        return try XCTUnwrap(found, "a group")
    }

    func testCombineNamesTheGroupByTheTextInsideAndFollowsIt() throws {
        try gtk {
            let bump = Reported<(() -> Void)?>(nil)
            let (window, hosting) = show(Card(behavior: .combine, label: nil, bump: bump))
            defer { window.destroy() }
            let element = try Self.element(in: hosting)
            XCTAssertTrue(element.accessibleProperty(.label, is: "Heart rate, 72 BPM"))
            let content = try XCTUnwrap(element.children.first)
            XCTAssertTrue(content.accessibleState(.hidden, is: true), "the views inside are not read again")

            // The figure changes inside its own view: the name follows.
            try XCTUnwrap(bump.value)()
            settle(window)
            XCTAssertTrue(element.accessibleProperty(.label, is: "Heart rate, 80 BPM"))
        }
    }

    func testALabelOutsideWinsAndIgnoreHidesTheViewsInside() throws {
        try gtk {
            let bump = Reported<(() -> Void)?>(nil)
            let (window, hosting) = show(Card(behavior: .combine, label: "Pulse", bump: bump))
            defer { window.destroy() }
            XCTAssertTrue(try Self.element(in: hosting).accessibleProperty(.label, is: "Pulse"))

            let (ignoring, ignoringHosting) = show(Card(behavior: .ignore, label: "Pulse, resting", bump: bump))
            defer { ignoring.destroy() }
            let element = try Self.element(in: ignoringHosting)
            XCTAssertTrue(element.accessibleProperty(.label, is: "Pulse, resting"))
            XCTAssertTrue(try XCTUnwrap(element.children.first).accessibleState(.hidden, is: true))
        }
    }

    func testContainKeepsTheViewsInsideReadAndCombineKeepsAButtonReachable() throws {
        try gtk {
            let bump = Reported<(() -> Void)?>(nil)
            let (window, hosting) = show(Card(behavior: .contain, label: "Heart rate card", bump: bump))
            defer { window.destroy() }
            let element = try Self.element(in: hosting)
            XCTAssertTrue(element.accessibleProperty(.label, is: "Heart rate card"))
            XCTAssertTrue(try XCTUnwrap(element.children.first).accessibleState(.hidden, is: false))

            let (withButton, buttonHosting) = show(
                HStack { Text("Asthma"); Button("Delete") {} }.accessibilityElement(children: .combine))
            defer { withButton.destroy() }
            let combined = try Self.element(in: buttonHosting)
            XCTAssertTrue(combined.accessibleProperty(.label, is: "Asthma, Delete"))
            XCTAssertTrue(try XCTUnwrap(combined.children.first).accessibleState(.hidden, is: false),
                          "a button inside stays reachable")
        }
    }
}
