import Foundation

/// The values a chart axis spans, as in Swift Charts' `chartXScale(domain:)`: a range
/// (`50...150`, `start...end` of dates), a list of categories (`["Mon", "Tue"]`), or
/// `.automatic(includesZero:)`.
public protocol ScaleDomain {
    /// The domain as GtkCharts applies it.
    var _domain: _ScaleDomain { get }
}

/// A domain as GtkCharts applies it.
public struct _ScaleDomain: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case automatic(includesZero: Bool?)
        case range(_PlotValue, _PlotValue)
        case values([_PlotValue])
    }

    let storage: Storage
}

/// The domain GtkCharts works out from the data: rounded out to nice numbers, and for bars
/// and areas including zero.
public struct AutomaticScaleDomain: ScaleDomain, Sendable {
    let includesZero: Bool?

    public var _domain: _ScaleDomain { _ScaleDomain(storage: .automatic(includesZero: includesZero)) }

    /// The automatic domain; `includesZero` forces zero in or leaves it to the marks.
    public static func automatic(includesZero: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }

    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The automatic domain; `includesZero` forces zero in or leaves it to the marks.
    public static func automatic(includesZero: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }

    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _domain: _ScaleDomain {
        _ScaleDomain(storage: .range(
            lowerBound.primitivePlottable._plotValue, upperBound.primitivePlottable._plotValue))
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _domain: _ScaleDomain {
        _ScaleDomain(storage: .range(
            lowerBound.primitivePlottable._plotValue, upperBound.primitivePlottable._plotValue))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _domain: _ScaleDomain {
        _ScaleDomain(storage: .values(map { $0.primitivePlottable._plotValue }))
    }
}
