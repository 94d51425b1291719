import Foundation

/// A tick on an axis: where, and its label.
struct Tick: Equatable {
    let position: Double
    let label: String
}

/// Nice tick values: numbers in steps of 1, 2 or 5 × 10ⁿ, dates on hour, day, month and
/// year boundaries.
enum Ticks {
    /// A step of 1, 2, 2.5 or 5 × 10ⁿ that splits `span` into at most `count` parts.
    static func niceStep(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(count, 1))
        let magnitude = pow(10, floor(log10(raw)))
        for multiple in [1.0, 2, 2.5, 5, 10] where multiple * magnitude >= raw {
            return multiple * magnitude
        }
        return 10 * magnitude
    }

    /// Ticks at multiples of `step` within `lower…upper`.
    static func numbers(lower: Double, upper: Double, step: Double) -> [Tick] {
        guard step > 0, step.isFinite, upper >= lower else { return [] }
        // Enough decimals for the step: 0.5 → 1, 0.25 → 2, 20 → 0.
        let magnitude = floor(log10(step) + 1e-9)
        let decimals = max(0, Int(-magnitude) + (step / pow(10, magnitude) == 2.5 ? 1 : 0))
        var ticks: [Tick] = []
        var index = (lower / step - 1e-9).rounded(.up)
        while index * step <= upper + step * 1e-9, ticks.count < 1000 {
            let value = index * step == 0 ? 0 : index * step  // never "-0"
            let text = value.formatted(.number.precision(.fractionLength(decimals)).grouping(.automatic).locale(.session))
            ticks.append(Tick(position: value, label: text))
            index += 1
        }
        return ticks
    }

    /// A date step: a fixed number of seconds below a day, or calendar units above.
    struct DateStep {
        let component: Calendar.Component
        let count: Int
        let approximateSeconds: Double
        /// The `DateFormatter` template of labels at this step.
        let template: String
    }

    static let dateSteps: [DateStep] = [
        DateStep(component: .second, count: 1, approximateSeconds: 1, template: "jms"),
        DateStep(component: .second, count: 5, approximateSeconds: 5, template: "jms"),
        DateStep(component: .second, count: 15, approximateSeconds: 15, template: "jms"),
        DateStep(component: .second, count: 30, approximateSeconds: 30, template: "jms"),
        DateStep(component: .minute, count: 1, approximateSeconds: 60, template: "jm"),
        DateStep(component: .minute, count: 5, approximateSeconds: 300, template: "jm"),
        DateStep(component: .minute, count: 15, approximateSeconds: 900, template: "jm"),
        DateStep(component: .minute, count: 30, approximateSeconds: 1800, template: "jm"),
        DateStep(component: .hour, count: 1, approximateSeconds: 3600, template: "jm"),
        DateStep(component: .hour, count: 3, approximateSeconds: 10800, template: "jm"),
        DateStep(component: .hour, count: 6, approximateSeconds: 21600, template: "jm"),
        DateStep(component: .hour, count: 12, approximateSeconds: 43200, template: "MMMdj"),
        DateStep(component: .day, count: 1, approximateSeconds: 86400, template: "MMMd"),
        DateStep(component: .day, count: 2, approximateSeconds: 172_800, template: "MMMd"),
        DateStep(component: .weekOfYear, count: 1, approximateSeconds: 604_800, template: "MMMd"),
        DateStep(component: .month, count: 1, approximateSeconds: 2_629_800, template: "MMM"),
        DateStep(component: .month, count: 3, approximateSeconds: 7_889_400, template: "MMMy"),
        DateStep(component: .year, count: 1, approximateSeconds: 31_557_600, template: "y"),
    ]

    /// Ticks on calendar boundaries (in the current time zone) within `lower…upper`
    /// (seconds since the reference date), at most about `count` of them.
    static func dates(lower: Double, upper: Double, count: Int, calendar: Calendar = .current) -> [Tick] {
        guard upper > lower, lower.isFinite, upper.isFinite else { return [] }
        let span = upper - lower
        let step = dateSteps.first { span / $0.approximateSeconds <= Double(max(count, 1)) }
            ?? DateStep(component: .year, count: max(1, Int((span / 31_557_600 / Double(max(count, 1))).rounded(.up))),
                        approximateSeconds: 31_557_600, template: "y")
        let formatter = DateFormatter()
        formatter.locale = .session
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(step.template)
        var ticks: [Tick] = []
        var date = firstBoundary(atOrAfter: Date(timeIntervalSinceReferenceDate: lower), step: step, calendar: calendar)
        while let current = date, current.timeIntervalSinceReferenceDate <= upper, ticks.count < 1000 {
            if current.timeIntervalSinceReferenceDate >= lower {
                ticks.append(Tick(position: current.timeIntervalSinceReferenceDate, label: formatter.string(from: current)))
            }
            date = calendar.date(byAdding: step.component, value: step.count, to: current)
        }
        return ticks
    }

    /// The first boundary of `step` at or after `date`: the start of the enclosing larger
    /// unit, then whole steps.
    private static func firstBoundary(atOrAfter date: Date, step: DateStep, calendar: Calendar) -> Date? {
        let enclosing: Calendar.Component
        switch step.component {
        case .second: enclosing = .minute
        case .minute: enclosing = .hour
        case .hour, .day: enclosing = step.count == 1 ? step.component : .day
        case .weekOfYear: enclosing = .weekOfYear
        case .month: enclosing = .year
        default: enclosing = .year
        }
        guard var boundary = calendar.dateInterval(of: enclosing, for: date)?.start else { return nil }
        // Whole steps from the start of the enclosing unit (a 15-minute step starts on the hour).
        while boundary < date {
            guard let next = calendar.date(byAdding: step.component, value: step.count, to: boundary) else { return nil }
            boundary = next
        }
        return boundary
    }
}
