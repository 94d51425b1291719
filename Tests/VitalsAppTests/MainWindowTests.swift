import CGtk
import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import GtkCharts
@testable import VitalsApp
import GtkTestSupport

/// The real app: the heart-rate list with its live cell, day windows, the Trends window.
final class MainWindowTests: VitalsTestCase {
    func testTheListShowsTheLiveRowThenTheDaysNewestFirst() throws {
        try gtk {
            let app = try RunningVitals { try $0.addSampleData(days: 14) }
            defer { app.quit() }
            XCTAssertGreaterThanOrEqual(app.model.days.count, 14, "14 days of sample data")
            let list = try listView(of: app)
            let shown = rows(of: list)
            XCTAssertGreaterThan(shown.count, 3)
            let live = labelTexts(in: shown[0])
            XCTAssertTrue(live.contains("Heart Rate"), "\(live)")
            XCTAssertTrue(live.contains("Live · Demo sensor"), "\(live)")
            let newest = try XCTUnwrap(app.model.days.first)
            let first = labelTexts(in: shown[1])
            XCTAssertTrue(first.contains(app.model.dayNames.short(newest.day) + " · Sample data"), "\(first)")
            XCTAssertTrue(first.contains("latest"), "the big figure says what it is: \(first)")
            XCTAssertTrue(first.contains("\(Int(newest.latestBeatsPerMinute.rounded()))"), "\(first)")
            XCTAssertTrue(first.contains("BPM"))
            XCTAssertEqual(widgets(named: "GtkuiCanvas", in: shown[1]).count, 1, "a sparkline per day")
            // A screen reader reads a day row as one sentence.
            let sentence = app.model.dayNames.sentence(for: newest)
            XCTAssertTrue(sentence.hasPrefix("Heart rate, \(app.model.dayNames.long(newest.day)), latest "), sentence)
            XCTAssertTrue(sentence.contains(", range \(Int(newest.minimum.rounded())) to \(Int(newest.maximum.rounded()))"), sentence)
            XCTAssertTrue(shown[1].accessibleProperty(.label, is: sentence), "the row widget is named: \(sentence)")
            // Its sparkline of hourly means is described by the day's samples.
            let points = app.model.sparkline(of: newest.day)
            let described = HeartRateChartDescriptor(day: newest, points: points, names: app.model.dayNames)
                .makeChartDescriptor().spokenDescription()
            XCTAssertTrue(described.hasPrefix("\(newest.sampleCount) samples; minimum \(Int(newest.minimum.rounded())), "), described)
            // Just after midnight today has one hourly mean: the count is said in the singular.
            let pointCount = "\(points.count) data \(points.count == 1 ? "point" : "points")"
            XCTAssertTrue(described.hasSuffix("Hourly mean: \(pointCount)."), described)
            let sparkline = try XCTUnwrap(widgets(named: "GtkuiCanvas", in: shown[1]).first)
            XCTAssertTrue(sparkline.accessibleProperty(.description, is: described), described)
            let window = try XCTUnwrap(app.mainWindow)
            try WidgetRenderer.render(window.window).writePNG(to: artifactPath("vitals-main.png"))
            // Selecting a row leaves its contents where they are (no mark pushes them aside).
            let before = sparkline.borrowed.bounds(in: shown[1].borrowed)
            let model = try XCTUnwrap(gtk_list_view_get_model(OpaquePointer(list.widgetPointer)))
            gtk_selection_model_select_item(model, 1, 1)
            settle(window.window)
            XCTAssertEqual(sparkline.borrowed.bounds(in: shown[1].borrowed), before)
            // On the theme's solid selection the pink title takes the row's light text color.
            let color = { (widget: GTK.Widget) -> GdkRGBA in
                var rgba = GdkRGBA()
                gtk_style_context_get_color(gtk_widget_get_style_context(widget.widgetPointer), &rgba)
                return rgba
            }
            let title = try XCTUnwrap(widgets(named: "GtkLabel", in: shown[1]).first { $0.cast(to: GTK.Label.self)?.text == "Heart Rate" })
            let (titleColor, rowColor) = (color(title), color(shown[1]))
            XCTAssertEqual([titleColor.red, titleColor.green, titleColor.blue], [rowColor.red, rowColor.green, rowColor.blue])
            let unselectedTitle = try XCTUnwrap(widgets(named: "GtkLabel", in: shown[2]).first { $0.cast(to: GTK.Label.self)?.text == "Heart Rate" })
            XCTAssertNotEqual(color(unselectedTitle).green, color(shown[2]).green, "pink elsewhere")
            try WidgetRenderer.render(window.window).writePNG(to: artifactPath("vitals-main-selected.png"))
        }
    }

