import Foundation
import GtkUI
import Synchronization

/// How values read as text: series names, hover read-outs, accessibility descriptions.
enum ChartFormat {
    static func text(for value: _PlotValue) -> String {
        switch value.storage {
        case .number(let number): return self.number(number)
        case .date(let seconds): return dateTime(seconds)
        case .category(let name): return name
        }
    }

    /// A number on `axis`, with up to two decimals.
    static func number(_ value: Double) -> String {
        formatters.withLock { $0.number.string(from: NSNumber(value: value)) } ?? "\(value)"
    }

    /// A position on an axis of `kind` (`categories` names category positions).
    static func position(_ value: Double, kind: AxisKind?, categories: [String]) -> String {
        switch kind {
        case .date: return dateTime(value)
        case .category:
            let index = Int(value.rounded())
            return categories.indices.contains(index) ? categories[index] : ""
        case .number, nil: return number(value)
        }
    }

    static func dateTime(_ seconds: Double) -> String {
        formatters.withLock { $0.dateTime.string(from: Date(timeIntervalSinceReferenceDate: seconds)) }
    }

    /// Made once and kept (for any thread, one at a time): `Date.formatted(date:time:)` and
    /// `Double.formatted(_:)` work out their ICU formatter on every call, which costs several
    /// times the formatting, and every chart describes its data in text when it changes.
    private static let formatters = Mutex(Formatters())

    private struct Formatters {
        /// "30 Jun 2024 at 11:59 PM" in the current locale, as `.abbreviated` and `.shortened`.
        let dateTime: DatePattern = {
            let formatter = DateFormatter()
            formatter.locale = .session
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            return DatePattern(formatter)
        }()
        /// "1,234.57": grouping, up to two decimals.
        let number: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.locale = .session
            formatter.numberStyle = .decimal
            formatter.minimumFractionDigits = 0
            formatter.maximumFractionDigits = 2
            return formatter
        }()
    }
}
