import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// DatePicker: a menu button showing the date, a popover with a GtkCalendar.
final class DatePickerTests: GtkTestCase {
    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)) ?? Date()
    }

    private static func formatted(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    @MainActor private static func select(_ calendar: GTK.Calendar, _ year: Int32, _ month: Int32, _ day: Int32) {
        guard let picked = g_date_time_new_local(year, month, day, 0, 0, 0) else { return XCTFail("no date") }
        gtk_calendar_select_day(calendar.calendarPointer, picked)  // as a click on the day would
        g_date_time_unref(picked)
    }

    func testPickingADayKeepsTheTimeAndTheBindingUpdatesWithoutEcho() throws {
        try gtk {
            let birthday = Recorded(Self.date(2024, 3, 14, 15, 30))
            @MainActor func view() -> some View {
                DatePicker("Birthday", selection: birthday.binding, displayedComponents: .date)
            }
            let hosting = HostingWidget(rootView: view())
            let button = try XCTUnwrap(hosting.widget.first(GTK.MenuButton.self))
            let calendar = try XCTUnwrap(hosting.widget.first(GTK.Calendar.self))
            XCTAssertEqual(button.label, Self.formatted(birthday.value))
            XCTAssertEqual(calendar.selectedDay, GTK.Calendar.Day(year: 2024, month: 3, day: 14))
            XCTAssertEqual(hosting.widget.first(GTK.Label.self)?.text, "Birthday")

            Self.select(calendar, 2024, 7, 4)
            XCTAssertEqual(birthday.writes, [Self.date(2024, 7, 4, 15, 30)], "one write, same time of day")

            birthday.value = Self.date(1999, 12, 31, 8, 0)
            hosting.update(view())
            XCTAssertEqual(calendar.selectedDay, GTK.Calendar.Day(year: 1999, month: 12, day: 31))
            XCTAssertEqual(button.label, Self.formatted(birthday.value))
            XCTAssertEqual(birthday.writes.count, 1, "no echo")
            let idle = GraphCounters.snapshot
            hosting.update(view())
            XCTAssertEqual(GraphCounters.snapshot.since(idle).gtkSetterCalls, 0)
        }
    }

    func testPicksAreClampedToTheRange() throws {
        try gtk {
            let day = Recorded(Self.date(2024, 3, 14, 9))
            let range = Self.date(2024, 3, 1)...Self.date(2024, 3, 31, 23, 59)
            let hosting = HostingWidget(rootView: DatePicker(
                "Day", selection: day.binding, in: range, displayedComponents: .date))
            let calendar = try XCTUnwrap(hosting.widget.first(GTK.Calendar.self))
            Self.select(calendar, 2024, 5, 2)
            XCTAssertEqual(day.writes, [range.upperBound])
            XCTAssertEqual(calendar.selectedDay, GTK.Calendar.Day(year: 2024, month: 3, day: 31), "snapped back")
        }
    }

    func testHourAndMinuteEditTheTime() throws {
        gtk {
            let alarm = Recorded(Self.date(2024, 3, 14, 7, 15))
            let hosting = HostingWidget(rootView: DatePicker("Alarm", selection: alarm.binding))
            let spins = hosting.widget.all(GTK.SpinButton.self)
            XCTAssertEqual(spins.map(\.value), [7, 15])
            gtk_spin_button_set_value(spins[0].spinButtonPointer, 8)
            XCTAssertEqual(alarm.writes, [Self.date(2024, 3, 14, 8, 15)])
            let timeOnly = HostingWidget(rootView: DatePicker(
                "Alarm", selection: alarm.binding, displayedComponents: .hourAndMinute))
            XCTAssertEqual(timeOnly.widget.first(GTK.Calendar.self)?.isVisible, false)
        }
    }

    func testDismantlingADatePickerDisconnects() throws {
        try gtk {
            let closures = LiveObjects.signalClosureCount
            let day = Recorded(Self.date(2024, 3, 14))
            let hosting = HostingWidget(rootView: AnyView(DatePicker("Day", selection: day.binding)))
            let calendar = try XCTUnwrap(hosting.widget.first(GTK.Calendar.self))
            hosting.update(AnyView(Text("gone")))
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
            Self.select(calendar, 2024, 3, 20)
            XCTAssertEqual(day.writes, [])
        }
    }
}
