import Foundation
import Localization
import VitalsCore

extension CalendarDay {
    /// The day as the user's locale writes it in `style` (“15/03/2024”, “15. März 2024”),
    /// counted in `calendar` (the database's time zone).
    func formatted(_ style: Date.FormatStyle.DateStyle, in calendar: Calendar) -> String {
        noon(in: calendar).formatted(Date.FormatStyle(
            date: style, time: .omitted, locale: .session, calendar: calendar, timeZone: calendar.timeZone))
    }
}
