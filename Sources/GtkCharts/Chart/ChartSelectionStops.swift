import GtkUI

/// The values the arrow keys step a chart's selection through: the distinct positions of
/// its marks on one axis (rules aside), in order along the axis.
struct ChartSelectionStops {
    let positions: [Double]

    init(_ data: ChartData, x: Bool) {
        var seen = Set<Double>()
        for series in data.series where series.kind != .rule {
            for position in x ? series.xs : series.ys where position.isFinite { seen.insert(position) }
        }
        positions = seen.sorted()
    }

    /// The position after `current` for Right/Up (`key`), before it for Left/Down, the
    /// first or last for Home and End, or from nothing the first (Right, Up) or last.
    func step(from current: _PlotValue?, key: NavigationKey, axis: AxisData) -> Double? {
        guard let first = positions.first, let last = positions.last else { return nil }
        let forward = key == .right || key == .up
        if key == .home { return first }
        if key == .end { return last }
        guard let current, let position = position(of: current, axis: axis) else { return forward ? first : last }
        if forward { return positions.first { $0 > position } ?? last }
        return positions.last { $0 < position } ?? first
    }

    /// The value at `position` on `axis`.
    func value(at position: Double, axis: AxisData) -> _PlotValue {
        switch axis.kind {
        case .date: return _PlotValue(.date(position))
        case .category:
            let index = Int(position)
            return _PlotValue(.category(axis.categories.indices.contains(index) ? axis.categories[index] : ""))
        case .number, nil: return _PlotValue(.number(position))
        }
    }

    private func position(of value: _PlotValue, axis: AxisData) -> Double? {
        switch value.storage {
        case .number(let number): return number
        case .date(let seconds): return seconds
        case .category(let name): return axis.categories.firstIndex(of: name).map(Double.init)
        }
    }
}
