import Localization

/// The order of day and month in dates such as `03/04/2024` (`--date-order`).
///
/// Dotted dates (`03.04.2024`) are always day first; year-first dates (`2024-04-03`,
/// `2024/04/03`) always year, month, day.
public enum CSVDateOrder: String, Sendable, Hashable, CaseIterable {
    /// `03/04/2024` is 3 April 2024 (most of the world).
    case dayMonth = "dmy"
    /// `03/04/2024` is March 4, 2024 (the United States).
    case monthDay = "mdy"

    /// How `03/04/2024` reads in this order, for messages.
    var example: String {
        switch self {
        case .dayMonth: String(localized: "3 April", comment: "How 03/04 reads when the day comes first.")
        case .monthDay: String(localized: "March 4", comment: "How 03/04 reads when the month comes first.")
        }
    }
}
