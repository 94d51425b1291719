import Foundation
import GtkUI
import VitalsCore

/// The heart-rate days, built the way an existing GTK app builds a list: a `GtkListView`
/// in a scrolled window (GtkUI's ``ScrolledListView``), over a ``ListDataSource`` of row
/// IDs (the live row, then the days newest first), whose rows host declarative cells
/// through ``HostingConfiguration``. As a representable it sits in the declarative main
/// window.
///
/// Activating a day (double click, Enter) opens its detail window with the environment's
/// `openWindow`; the selected day shows a checkmark through the cell state handler.
struct HeartRateList: WidgetRepresentable {
    let model: VitalsModel
    /// The days to show, newest first.
    let days: [DaySummary]
    /// A day to scroll to when it changes (the newest imported one).
    var scrollTarget: CalendarDay?

    @MainActor
    final class Coordinator {
        let dataSource = ListDataSource<HeartRateSection, HeartRateRow>()
        var factory: ListItemFactory<HeartRateSection, HeartRateRow>?
        /// The summaries the cells show, by day.
        var summaries: [CalendarDay: DaySummary] = [:]
        var openWindow: OpenWindowAction?
        var listView: GTK.ListView?
        var activation: SignalConnection?
        var scrolledTo: CalendarDay?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.ScrolledWindow {
        let coordinator = context.coordinator
        let model = self.model
        let factory = ListItemFactory(coordinator.dataSource) { [weak coordinator] cell, row in
            switch row.itemID {
            case .live:
                cell.configurationUpdateHandler = nil
                cell.accessibilityLabel = nil
                cell.contentConfiguration = HostingConfiguration {
                    LiveHeartRateCell(data: model.heartData, names: model.dayNames) { [weak cell] sentence in
                        cell?.accessibilityLabel = sentence
                    }
                }
                    .margins(.all, 12)
            case let .day(day):
                guard let summary = coordinator?.summaries[day] else { return }
                let points = model.sparkline(of: day)
                let name = model.dayNames.short(day)
                let note = model.sampleDataDays.contains(day) ? String(localized: "\(name) · Sample data") : name
                cell.accessibilityLabel = model.dayNames.sentence(for: summary)
                let descriptor = HeartRateChartDescriptor(day: summary, points: points, names: model.dayNames)
                // GTK's selected-row style marks the selection: the cell draws nothing for it
                // (a check mark made the row's contents jump sideways).
                cell.configurationUpdateHandler = nil
                cell.contentConfiguration = HostingConfiguration {
                    HeartRateCell(
                        note: note, time: summary.latestTimestamp,
                        beatsPerMinute: Int(summary.latestBeatsPerMinute.rounded()), caption: String(localized: "latest"),
                        points: points, chartDescriptor: descriptor)
                }
                .margins(.all, 12)
            case nil:
                break
            }
        }
        coordinator.factory = factory

        let list = ScrolledListView(coordinator.dataSource, factory: factory)
        list.listView.showsSeparators = true
        coordinator.listView = list.listView
        coordinator.activation = list.listView.connect(.activate) { [weak coordinator] _, position in
            coordinator?.activate(position: Int(position))
        }
        let scrolled = list.scrolledWindow
        scrolled.policy = (.never, .automatic)
        return scrolled
    }

    func updateWidget(_ scrolled: GTK.ScrolledWindow, context: Context) {
        let coordinator = context.coordinator
        coordinator.openWindow = context.environment.openWindow
        var changed: [HeartRateRow] = []
        var summaries: [CalendarDay: DaySummary] = [:]
        summaries.reserveCapacity(days.count)
        var rows: [HeartRateRow] = []
        rows.reserveCapacity(days.count)
        for summary in days {
            rows.append(.day(summary.day))
            summaries[summary.day] = summary
            if let shown = coordinator.summaries[summary.day], shown != summary {
                changed.append(.day(summary.day))
            }
        }
        coordinator.summaries = summaries
        var snapshot = ListSnapshot<HeartRateSection, HeartRateRow>()
        snapshot.appendSections([.live, .days])
        snapshot.appendItems([.live], toSection: .live)
        snapshot.appendItems(rows, toSection: .days)
        snapshot.reconfigureItems(changed)
        do {
            try coordinator.dataSource.apply(snapshot)
        } catch {
            // Days are unique by construction; a duplicate would be a store bug. Say so and
            // keep what the list shows.
            model.notice = String(localized: "The day list could not be shown: \(String(describing: error))")
        }
        if let scrollTarget, scrollTarget != coordinator.scrolledTo,
           let index = days.firstIndex(where: { $0.day == scrollTarget }) {
            coordinator.scrolledTo = scrollTarget
            coordinator.scroll(to: index + 1)  // after the live row
        }
    }

    static func dismantleWidget(_ scrolled: GTK.ScrolledWindow, coordinator: Coordinator) {
        if let listView = coordinator.listView, let activation = coordinator.activation {
            listView.disconnect(activation)
        }
        coordinator.activation = nil
    }
}

extension HeartRateList.Coordinator {
    /// Scrolls to the row at `position` in the next turn of the loop, once the list has taken
    /// its rows.
    func scroll(to position: Int) {
        Task { @MainActor [weak self] in
            self?.listView?.scrollToItem(at: position)
        }
    }

    /// The row at `position` was activated: a day opens its detail window, the live row the
    /// Sensors window.
    func activate(position: Int) {
        switch dataSource.itemIdentifier(at: position) {
        case let .day(day): openWindow?(value: day)
        case .live: openWindow?(id: "sensors")
        case nil: break
        }
    }
}
