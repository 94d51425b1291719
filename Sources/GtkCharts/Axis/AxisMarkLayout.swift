import Foundation
import GtkUI

/// What one axis draws at one value: where, and which of grid line, tick and label.
struct AxisMarkItem {
    let position: Double
    let label: String?
    let gridLine: Bool
    let tick: Bool
    /// A view to host in place of the label's text (`AxisValueLabel { … }`).
    var labelView: AnyView?
    var placement = AxisLabelPlacement()
}

/// The values an axis marks and what it draws at each, from its ``AxisMarks`` (or the
/// defaults without them: a label and, on continuous axes, a grid line at nice values).
@MainActor
enum AxisMarkLayout {
    /// Ticks are this long, outside the plot.
    static let tickLength = 4.0

    static func items(marks: AxisMarks?, domain: AxisDomain, count: Int) -> [AxisMarkItem] {
        guard let marks else {
            return domain.ticks(count: count).map {
                AxisMarkItem(position: $0.position, label: $0.label, gridLine: domain.kind != .category, tick: false)
            }
        }
        let ticks = self.ticks(marks.values, domain: domain, count: count)
        return ticks.enumerated().map { index, tick in
            let value = AxisValue(plotValue: plotValue(tick.position, domain: domain), index: index, count: ticks.count)
            let parts = marks.parts(at: value)
            let label = parts.label.map { $0.text(value.plotValue) ?? tick.label }
            return AxisMarkItem(
                position: tick.position, label: label, gridLine: parts.gridLine, tick: parts.tick,
                labelView: parts.label?.view, placement: parts.label?.placement ?? AxisLabelPlacement())
        }
    }

    /// The value at `position` on `domain`'s axis.
    private static func plotValue(_ position: Double, domain: AxisDomain) -> _PlotValue {
        switch domain.kind {
        case .number: return _PlotValue(.number(position))
        case .date: return _PlotValue(.date(position))
        case .category:
            let index = Int(position)
            return _PlotValue(.category(domain.categoryNames.indices.contains(index) ? domain.categoryNames[index] : ""))
        }
    }

    static func ticks(_ values: AxisMarkValues, domain: AxisDomain, count: Int) -> [Tick] {
        switch values.storage {
        case .automatic(let desired):
            return domain.ticks(count: desired ?? count)
        case .numberStride(let step):
            guard domain.kind == .number else { return domain.ticks(count: count) }
            return Ticks.numbers(lower: domain.lower, upper: domain.upper, step: step)
        case .dateStride(let component, let step):
            guard domain.kind == .date else { return domain.ticks(count: count) }
            return Ticks.dates(lower: domain.lower, upper: domain.upper, every: component, count: step)
        case .list(let list):
            return list.compactMap { tick(for: $0, domain: domain) }
        }
    }

    private static func tick(for value: _PlotValue, domain: AxisDomain) -> Tick? {
        switch (value.storage, domain.kind) {
        case (.number(let number), .number) where number.isFinite:
            return Tick(position: number, label: number.formatted(.number.grouping(.automatic).locale(.session)))
        case (.date(let seconds), .date) where seconds.isFinite:
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            return Tick(position: seconds, label: date.formatted(.dateTime.month(.abbreviated).day().locale(.session)))
        case (.category(let name), .category):
            guard let index = domain.categoryNames.firstIndex(of: name) else { return nil }
            return Tick(position: Double(index), label: name)
        default: return nil
        }
    }
}

extension Ticks {
    /// A tick at the start of every `count` `component`s within `lower…upper` (seconds
    /// since the reference date), labelled in the unit's usual format.
    static func dates(lower: Double, upper: Double, every component: Calendar.Component, count: Int,
                      calendar: Calendar = .current) -> [Tick] {
        guard upper >= lower, lower.isFinite, upper.isFinite, count > 0 else { return [] }
        let formatter = DateFormatter()
        formatter.locale = .session
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template(for: component))
        let start = Date(timeIntervalSinceReferenceDate: lower)
        guard var date = calendar.dateInterval(of: component, for: start)?.start else { return [] }
        var ticks: [Tick] = []
        var steps = 0
        while date.timeIntervalSinceReferenceDate <= upper, ticks.count < 1000, steps < 100_000 {
            if date.timeIntervalSinceReferenceDate >= lower {
                ticks.append(Tick(position: date.timeIntervalSinceReferenceDate, label: formatter.string(from: date)))
            }
            guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
            date = next
            steps += 1
        }
        return ticks
    }

    private static func template(for component: Calendar.Component) -> String {
        switch component {
        case .second, .nanosecond: return "jms"
        case .minute, .hour: return "jm"
        case .day, .weekday, .weekOfYear, .weekOfMonth: return "MMMd"
        case .month, .quarter: return "MMM"
        default: return "y"
        }
    }
}
