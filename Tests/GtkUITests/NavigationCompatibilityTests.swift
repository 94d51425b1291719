// This file imports only GtkUI and XCTest, as SwiftUI code imports only SwiftUI: the
// snippets below follow Apple's documentation samples for navigation and presentation
// and compile with the import changed.
import XCTest
@testable import GtkUI

// MARK: A list → detail NavigationStack (NavigationStack's documentation)

private struct Park: Identifiable, Hashable {
    let id = UUID()
    let name: String
}

private struct ParkDetails: View {
    let park: Park
    var body: some View {
        Text("Welcome to \(park.name)")
            .navigationTitle(park.name)
            .navigationBarTitleDisplayMode(.inline)
    }
}

private struct ParksView: View {
    let parks: [Park]
    @State private var presentedParks = NavigationPath()

    var body: some View {
        NavigationStack(path: $presentedParks) {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
            .navigationTitle("Parks")
        }
    }
}

// MARK: A settings sheet with dismiss (DismissAction's documentation)

private struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Notifications", isOn: $notifications)
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

private struct SettingsButton: View {
    @State private var isShowingSheet = false
    let dismissals: Reported<Int>

    var body: some View {
        Button("Settings") {
            isShowingSheet.toggle()
        }
        .sheet(isPresented: $isShowingSheet, onDismiss: didDismiss) {
            SettingsSheet()
        }
    }

    func didDismiss() {
        dismissals.value += 1
    }
}

// MARK: A delete confirmation (alert(_:isPresented:presenting:actions:message:))

private struct FileDetails: Identifiable {
    var name: String
    var fileType: UTType
    var id: String { name }
}

private struct FileList: View {
    @State private var didError = false
    @State private var isConfirming = false
    @State private var details: FileDetails?
    @State private var isEmptying = false

    var body: some View {
        VStack {
            Button("Delete “Report”") {
                details = FileDetails(name: "Report", fileType: .pdf)
                isConfirming = true
            }
            Button("Empty Trash") { isEmptying = true }
        }
        .alert("Are you sure you want to delete this?", isPresented: $isConfirming, presenting: details) { detail in
            Button(role: .destructive) {
                // Handle the deletion.
            } label: {
                Text("Delete \(detail.name)")
            }
            Button("Cancel", role: .cancel) {}
        } message: { detail in
            Text("This will permanently delete \(detail.name).")
        }
        .confirmationDialog(
            "Permanently erase the items in the trash?", isPresented: $isEmptying, titleVisibility: .visible
        ) {
            Button("Empty Trash", role: .destructive) {
                // Handle empty trash action.
            }
        }
    }
}

// MARK: A file importer (fileImporter's documentation)

private struct ImportButton: View {
    @State private var importing = false
    @State private var message = ""

    var body: some View {
        VStack {
            Button("Import") {
                importing = true
            }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
                switch result {
                case .success(let file):
                    message = file.absoluteString
                case .failure(let error):
                    message = error.localizedDescription
                }
            }
            .fileImporter(
                isPresented: $importing, allowedContentTypes: [.commaSeparatedText, .json],
                allowsMultipleSelection: true
            ) { result in
                if case .success(let files) = result { message = "\(files.count) files" }
            }
            Text(message)
        }
    }
}

// MARK: A split view and a popover

private struct Mailbox: View {
    @State private var folders = ["Inbox", "Sent", "Archive"]
    @State private var selection: String?
    @State private var showsInfo = false

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(folders, id: \.self) { folder in
                    Text(folder)
                }
            }
            .navigationSplitViewColumnWidth(min: 180, ideal: 200)
        } detail: {
            Text(selection ?? "Choose a folder")
                .popover(isPresented: $showsInfo) {
                    Text("Popover Content")
                        .padding()
                }
        }
    }
}

/// The samples compile unchanged and behave as a GNOME user expects.
final class NavigationCompatibilityTests: GtkTestCase {
    func testTheListDetailSamplePushesAPark() throws {
        try gtk {
            let parks = [Park(name: "Yosemite"), Park(name: "Sequoia")]
            let (window, _) = show(ParksView(parks: parks), width: 360, height: 300)
            defer { window.destroy() }
            let link = try XCTUnwrap(buttons("Sequoia", in: window).first)
            link.emit(.clicked)
            settle(window)
            XCTAssertTrue(MainLoop.run(until: { labelTexts(in: window).contains("Welcome to Sequoia") }))
        }
    }

    func testTheSettingsSheetSampleShowsCancelAndDoneInTheSheetsHeaderBar() throws {
        try gtk {
            let dismissals = Reported(0)
            let app = TestApp { WindowGroup("Main") { SettingsButton(dismissals: dismissals) } }
            let main = try XCTUnwrap(app.windows.first)
            try XCTUnwrap(button("Settings", in: main)).emit(.clicked)
            settle(main.window)
            let sheet = try XCTUnwrap(shownWindow(titled: "Settings"), "the stack's root title titles the sheet")
            XCTAssertTrue(MainLoop.run(until: { sheet.isMapped }))
            settle(sheet)
            let header = try XCTUnwrap(descendants(of: sheet, GTK.HeaderBar.self).first)
            XCTAssertEqual(buttons("Cancel", in: header).count, 1, "Cancel in the sheet's header bar")
            XCTAssertEqual(buttons("Done", in: header).count, 1)
            XCTAssertTrue(labelTexts(in: sheet).contains("Notifications"))
            try WidgetRenderer.render(sheet).writePNG(to: Artifacts.path("sheet-settings.png"))
            // SwiftUI on iOS shows this sheet as a card with a navigation bar: Cancel at the
            // leading edge, "Settings" in the middle, Done (bold) at the trailing edge.
            try XCTUnwrap(buttons("Done", in: header).first).emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { shownWindow(titled: "Settings") == nil }))
            XCTAssertEqual(dismissals.value, 1)
            app.quit()
        }
    }

    func testTheOtherSamplesShow() throws {
        try gtk {
            let (window, _) = show(FileList(), width: 360, height: 200)
            defer { window.destroy() }
            try XCTUnwrap(buttons("Delete “Report”", in: window).first).emit(.clicked)
            settle(window)
            let alert = try XCTUnwrap(shownWindow(titled: "Are you sure you want to delete this?"))
            XCTAssertTrue(labelTexts(in: alert).contains("This will permanently delete Report."))
            try XCTUnwrap(buttons("Cancel", in: alert).first).emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { shownWindow(titled: "Are you sure you want to delete this?") == nil }))

            let (mail, _) = show(Mailbox(), width: 480, height: 300)
            defer { mail.destroy() }
            XCTAssertEqual(descendants(of: mail, GTK.Paned.self).count, 1)
            XCTAssertTrue(labelTexts(in: mail).contains("Choose a folder"))
            try WidgetRenderer.render(mail).writePNG(to: Artifacts.path("split-view.png"))
            _ = ImportButton()
        }
    }
}
