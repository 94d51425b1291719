import Foundation

/// What a chart shows: its data and configuration, and what follows from them for layout.
/// Two equal models draw the same picture at one size, so an update that makes an equal
/// model does not redraw.
struct ChartModel: Equatable {
    let data: ChartData
    let configuration: ChartConfiguration
    /// The span of finite x and y positions (ranges included), `nil` without any.
    let xExtent: ClosedRange<Double>?
    let yExtent: ClosedRange<Double>?
    /// Bars go along x when y is the category.
    let barsAreHorizontal: Bool
    /// Bars and areas grow from zero, so their value axis includes it.
    let xWantsZero: Bool
    let yWantsZero: Bool
    /// The `.position(by:)` groups of the bars, in order of first appearance: each takes
    /// a slot of a bar's band.
    let positionGroups: [String]
    /// How far symbols and line ends reach beyond their point, in pixels.
    let markInset: Double

    /// Symbols have this area (square points) unless `.symbolSize(_:)` says otherwise:
    /// a circle 8 points across.
    static let defaultSymbolArea = 16 * Double.pi
    static let defaultLineWidth = 2.0

    init(data: ChartData, configuration: ChartConfiguration) {
        self.data = data
        self.configuration = configuration
        barsAreHorizontal = data.y.kind == .category && data.x.kind != .category
        let ranged = data.series.contains { $0.kind == .area || $0.kind == .bar }
        xWantsZero = ranged && barsAreHorizontal
        yWantsZero = ranged && !barsAreHorizontal
        var x = Span()
        var y = Span()
        for series in data.series {
            x.include(series.statistics.x)
            y.include(series.statistics.y)
        }
        xExtent = x.range
        yExtent = y.range
        var groups: [String] = []
        for series in data.series where series.kind == .bar {
            if let group = series.style.positionGroup, !groups.contains(group) { groups.append(group) }
        }
        positionGroups = groups
        var inset = 0.0
        for series in data.series {
            switch series.kind {
            case .point:
                inset = max(inset, Self.symbolDiameter(series.style) / 2)
            case .line:
                inset = max(inset, (series.style.stroke.map { Double($0.lineWidth) } ?? Self.defaultLineWidth) / 2)
                if series.style.symbol != nil { inset = max(inset, Self.symbolDiameter(series.style) / 2) }
            default: break
            }
        }
        markInset = inset > 0 ? (inset + 1).rounded(.up) : 0
    }

    static func == (lhs: ChartModel, rhs: ChartModel) -> Bool {
        lhs.configuration == rhs.configuration && lhs.data == rhs.data
    }

    /// The diameter of a series' symbols, from their area.
    static func symbolDiameter(_ style: MarkStyle) -> Double {
        2 * (max(0, style.symbolArea ?? defaultSymbolArea) / Double.pi).squareRoot()
    }
}
