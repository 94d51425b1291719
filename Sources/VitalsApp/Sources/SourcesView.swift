import Foundation
import GtkUI
import VitalsCore

/// The Sources window: each device, app or file the stored samples came from, with its
/// sample count and time range, a switch that shows or hides it in the charts, and a button
/// that deletes its samples (one undo step).
struct SourcesView: View {
    @ObservedObject var model: VitalsModel
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Sources").font(.title)
            if model.sources.isEmpty {
                Text("No samples are stored yet.").foregroundStyle(.secondary)
            }
            List(model.sources) { source in
                SourceRow(
                    source: source, calendar: model.calendar, isReadOnly: model.store?.isReadOnly ?? true,
                    isShown: Binding(get: { !model.hiddenSources.contains(source.name) },
                                     set: { model.setSource(source.name, shown: $0) })
                ) {
                    model.deleteSamples(of: source, undoManager: undoManager)
                }
            }
            .frame(maxWidth: .infinity, minHeight: 240, maxHeight: .infinity)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .task { model.reloadSources() }
    }
}

/// One source: its name and kind, what it holds, and Delete.
struct SourceRow: View {
    let source: SourceSummary
    let calendar: Calendar
    let isReadOnly: Bool
    @Binding var isShown: Bool
    let delete: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                // Wrapped, so that a long name or a long language keeps the controls in view.
                Text(title).fontWeight(.bold).lineLimit(nil)
                Text(detail).foregroundStyle(.secondary).lineLimit(nil)
            }
            Spacer()
            Toggle("Show in Charts", isOn: $isShown)
                .accessibilityLabel("Show \(title) in the charts")
            Button("Delete Samples", role: .destructive, action: delete)
                .disabled(isReadOnly || source.sampleCount == 0)
                .accessibilityLabel("Delete the samples of \(title)")
        }
        .padding(.vertical, 4)
    }

    /// The source's name; the sample data's in the user's language (its stored name is
    /// data, the same in every language).
    private var title: String {
        source.kind == .sample ? SourceRow.kindName(.sample) : source.name
    }

    /// “FIT file · 3,590 samples · 1 Jun 2020 – 3 Jun 2020”.
    private var detail: String {
        // The sample data's title already says what it is.
        var parts = source.kind == .sample ? [] : [SourceRow.kindName(source.kind)]
        parts.append(String(localized: "\(source.sampleCount) samples"))
        if let range = source.timeRange {
            let style = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: .session, calendar: calendar, timeZone: calendar.timeZone)
            parts.append("\(range.lowerBound.formatted(style)) – \(range.upperBound.formatted(style))")
        }
        if let device = source.device {
            parts.append(device)
        }
        return parts.joined(separator: " · ")
    }

    /// How samples of `kind` arrived, for people.
    static func kindName(_ kind: SourceKind) -> String {
        switch kind {
        case .csv: String(localized: "CSV file")
        case .appleHealth: "Apple Health"
        case .fit: String(localized: "FIT file")
        case .tcx: String(localized: "TCX file")
        case .gpx: String(localized: "GPX file")
        case .fitbit: "Fitbit"
        case .gadgetbridge: "Gadgetbridge"
        case .ble: String(localized: "Bluetooth sensor")
        case .sample: String(localized: "Sample data")
        }
    }
}
