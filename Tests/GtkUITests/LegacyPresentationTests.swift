import Foundation
import XCTest
@testable import GtkUI

/// An error with the texts SwiftUI's `alert(isPresented:error:)` reads.
private struct SyncError: LocalizedError {
    var errorDescription: String? { "Sync failed" }
    var recoverySuggestion: String? { "Check the strap is in range." }
}

/// The pre-2022 spellings much code still has: `NavigationView` with links, and an alert
/// about a `LocalizedError`.
private struct OldStyleScreen: View {
    @State private var failing = false
    @State private var error: SyncError?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Settings", destination: Text("Settings page"))
                Button("Sync") {
                    error = SyncError()
                    failing = true
                }
            }
            .navigationBarTitle("Devices")
        }
        .navigationViewStyle(.stack)
        .alert(isPresented: $failing, error: error) { _ in
            Button("OK") {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

final class LegacyPresentationTests: GtkTestCase {
    func testNavigationViewPushesALinksDestination() throws {
        try gtk {
            let (window, _) = show(OldStyleScreen(), width: 360, height: 240)
            defer { window.destroy() }
            XCTAssertTrue(shows("Sync", in: window))
            let link = try XCTUnwrap(linkButton("Settings", in: window))
            link.emit(.clicked)
            settle(window)
            XCTAssertTrue(MainLoop.run(until: { shows("Settings page", in: window) }), "the destination is pushed")
        }
    }

    func testAnAlertAboutAnErrorIsTitledByItsDescription() throws {
        try gtk {
            let (window, _) = show(OldStyleScreen(), width: 360, height: 240)
            defer { window.destroy() }
            try XCTUnwrap(buttons("Sync", in: window).first).emit(.clicked)
            settle(window)
            // SwiftUI: an alert titled "Sync failed" with the suggestion and an OK button.
            let alert = try XCTUnwrap(shownWindow(titled: "Sync failed"))
            XCTAssertTrue(MainLoop.run(until: { alert.isMapped }))
            settle(alert)
            XCTAssertTrue(labelTexts(in: alert).contains("Check the strap is in range."))
            let ok = try XCTUnwrap(buttons("OK", in: alert).first)
            ok.emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { !alert.isVisible }), "OK closes it")
        }
    }
}
