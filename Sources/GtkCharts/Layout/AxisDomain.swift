/// The span of one axis, worked out from the data and the chart's domain modifier.
struct AxisDomain: Equatable {
    let kind: AxisKind
    var lower: Double
    var upper: Double
    /// Whether the automatic domain may be rounded out to tick values (numbers only).
    var isNice: Bool
    /// For categories: the band of each data category (see ``Scale/bands``) and the names
    /// in band order.
    var bands: [Double] = []
    var categoryNames: [String] = []

    /// The domain of `axis` for data spanning `extent` (`nil` without finite data), with
    /// zero included when `wantsZero` (bars and areas) unless the modifier says otherwise.
    static func resolve(
        axis: AxisData, extent: ClosedRange<Double>?, wantsZero: Bool, spec: _ScaleDomain?
    ) -> AxisDomain {
        let kind = axis.kind ?? .number
        if kind == .category { return categories(axis, spec: spec) }
        switch spec?.storage {
        case .range(let a, let b)?:
            if let lower = continuous(a, kind), let upper = continuous(b, kind), lower != upper {
                return AxisDomain(kind: kind, lower: Swift.min(lower, upper), upper: Swift.max(lower, upper), isNice: false)
            }
        case .values(let list)?:
            let positions = list.compactMap { continuous($0, kind) }
            if let lower = positions.min(), let upper = positions.max(), lower != upper {
                return AxisDomain(kind: kind, lower: lower, upper: upper, isNice: false)
            }
        default: break
        }
        var includesZero = wantsZero
        if case .automatic(let forced?)? = spec?.storage { includesZero = forced }
        var lower = extent?.lowerBound ?? .infinity
        var upper = extent?.upperBound ?? -.infinity
        if includesZero, kind == .number {
            lower = Swift.min(lower, 0)
            upper = Swift.max(upper, 0)
        }
        if lower > upper {  // no data
            return kind == .date
                ? AxisDomain(kind: kind, lower: 0, upper: 3600, isNice: false)
                : AxisDomain(kind: kind, lower: 0, upper: 1, isNice: true)
        }
        if lower == upper {  // one value, or all equal: centre it
            let pad = kind == .date ? 1800 : Swift.max(abs(lower) * 0.1, 1)
            lower -= pad
            upper += pad
        }
        return AxisDomain(kind: kind, lower: lower, upper: upper, isNice: kind == .number)
    }

    private static func continuous(_ value: _PlotValue, _ kind: AxisKind) -> Double? {
        switch (value.storage, kind) {
        case (.number(let number), .number) where number.isFinite: return number
        case (.date(let seconds), .date) where seconds.isFinite: return seconds
        default: return nil
        }
    }

    /// One band per category, in the data's order or the order of an explicit list.
    private static func categories(_ axis: AxisData, spec: _ScaleDomain?) -> AxisDomain {
        var names = axis.categories
        if case .values(let list)? = spec?.storage {
            names = list.compactMap { value -> String? in
                if case .category(let name) = value.storage { return name }
                return nil
            }
        }
        let bandOfName = Dictionary(names.enumerated().map { ($1, Double($0)) }, uniquingKeysWith: { first, _ in first })
        let bands = axis.categories.map { bandOfName[$0] ?? .nan }
        return AxisDomain(
            kind: .category, lower: -0.5, upper: Double(Swift.max(names.count, 1)) - 0.5, isNice: false,
            bands: bands, categoryNames: names)
    }

    /// Rounds a nice (automatic number) domain out to the step of about `count` ticks.
    mutating func roundOut(ticks count: Int) {
        guard kind == .number, isNice else { return }
        let step = Ticks.niceStep(span: upper - lower, count: count)
        lower = (lower / step).rounded(.down) * step
        upper = (upper / step).rounded(.up) * step
    }

    /// About `count` ticks with their labels (after ``roundOut(ticks:)``).
    func ticks(count: Int) -> [Tick] {
        switch kind {
        case .category:
            return categoryNames.enumerated().map { Tick(position: Double($0), label: $1) }
        case .date:
            return Ticks.dates(lower: lower, upper: upper, count: count)
        case .number:
            return Ticks.numbers(lower: lower, upper: upper, step: Ticks.niceStep(span: upper - lower, count: count))
        }
    }

    /// The scale from this domain to pixels `start…end`.
    func scale(from start: Double, to end: Double) -> Scale {
        Scale(kind: kind, lower: lower, upper: upper, start: start, end: end, bands: bands)
    }
}
