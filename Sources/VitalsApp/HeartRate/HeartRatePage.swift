import Foundation
import GtkUI
import VitalsCore

/// The Heart Rate page of the main window: what the user must know, the import in
/// progress, and the day list — or, with no data yet, the empty state. The live heart rate
/// follows its source while the page is shown.
struct HeartRatePage: View {
    @ObservedObject var model: VitalsModel
    /// Whether the sample data was just removed: a bar offers to undo it.
    @State private var removedSampleData = false
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        VStack(spacing: 0) {
            if let notice = model.notice {
                NoticeBar(text: notice) { model.notice = nil }
            }
            if removedSampleData {
                NoticeBar(text: String(localized: "Sample data removed."), action: (String(localized: "Undo"), {
                    undoManager?.undo()
                    removedSampleData = false
                })) { removedSampleData = false }
            }
            if let activity = model.activeImport {
                ImportProgressBar(activity: activity)
            }
            if let results = model.lastImport {
                ImportResultsView(results: results, calendar: model.calendar) { model.lastImport = nil }
            }
            if model.days.isEmpty {
                EmptyStateView(model: model)
            } else {
                HeartRateList(model: model, days: model.days, scrollTarget: model.scrollTarget)
                DataActions(model: model) { removedSampleData = true }
            }
        }
        // Sample data back (undone, or added again): nothing left to undo here.
        .onChange(of: model.hasSampleData) { _, has in if has { removedSampleData = false } }
        .task { await model.heartData.follow() }
        // Files dropped on the page, and files the app is asked to open (`vitals FILE…`,
        // "Open With Vitals"), are imported.
        .dropDestination(for: URL.self) { urls, _ in
            let files = urls.filter(\.isFileURL)
            guard !files.isEmpty, model.activeImport == nil, !(model.store?.isReadOnly ?? true) else { return false }
            Task { await model.importFiles(files) }
            return true
        }
        .onOpenURL { url in
            guard url.isFileURL else { return }
            model.openedFiles.append(url)
            Task { await model.importOpenedFiles() }
        }
    }
}

/// The import's progress with a cancel button.
struct ImportProgressBar: View {
    @ObservedObject var activity: ImportActivity

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                ProgressView(title, value: activity.fraction)
                Text(activity.detail).font(.caption).foregroundStyle(.secondary)
            }
            Button("Cancel") { activity.cancel() }
                .accessibilityLabel("Cancel the import")
        }
        .padding(12)
    }

    private var title: String {
        activity.fileCount > 1
            ? String(localized: "Importing \(activity.file) (\(activity.fileNumber) of \(activity.fileCount))")
            : String(localized: "Importing \(activity.file)")
    }
}

/// The first run: nothing to show yet, so offer to import or to add sample data.
struct EmptyStateView: View {
    @ObservedObject var model: VitalsModel
    @State private var choosingFiles = false
    @State private var choosingFolder = false

    var body: some View {
        Placeholder(
            systemImage: "heart.fill", color: .pink, title: "No Heart-Rate Data",
            message: """
                Import what your watch, strap or app exported (Apple Health, FIT, TCX, GPX, \
                Fitbit, Gadgetbridge or CSV), drop the files here, or try the app with sample data.
                """
        ) {
            // Side by side, or one above the other in a narrow window.
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) { actions }
                VStack(spacing: 8) { actions }
            }
        }
        .modifier(ImportChoosers(choosingFiles: $choosingFiles, choosingFolder: $choosingFolder) { files in
            startImport(files)
        })
    }

    @ViewBuilder private var actions: some View {
        Button("Import…") { choosingFiles = true }
            .disabled(model.store?.isReadOnly ?? true || model.activeImport != nil)
        Button("Import Folder…") { choosingFolder = true }
            .disabled(model.store?.isReadOnly ?? true || model.activeImport != nil)
        Button("Add Sample Data") { model.addSampleData() }
            .disabled(model.store?.isReadOnly ?? true)
    }

    private func startImport(_ files: [URL]) {
        let model = self.model
        Task { await model.importFiles(files) }
    }
}

/// Below the list: import more, and take the sample data out in one action.
struct DataActions: View {
    @ObservedObject var model: VitalsModel
    /// Called once the sample data is removed (one undo step, offered in a bar).
    let removedSampleData: @MainActor () -> Void
    @Environment(\.undoManager) private var undoManager
    @State private var choosingFiles = false
    @State private var choosingFolder = false

    var body: some View {
        // One row, or the sample data's part below the imports in a narrow window.
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                importButtons
                Spacer()
                sampleData
            }
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 12) { importButtons }
                HStack(spacing: 12) { sampleData }
            }
        }
        .padding(12)
        .modifier(ImportChoosers(choosingFiles: $choosingFiles, choosingFolder: $choosingFolder) { files in
            let model = self.model
            Task { await model.importFiles(files) }
        })
    }

    @ViewBuilder private var importButtons: some View {
        Button("Import…") { choosingFiles = true }
        .disabled(model.store?.isReadOnly ?? true || model.activeImport != nil)
        Button("Import Folder…") { choosingFolder = true }
        .disabled(model.store?.isReadOnly ?? true || model.activeImport != nil)
    }

    @ViewBuilder private var sampleData: some View {
        if model.hasSampleData {
            Text("Includes sample data").foregroundStyle(.secondary).lineLimit(nil)
            Button("Remove Sample Data", role: .destructive) {
                model.removeSampleData(undoManager: undoManager)
                if !model.hasSampleData { removedSampleData() }
            }
                .disabled(model.store?.isReadOnly ?? true)
        }
    }
}
