import Foundation
import GtkUI
import VitalsCore

/// The Heart Rate page of the main window: what the user must know, the import in
/// progress, and the day list — or, with no data yet, the empty state. The live heart rate
/// follows its source while the page is shown.
struct HeartRatePage: View {
    @ObservedObject var model: VitalsModel

    var body: some View {
        VStack(spacing: 0) {
            if let notice = model.notice {
                NoticeBar(text: notice) { model.notice = nil }
            }
            if let activity = model.activeImport {
                ImportProgressBar(activity: activity)
            }
            if model.days.isEmpty {
                EmptyStateView(model: model)
            } else {
                HeartRateList(model: model, days: model.days)
                DataActions(model: model)
            }
        }
        .task { await model.heartData.follow() }
    }
}

/// The import's progress with a cancel button.
struct ImportProgressBar: View {
    @ObservedObject var activity: ImportActivity

    var body: some View {
        HStack(spacing: 12) {
            ProgressView("Importing \(activity.file)", value: activity.fraction)
            Button("Cancel") { activity.cancel() }
        }
        .padding(12)
    }
}

/// The first run: nothing to show yet, so offer to import or to add sample data.
struct EmptyStateView: View {
    let model: VitalsModel

    var body: some View {
        Placeholder(
            systemImage: "heart.fill", color: .pink, title: "No Heart-Rate Data",
            message: "Import a CSV file of timestamp and bpm, or try the app with sample data."
        ) {
            HStack(spacing: 12) {
                Button("Import…") { ImportChooser.choose { files in startImport(files) } }
                    .disabled(model.store?.isReadOnly ?? true)
                Button("Add Sample Data") { model.addSampleData() }
                    .disabled(model.store?.isReadOnly ?? true)
            }
        }
    }

    private func startImport(_ files: [URL]) {
        let model = self.model
        Task { await model.importFiles(files) }
    }
}

/// Below the list: import more, and take the sample data out in one action.
struct DataActions: View {
    @ObservedObject var model: VitalsModel
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        HStack(spacing: 12) {
            Button("Import…") {
                let model = self.model
                ImportChooser.choose { files in Task { await model.importFiles(files) } }
            }
            .disabled(model.store?.isReadOnly ?? true || model.activeImport != nil)
            Spacer()
            if model.hasSampleData {
                Text("Includes sample data").foregroundStyle(.secondary)
                Button("Remove Sample Data", role: .destructive) { model.removeSampleData(undoManager: undoManager) }
                    .disabled(model.store?.isReadOnly ?? true)
            }
        }
        .padding(12)
    }
}
