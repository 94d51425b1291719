import Foundation

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
        numberStyle.format(value)
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
        dateTimeStyle.format(Date(timeIntervalSinceReferenceDate: seconds))
    }

    // Made once: `Date.formatted(date:time:)` builds its style on every call, which costs
    // five times the formatting (every chart describes itself when its data changes).
    private static let numberStyle = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...2))
    private static let dateTimeStyle = Date.FormatStyle(date: .abbreviated, time: .shortened)
}