    func testTheLiveValueChangesOnlyTheLiveCell() throws {
        try gtk {
            let app = try RunningVitals { try $0.addSampleData(days: 14) }
            defer { app.quit() }
            let list = try listView(of: app)
            app.model.heartData.receive(HeartRateSample(timestamp: Date(), beatsPerMinute: 80, source: "test"))
            settle(list)
            let before = rows(of: list).map(labelTexts)
            let counters = GraphCounters.snapshot
            app.model.heartData.receive(HeartRateSample(timestamp: Date(), beatsPerMinute: 123, source: "test"))
            settle(list)
            let changed = GraphCounters.snapshot.since(counters)
            let after = rows(of: list).map(labelTexts)
            XCTAssertTrue(after[0].contains("123"), "\(after[0])")
            XCTAssertEqual(Array(after.dropFirst()), Array(before.dropFirst()), "day rows unchanged")
            // The live row reads as one sentence that follows the value.
            let live = try XCTUnwrap(rows(of: list).first)
            XCTAssertTrue(live.accessibleProperty(.label, is: "Live heart rate, 123 BPM now, simulated by the demo sensor"),
                          "the live row is named with its value")
            // The live cell and its four parts (title, value, sparkline, cell); no day cell.
            XCTAssertLessThanOrEqual(changed.bodyEvaluations, 5, "\(changed)")
            XCTAssertEqual(changed.widgetsMade, 0, "\(changed)")
            XCTAssertEqual(changed.widgetsDismantled, 0, "\(changed)")
        }
    }

    func testTheSimulatedSourceFeedsTheLiveCell() throws {
        try gtk {
            let app = try RunningVitals(liveSource: SimulatedHeartRateSource(interval: .milliseconds(50), seed: 7)) {
                try $0.addSampleData(days: 2)
            }
            defer { app.quit() }
            let list = try listView(of: app)
            XCTAssertTrue(MainLoop.run(until: { app.model.heartData.recent.count >= 3 }, timeout: .seconds(5)))
            // A value shows from the frame after it arrives, and values arrive every 50 ms:
            // wait until the cell shows the model's latest one.
            var live: [String] = []
            let caughtUp = MainLoop.run(until: {
                live = rows(of: list).first.map(labelTexts) ?? []
                return live.contains("\(app.model.heartData.beatsPerMinute)")
            }, timeout: .seconds(5))
            XCTAssertTrue(caughtUp, "the live cell shows the latest value: \(live)")
            XCTAssertTrue(live.contains("Live · Demo sensor"), "\(live)")
            app.settleWindows()
            let window = try XCTUnwrap(app.mainWindow).window
            try WidgetRenderer.render(window).writePNG(to: artifactPath("vitals-main-live.png"))
            XCTAssertTrue((55...140).contains(app.model.heartData.beatsPerMinute))
        }
    }

