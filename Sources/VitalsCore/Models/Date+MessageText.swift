import Foundation
import Localization

extension Date {
    /// The date and time in UTC for a message, written the way the user's locale writes them
    /// (“15 Mar 2024 at 8:30:00 AM GMT”); a time that is no date (not a number, or beyond
    /// what a calendar counts) as its seconds since 1970.
    var messageText: String {
        let seconds = timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e14 else { return String(seconds) }
        return formatted(Date.FormatStyle(date: .abbreviated, time: .complete, locale: .session, timeZone: .gmt))
    }
}
