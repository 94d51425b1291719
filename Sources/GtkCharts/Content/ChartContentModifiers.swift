import Foundation
import GtkUI

/// Chart content with changed mark style, as mark modifiers make.
public struct _StyledChartContent<Content: ChartContent>: ChartContent {
    @usableFromInline let content: Content
    @usableFromInline let change: @MainActor (inout MarkStyle) -> Void

    @inlinable
    public func _collect(into collector: _ChartContentCollector) {
        let saved = collector.beginStyle(change)
        content._collect(into: collector)
        collector.endStyle(saved)
    }
}

extension ChartContent {
    private func styled(_ change: @escaping @MainActor (inout MarkStyle) -> Void) -> _StyledChartContent<Self> {
        _StyledChartContent(content: self, change: change)
    }

    /// Draws the marks in `style` (a `Color` such as `.pink`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let color = style.resolvedColor
        return styled { $0.foreground = color }
    }

    /// Colors the marks by series: each distinct value gets a color from the palette, its
    /// own line, and an entry in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let name = ChartFormat.text(for: value.axisValue.value)
        return styled { $0.seriesValue = name }
    }

    /// Puts bars side by side by `value`, as in Swift Charts: bars at one position with
    /// different values take their own slot of the band, in order of first appearance,
    /// instead of stacking (bars with the same value still stack). `axis` and `span` are
    /// accepted and not honoured: the slots go across the bars' position axis and share
    /// the band the bars would take alone, as `span: .automatic` does.
    public func position<P: Plottable>(
        by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent {
        let name = ChartFormat.text(for: value.axisValue.value)
        return styled { $0.positionGroup = name }
    }

    /// The symbol drawn at each point: `.circle`, `.square`, `.triangle`, `.diamond`, …, or
    /// `Circle().strokeBorder(lineWidth: 2)`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let symbol = symbol._symbol
        return styled { $0.symbol = symbol }
    }

    /// The area of each symbol, in square points (the default is about 50).
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        let area = Double(size)
        return styled { $0.symbolArea = area.isFinite ? max(0, area) : nil }
    }

    /// How lines and areas join their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        styled { $0.interpolation = method }
    }

    /// How lines are stroked (their width and dashes).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        styled { $0.stroke = style }
    }

    /// Multiplies the marks' opacity.
    public func opacity(_ opacity: Double) -> some ChartContent {
        let factor = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        return styled { $0.opacity *= factor }
    }
}
