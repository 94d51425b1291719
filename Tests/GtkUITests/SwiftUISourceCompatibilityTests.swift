// This file imports only GtkUI and XCTest, as SwiftUI code imports only SwiftUI. (Inside
// this test target other files' imports of Foundation are visible too; what proves that
// GtkUI brings Foundation is the Examples package, none of whose files imports it:
// `scripts/build-examples`.)
import XCTest
@testable import GtkUI

/// SwiftUI code as people have it, compiling with only its import changed.
final class SwiftUISourceCompatibilityTests: GtkTestCase {
    /// A note with SwiftUI's first `onChange` form (one argument: the new value).
    private struct Note: View {
        struct Entry: Identifiable {
            let id = UUID()
            let written = Date(timeIntervalSince1970: 0)
            var text: String
        }

        let entry: Entry
        let changes: Reported<[String]>

        var body: some View {
            Text(entry.text)
                .onChange(of: entry.text) { newValue in changes.value.append("now \(newValue)") }
                .onChange(of: entry.text, perform: { changes.value.append("perform \($0)") })
        }
    }

    func testTheFirstOnChangeFormGetsTheNewValue() {
        gtk {
            let changes = Reported<[String]>([])
            let entry = Note.Entry(text: "Asthma")
            let hosting = HostingWidget(rootView: Note(entry: entry, changes: changes))
            UpdateScheduler.shared.flush()
            XCTAssertEqual(changes.value, [], "no change yet")
            var changed = entry
            changed.text = "Migraine"
            hosting.rootView = Note(entry: changed, changes: changes)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(changes.value.sorted(), ["now Migraine", "perform Migraine"])
            XCTAssertEqual(entry.written.timeIntervalSince1970, 0)
        }
    }
}
