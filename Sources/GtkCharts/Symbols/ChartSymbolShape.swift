import Foundation
import GtkUI

/// A shape a `PointMark` (or a line's points) draws at each data point, as in Swift Charts:
/// `.symbol(.circle)`, `.symbol(.square)`, `.symbol(Circle().strokeBorder(lineWidth: 2))`.
public protocol ChartSymbolShape: Sendable {
    /// The symbol as GtkCharts draws it.
    var _symbol: _ChartSymbol { get }
}

/// A symbol: its outline and whether it is filled or stroked inside its border.
public struct _ChartSymbol: Hashable, Sendable {
    enum Outline: Hashable, Sendable {
        case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
    }

    let outline: Outline
    /// The width of the border drawn inside the outline; `nil` fills it.
    let borderWidth: Double?
}

/// The basic symbols of Swift Charts.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    let outline: _ChartSymbol.Outline

    public var _symbol: _ChartSymbol { _ChartSymbol(outline: outline, borderWidth: nil) }

    public static let circle = BasicChartSymbolShape(outline: .circle)
    public static let square = BasicChartSymbolShape(outline: .square)
    public static let triangle = BasicChartSymbolShape(outline: .triangle)
    public static let diamond = BasicChartSymbolShape(outline: .diamond)
    public static let pentagon = BasicChartSymbolShape(outline: .pentagon)
    public static let plus = BasicChartSymbolShape(outline: .plus)
    public static let cross = BasicChartSymbolShape(outline: .cross)
    public static let asterisk = BasicChartSymbolShape(outline: .asterisk)
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { .circle }
    public static var square: BasicChartSymbolShape { .square }
    public static var triangle: BasicChartSymbolShape { .triangle }
    public static var diamond: BasicChartSymbolShape { .diamond }
    public static var pentagon: BasicChartSymbolShape { .pentagon }
    public static var plus: BasicChartSymbolShape { .plus }
    public static var cross: BasicChartSymbolShape { .cross }
    public static var asterisk: BasicChartSymbolShape { .asterisk }
}

// GtkUI's `Circle` and `Rectangle` shapes are chart symbols too, as in Swift Charts: a
// filled circle or square, or only its border with `strokeBorder(lineWidth:)`.
extension Circle: ChartSymbolShape {
    nonisolated public var _symbol: _ChartSymbol { _ChartSymbol(outline: .circle, borderWidth: nil) }
}

extension Rectangle: ChartSymbolShape {
    nonisolated public var _symbol: _ChartSymbol { _ChartSymbol(outline: .square, borderWidth: nil) }
}

extension ChartSymbolShape where Self: InsettableShape {
    /// The symbol's border, `lineWidth` wide, inside its outline:
    /// `.symbol(Circle().strokeBorder(lineWidth: 2))`. (Where a view is expected, GtkUI's
    /// `strokeBorder` draws the shape's border as a view.)
    public func strokeBorder(lineWidth: CGFloat = 1) -> StrokedChartSymbol {
        StrokedChartSymbol(outline: _symbol.outline, lineWidth: lineWidth)
    }
}

/// A symbol drawn as its border only.
public struct StrokedChartSymbol: ChartSymbolShape, Hashable {
    let outline: _ChartSymbol.Outline
    let lineWidth: CGFloat

    public var _symbol: _ChartSymbol {
        _ChartSymbol(outline: outline, borderWidth: max(0, Double(lineWidth)))
    }
}
