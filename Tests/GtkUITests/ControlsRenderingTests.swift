import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// A form with every control, rendered to `artifacts/controls.png` for people to look at.
final class ControlsRenderingTests: GtkTestCase {
    enum Period: String, CaseIterable, Hashable {
        case daily, weekly, monthly
    }

    @MainActor
    final class Form {
        let name = Recorded("Ada Lovelace")
        let password = Recorded("secret")
        let notifications = Recorded(true)
        let remember = Recorded(false)
        let volume = Recorded(0.6)
        let count = Recorded(3)
        let period = Recorded(Period.weekly)
        let day = Recorded(Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 14)) ?? Date())
    }

    @MainActor
    static func form(_ model: Form) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: model.name.binding)
            SecureField("Password", text: model.password.binding)
            Toggle("Notifications", isOn: model.notifications.binding)
            Toggle("Remember me", isOn: model.remember.binding).toggleStyle(.checkbox)
            Slider(value: model.volume.binding)
            Stepper("Count: \(model.count.value)", value: model.count.binding, in: 0...10)
            Picker("Repeat", selection: model.period.binding) {
                ForEach(Period.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
            }
            DatePicker("Birthday", selection: model.day.binding, displayedComponents: .date)
            ProgressView("Upload", value: 0.4)
            ProgressView()
            HStack {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
            }
        }
    }

    func testAFormOfEveryControlRenders() throws {
        try gtk {
            let window = GTK.Window(title: "Controls", width: 420, height: -1)
            let model = Form()
            let hosting = HostingWidget(rootView: Self.form(model))
            for edge in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                         gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
                edge(hosting.widget.widgetPointer, 18)
            }
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.isMapped && hosting.widget.width > 0 }))
            MainLoop.drain()
            let image = try WidgetRenderer.render(window)
            try image.writePNG(to: Artifacts.path("controls.png"))
            XCTAssertEqual(image.width, window.width)
            let writes = [model.name.writes.count, model.password.writes.count, model.notifications.writes.count,
                          model.remember.writes.count, model.volume.writes.count, model.count.writes.count,
                          model.period.writes.count, model.day.writes.count]
            XCTAssertEqual(writes, Array(repeating: 0, count: 8), "showing the form wrote nothing back")
            window.destroy()
        }
    }
}

/// The date picker's popover, open, rendered to `artifacts/date-picker.png`.
final class DatePickerRenderingTests: GtkTestCase {
    func testTheOpenPopoverShowsTheCalendar() throws {
        try gtk {
            let day = Recorded(Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 14, hour: 9, minute: 30)) ?? Date())
            let window = GTK.Window(title: "Date", width: 360, height: 80)
            let hosting = HostingWidget(rootView: DatePicker("Birthday", selection: day.binding))
            window.child = hosting.widget
            window.present()
            let button = try XCTUnwrap(hosting.widget.first(GTK.MenuButton.self))
            let popover = try XCTUnwrap(button.popover)
            XCTAssertTrue(MainLoop.run(until: { button.isMapped }))
            popover.popup()
            XCTAssertTrue(MainLoop.run(until: { popover.isMapped && popover.width > 0 }))
            MainLoop.drain()
            let image = try WidgetRenderer.render(popover)
            try image.writePNG(to: Artifacts.path("date-picker.png"))
            XCTAssertEqual(day.writes.count, 0)
            // Close the popover and let GTK finish with its surface before the window goes,
            // so no pointer update later reaches a destroyed surface.
            popover.popdown()
            XCTAssertTrue(MainLoop.run(until: { !popover.isMapped }))
            MainLoop.drain()
            window.destroy()
            MainLoop.drain()
        }
    }
}
