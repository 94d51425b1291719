import Foundation
import GtkUI
import VitalsCore

/// Vitals: heart-rate days with sparklines and the live heart rate, and the medical
/// conditions, in the main window; a window per day, and one Trends window (Ctrl+Alt+0, the
/// seed's Option-Command-0).
public struct VitalsApp: App {
    /// The app's data, shared by its windows.
    public let model: VitalsModel

    /// The app over the default database (``StoreLocation/defaultDatabase(environment:)``).
    public init() {
        self.init(model: VitalsModel(database: StoreLocation.defaultDatabase()))
    }

    /// The app over `model`.
    public init(model: VitalsModel) {
        self.model = model
    }

    public var applicationID: String { Self.applicationID }

    /// The application ID used by the desktop file, metainfo, icons and settings.
    public static let applicationID = "io.github.vitalsapp.Vitals"

    public var body: some Scene {
        let model = self.model
        WindowGroup("Vitals") {
            MainView(model: model)
        }
        .defaultSize(width: 720, height: 640)
        .commands {
            // In the primary menu: every sample as CSV, as `vitals export --samples` writes.
            CommandGroup(after: .importExport) {
                Button("Export Samples…") {
                    ExportChooser.choose { file in Task { await model.exportSamples(to: file) } }
                }
                .disabled(model.store == nil)
            }
        }
        WindowGroup("Day", for: CalendarDay.self) { $day in
            DayDetailView(model: model, day: $day)
        }
        .defaultSize(width: 760, height: 720)
        Window("Trends", id: "trends") {
            TrendsView(model: model)
        }
        .defaultSize(width: 720, height: 480)
        .keyboardShortcut("0", modifiers: [.command, .option])
        Window("Sources", id: "sources") {
            SourcesView(model: model)
        }
        // Wide enough for a row's name, counts and dates beside its switch and Delete.
        .defaultSize(width: 760, height: 420)
        .keyboardShortcut("s", modifiers: [.command, .option])
        Window("Sensors", id: "sensors") {
            SensorsView(sensors: model.sensors)
        }
        .defaultSize(width: 560, height: 460)
        .keyboardShortcut("b", modifiers: [.command, .option])
    }
}

/// The main window's content: the Heart Rate and Conditions pages, switched from the
/// header bar, keeping the window's size in GSettings.
struct MainView: View {
    let model: VitalsModel
    @State private var page = MainPage.heartRate

    var body: some View {
        VStack(spacing: 0) {
            WindowSizeKeeper()
            switch page {
            case .heartRate: HeartRatePage(model: model)
            case .conditions: ConditionsPage(model: model.conditions)
            }
        }
        .background { PageShortcuts(page: $page) }
        // Closing the window or quitting: what the sensor measured is saved now.
        .onDisappear { model.sensors.saveNow() }
        .toolbar {
            ToolbarItem(placement: .principal) {
                // A narrow window switches pages from a drop-down.
                ViewThatFits(in: .horizontal) {
                    pagePicker.pickerStyle(.segmented)
                    pagePicker.pickerStyle(.menu).labelsHidden()
                }
            }
        }
    }

    private var pagePicker: some View {
        Picker("Page", selection: $page) {
            ForEach(MainPage.allCases, id: \.self) { Text($0.title).tag($0) }
        }
    }
}

/// The pages of the main window.
enum MainPage: CaseIterable, Hashable {
    case heartRate, conditions

    var title: String {
        switch self {
        case .heartRate: String(localized: "Heart Rate")
        case .conditions: String(localized: "Conditions")
        }
    }
}
