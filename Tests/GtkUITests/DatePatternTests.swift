import Foundation
import Testing
@testable import GtkUI

/// A `DatePattern` writes every date exactly as its `DateFormatter` does, applying the
/// pattern itself where it can and leaving the rest to the formatter.
@Suite struct DatePatternTests {
    /// Every 7 h 13 min over more than a year: all months, weekdays, hours and both halves
    /// of the day, one- and two-digit values.
    static let dates = stride(from: 1_704_067_200.0, to: 1_704_067_200 + 400 * 86_400, by: 26_000)
        .map(Date.init(timeIntervalSince1970:))

    static func formatter(_ locale: String, date: DateFormatter.Style = .none, time: DateFormatter.Style = .none,
                          template: String? = nil, timeZone: String = "Europe/Berlin") -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(identifier: timeZone)
        formatter.dateStyle = date
        formatter.timeStyle = time
        if let template { formatter.setLocalizedDateFormatFromTemplate(template) }
        return formatter
    }

    @Test(arguments: ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "ja_JP", "he_IL", "ar_EG", "th_TH", "fa_IR"])
    func writesWhatTheFormatterWrites(locale: String) {
        let formatters = [
            Self.formatter(locale, time: .short), Self.formatter(locale, date: .long),
            Self.formatter(locale, date: .medium, time: .short), Self.formatter(locale, date: .full, time: .medium),
            Self.formatter(locale, template: "EEE d MMM yyyy"), Self.formatter(locale, template: "EEEE d MMMM yyyy"),
            Self.formatter(locale, template: "HH:mm", timeZone: "America/Los_Angeles"),
        ]
        for formatter in formatters {
            let pattern = DatePattern(formatter)
            for date in Self.dates {
                #expect(pattern.string(from: date) == formatter.string(from: date), "\(locale) \(formatter.dateFormat ?? "")")
            }
        }
    }

    @Test func appliesCommonPatternsItself() {
        #expect(DatePattern(Self.formatter("en_US", time: .short)).isCompiled)
        #expect(DatePattern(Self.formatter("de_DE", date: .long)).isCompiled)
        #expect(DatePattern(Self.formatter("en_GB", template: "EEE d MMM yyyy")).isCompiled)
    }

    @Test func leavesOtherCalendarsAndFieldsToTheFormatter() {
        #expect(!DatePattern(Self.formatter("th_TH", date: .long)).isCompiled, "Buddhist calendar")
        let zoned = Self.formatter("en_US")
        zoned.dateFormat = "h:mm a zzzz"
        #expect(!DatePattern(zoned).isCompiled, "time zone name")
    }

    @Test func readsQuotedText() {
        #expect(DatePattern.Field.parse("h 'o''clock' a") == [
            .hour(letter: "h", width: 1), .literal(" o'clock "), .period,
        ])
        #expect(DatePattern.Field.parse("''HH") == [.literal("'"), .hour(letter: "H", width: 2)])
        #expect(DatePattern.Field.parse("G y") == nil, "era")
    }
}