    func testActivatingADayTwiceOpensOneWindow() throws {
        try gtk {
            let app = try RunningVitals { try $0.addSampleData(days: 14) }
            defer { app.quit() }
            let list = try listView(of: app)
            activate(row: 1, in: list)
            app.settleWindows()
            XCTAssertEqual(app.windows.count, 2)
            let detail = try XCTUnwrap(app.windows.first { $0.scene.title == "Day" })
            let newest = try XCTUnwrap(app.model.days.first)
            XCTAssertEqual(detail.value, AnyHashable(newest.day))
            // Activating it again brings the same window forward.
            activate(row: 1, in: list)
            app.settleWindows()
            XCTAssertEqual(app.windows.count, 2, "the same day focuses its window")
            // Another day gets its own window.
            activate(row: 2, in: list)
            app.settleWindows()
            XCTAssertEqual(app.windows.count, 3)
            // Activating the live row opens the Sensors window.
            activate(row: 0, in: list)
            app.settleWindows()
            XCTAssertEqual(app.windows.count, 4)
            XCTAssertTrue(app.windows.contains { $0.scene.title == "Sensors" })

            let texts = labelTexts(in: detail.window)
            XCTAssertTrue(texts.contains(app.model.dayNames.long(newest.day)), "\(texts)")
            XCTAssertEqual(detail.window.title, app.model.dayNames.long(newest.day), "the window says which day")
            let other = try XCTUnwrap(app.windows.first { $0.scene.title == "Day" && $0 !== detail })
            XCTAssertNotEqual(other.window.title, detail.window.title)
            for figure in ["Minimum", "Maximum", "Average", "Resting", "Samples by Hour"] {
                XCTAssertTrue(texts.contains(figure), figure)
            }
            XCTAssertTrue(texts.contains("\(Int(newest.minimum.rounded())) BPM"), "\(texts)")
            // Each figure reads as one element naming what it is.
            let minimumFigure = "Minimum, \(Int(newest.minimum.rounded())) BPM"
            XCTAssertTrue(widgets(named: "GtkuiBin", in: detail.window).contains { $0.accessibleProperty(.label, is: minimumFigure) }, minimumFigure)
            XCTAssertEqual(widgets(named: "GtkuiCanvas", in: detail.window).count, 1)
            // Each hour reads as one line naming its columns, on the hour's cell.
            let hours = HourlySampleRow.rows(of: app.model.samples(on: newest.day), calendar: app.model.calendar)
            let first = try XCTUnwrap(hours.first)
            let line = "\(app.model.dayNames.time(first.hour)): \(first.count) samples, lowest \(Int(first.minimum.rounded())), "
                + "average \(Int(first.average.rounded())), highest \(Int(first.maximum.rounded()))"
            XCTAssertTrue(widgets(named: "GtkLabel", in: detail.window).contains { $0.accessibleProperty(.label, is: line) }, line)
            try WidgetRenderer.render(detail.window).writePNG(to: artifactPath("vitals-day.png"))

            // It fits half a 1280 px screen (GDK_SCALE=2 doubles it).
            var minimum: Int32 = 0
            gtk_widget_measure(detail.window.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            XCTAssertLessThanOrEqual(minimum, 640, "the Day window's minimum width")
            // Previous Day (Alt+Left) shows the day before in the same window; there is no
            // next day after the newest.
            let buttons = widgets(named: "GtkButton", in: detail.window)
            let previous = try XCTUnwrap(buttons.first { $0.accessibleProperty(.label, is: "Previous Day") }?.cast(to: GTK.Button.self))
            let next = try XCTUnwrap(buttons.first { $0.accessibleProperty(.label, is: "Next Day") })
            XCTAssertFalse(next.isSensitive, "nothing after the newest day")
            previous.emit(.clicked)
            app.settleWindows()
            XCTAssertEqual(detail.window.title, app.model.dayNames.long(app.model.days[1].day))
            XCTAssertTrue(next.isSensitive)
        }
    }

    func testTheTrendsWindowChartsDailyAveragesAndIsOnCtrlAltZero() throws {
        try gtk {
            let app = try RunningVitals { try $0.addSampleData(days: 14) }
            defer { app.quit() }
            let accels = app.runtime.application.accelerators(for: "app.\(AppActionName.openScene)2")
            XCTAssertTrue(accels.contains("<Control><Alt>0"), "\(accels)")
            // Typed on the display, as a person does: once from the main window, once more
            // from the Trends window it opened, which keeps it to one window.
            try app.focusMainWindow()
            XCTAssertTrue(KeySynthesizer.type("<Control><Alt>0"))
            XCTAssertTrue(MainLoop.run(until: { app.windows.contains { $0.scene.id == "trends" } }))
            app.settleWindows()
            XCTAssertTrue(KeySynthesizer.type("<Control><Alt>0"))
            app.settleWindows()
            let trends = try XCTUnwrap(app.windows.first { $0.scene.id == "trends" })
            XCTAssertEqual(app.windows.filter { $0.scene.id == "trends" }.count, 1)
            XCTAssertTrue(labelTexts(in: trends.window).contains("Daily Heart Rate"))
            XCTAssertEqual(widgets(named: "GtkuiCanvas", in: trends.window).count, 1)
            XCTAssertEqual(widgets(named: "GtkDropDown", in: trends.window).count, 1, "the 30/90/365 picker")
            let calendar = app.model.calendar
            let interval = TrendRange.interval(days: 30, calendar: calendar)
            let days = TrendRange.days(of: app.model.days, in: interval, calendar: calendar)
            XCTAssertEqual(days.count, app.model.days.count, "every sample day is in the last 30")
            XCTAssertTrue(days.allSatisfy { $0.minimum <= $0.resting && $0.minimum <= $0.average && $0.average <= $0.maximum })
            // The axis covers every day's range, so it stays put as the range changes.
            let scale = TrendRange.scale(of: app.model.days)
            XCTAssertLessThanOrEqual(scale.lowerBound, app.model.days.map(\.minimum).min() ?? 0)
            XCTAssertGreaterThanOrEqual(scale.upperBound, app.model.days.map(\.maximum).max() ?? 0)
            // The previous 30 days end the day before this range begins; with all the data
            // in this range, there is nothing earlier to go to, and nothing later.
            let earlier = TrendRange.interval(days: 30, rangesBack: 1, calendar: calendar)
            XCTAssertEqual(earlier.end, interval.start)
            let buttons = widgets(named: "GtkButton", in: trends.window)
            XCTAssertEqual(buttons.first { $0.accessibleProperty(.label, is: "Earlier") }?.isSensitive, false)
            XCTAssertEqual(buttons.first { $0.accessibleProperty(.label, is: "Later") }?.isSensitive, false)
            try WidgetRenderer.render(trends.window).writePNG(to: artifactPath("vitals-trends.png"))
        }
    }
}
