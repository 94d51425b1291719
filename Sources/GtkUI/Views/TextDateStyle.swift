import Foundation

extension Text {
    /// How ``Text/init(_:style:)`` shows a date, as in SwiftUI.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// The time of day: "3:45 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time to or since the date, in up to two units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed time from now to the date: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A count up or down from the date: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)

        /// Whether the text changes with time and must be refreshed.
        var isLive: Bool {
            kind == .relative || kind == .offset || kind == .timer
        }

        /// `date` in this style at `now`, in the current locale.
        @MainActor
        func format(_ date: Date, now: Date) -> String {
            switch kind {
            case .time:
                return Self.timePattern.string(from: date)
            case .date:
                return Self.datePattern.string(from: date)
            case .relative:
                return Self.units(abs(date.timeIntervalSince(now)))
            case .offset:
                let interval = date.timeIntervalSince(now)
                return (interval < 0 ? "-" : "+") + Self.units(abs(interval))
            case .timer:
                let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let duration = Duration.seconds(seconds)
                return seconds >= 3600
                    ? duration.formatted(.time(pattern: .hourMinuteSecond).locale(.session))
                    : duration.formatted(.time(pattern: .minuteSecond).locale(.session))
            }
        }

        @MainActor private static let timePattern = pattern(date: .none, time: .short)
        @MainActor private static let datePattern = pattern(date: .long, time: .none)

        private static func pattern(date: DateFormatter.Style, time: DateFormatter.Style) -> DatePattern {
            let formatter = DateFormatter()
            formatter.locale = .session
            formatter.dateStyle = date
            formatter.timeStyle = time
            return DatePattern(formatter)
        }

        /// An interval in its two largest units: "2 hours, 23 minutes", "5 seconds".
        private static func units(_ interval: TimeInterval) -> String {
            let seconds = Int(interval.rounded(.down))
            return Duration.seconds(seconds).formatted(
                .units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2).locale(.session))
        }
    }
}
