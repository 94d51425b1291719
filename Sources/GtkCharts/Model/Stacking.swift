/// Stacks the bars and areas of a chart that share a position, as Swift Charts does (see
/// ``MarkStackingMethod``): run once, as a chart's marks are collected, and only for
/// charts with bars or areas.
///
/// Marks pile per position (x for vertical bars and areas, y for horizontal bars) and
/// kind — bars grouped by `.position(by:)` per group — in series order, the first series
/// at the bottom; within a pile, positive values go up from zero and negative ones down.
/// A stacked mark's column of values becomes its end and its column of starts its start;
/// the values themselves are kept for read-outs (``MarkSeries/values``).
enum Stacking {
    /// Pile key: the kind, the `.position(by:)` group and the position.
    private struct Key: Hashable {
        let kind: MarkKind
        let group: String?
        let position: Double
    }

    private struct Pile {
        var positive = 0.0
        var negative = 0.0
        var count = 0
    }

    static func apply(to data: inout ChartData) {
        let horizontal = data.y.kind == .category && data.x.kind != .category
        let candidates = data.series.indices.filter { index in
            let series = data.series[index]
            return (series.kind == .bar || series.kind == .area) && series.style.stacking != .unstacked
        }
        guard !candidates.isEmpty else { return }
        // The piles: totals first, so that normalized and centred piles know their size.
        var piles: [Key: Pile] = [:]
        var restack = false
        for index in candidates {
            let series = data.series[index]
            let (positions, values, starts) = columns(of: series, horizontal: horizontal)
            for mark in positions.indices where stacks(values[mark], start: starts, at: mark) {
                let key = Key(kind: series.kind, group: series.style.positionGroup, position: positions[mark])
                var pile = piles[key, default: Pile()]
                if values[mark] >= 0 { pile.positive += values[mark] } else { pile.negative += values[mark] }
                pile.count += 1
                restack = restack || pile.count > 1 || (series.style.stacking ?? .standard) != .standard
                piles[key] = pile
            }
        }
        // A chart whose positions each have one mark, stacked the standard way, draws as it is.
        guard restack else { return }
        var filled: [Key: Pile] = [:]
        for index in candidates {
            let series = data.series[index]
            let method = series.style.stacking ?? .standard
            let (positions, values, starts) = columns(of: series, horizontal: horizontal)
            var newStarts = starts.isEmpty ? Array(repeating: Double.nan, count: values.count) : starts
            var ends = values
            for mark in positions.indices where stacks(values[mark], start: starts, at: mark) {
                let key = Key(kind: series.kind, group: series.style.positionGroup, position: positions[mark])
                guard let total = piles[key] else { continue }
                var pile = filled[key, default: Pile()]
                let value = values[mark]
                var (low, high): (Double, Double)
                if value >= 0 {
                    (low, high) = (pile.positive, pile.positive + value)
                    pile.positive += value
                } else {
                    (low, high) = (pile.negative + value, pile.negative)
                    pile.negative += value
                }
                filled[key] = pile
                switch method {
                case .normalized:
                    let size = total.positive - total.negative
                    if size > 0 { (low, high) = ((low - total.negative) / size, (high - total.negative) / size) }
                case .center:
                    let middle = (total.positive + total.negative) / 2
                    (low, high) = (low - middle, high - middle)
                case .standard, .unstacked: break
                }
                // Negative values hang down: the end is the bottom.
                (newStarts[mark], ends[mark]) = value >= 0 ? (low, high) : (high, low)
            }
            data.series[index].stack(ends: ends, starts: newStarts, horizontal: horizontal)
        }
    }

    /// A series' positions, values and starts along its value axis.
    private static func columns(of series: MarkSeries, horizontal: Bool) -> (positions: [Double], values: [Double], starts: [Double]) {
        guard series.kind == .bar, horizontal else { return (series.xs, series.ys, series.y2s) }
        return (series.ys, series.xs, series.x2s)
    }

    /// Whether a mark stacks: a finite value without a start of its own.
    private static func stacks(_ value: Double, start starts: [Double], at index: Int) -> Bool {
        value.isFinite && !(starts.indices.contains(index) && starts[index].isFinite)
    }
}
