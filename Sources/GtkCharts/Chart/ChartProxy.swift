import Foundation
import GtkUI

/// The scales and plot area of a chart, as Swift Charts' `ChartProxy`: what
/// `chartOverlay { proxy in … }` and `chartBackground { proxy in … }` hand their content,
/// to turn a pointer's position into a data value and back.
///
/// ```swift
/// .chartOverlay { proxy in
///     Rectangle().fill(.clear).contentShape(Rectangle())
///         .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
///             selectedDate = proxy.value(atX: drag.location.x, as: Date.self)
///         })
/// }
/// ```
///
/// Positions are relative to the plot area, as in Swift Charts. The proxy reads the chart
/// as it was last drawn, so use it in event handlers (a gesture's `onChanged`), where the
/// chart has been drawn; read in a view's body before that, it finds nothing (`nil`).
/// The overlay covers the whole chart, so a pointer location in it is offset from the plot
/// by the axes on the leading and top sides: turn it into a plot position with the plot's
/// frame, as in Swift Charts:
///
/// ```swift
/// .chartOverlay { proxy in
///     GeometryReader { geometry in
///         let origin = geometry[proxy.plotFrame!].origin
///         Rectangle().fill(.clear).contentShape(Rectangle())
///             .gesture(DragGesture().onChanged { drag in
///                 selectedDate = proxy.value(atX: drag.location.x - origin.x, as: Date.self)
///             })
///     }
/// }
/// ```
@MainActor
public struct ChartProxy {
    let reader: ChartPlotReader

    /// The size of the plot area, in points (zero before the chart is drawn).
    public var plotSize: CGSize {
        guard let plot = reader.layout?.plot else { return .zero }
        return CGSize(width: plot.width, height: plot.height)
    }

    /// The size of the plot area, in points (Swift Charts' earlier name of ``plotSize``).
    public var plotAreaSize: CGSize { plotSize }

    /// The plot area's frame, as an anchor a `GeometryReader` resolves in its own
    /// coordinates (`geometry[proxy.plotFrame!]`). Always there (a zero rectangle until
    /// the chart is drawn); read when resolved, so a reader's content made after the chart
    /// drew (as the reader's size comes in) gets the plot's frame.
    public var plotFrame: Anchor<CGRect>? {
        let reader = reader
        return Anchor._rect {
            guard let plot = reader.layout?.plot else { return (.zero, reader.chart) }
            return (CGRect(x: plot.x, y: plot.y, width: plot.width, height: plot.height), reader.chart)
        }
    }

    /// The plot area's frame (Swift Charts' earlier name of ``plotFrame``).
    public var plotAreaFrame: Anchor<CGRect> {
        plotFrame ?? Anchor._rect { (.zero, nil) }
    }

    /// The x position of `value`, relative to the plot area; `nil` for a value the x axis
    /// does not plot, or before the chart is drawn.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        guard let layout = reader.layout, let data = reader.data,
              let pixel = reader.pixel(of: value.primitivePlottable._plotValue, scale: layout.x, axis: data.x)
        else { return nil }
        return CGFloat(pixel - layout.plot.x)
    }

    /// The y position of `value`, relative to the plot area.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        guard let layout = reader.layout, let data = reader.data,
              let pixel = reader.pixel(of: value.primitivePlottable._plotValue, scale: layout.y, axis: data.y)
        else { return nil }
        return CGFloat(pixel - layout.plot.y)
    }

    /// The position of (`x`, `y`), relative to the plot area.
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: point.x), let y = position(forY: point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x positions a value covers: a category's band, or a single point.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        guard let layout = reader.layout, let middle = position(forX: value) else { return nil }
        let half = CGFloat(layout.x.bandWidth / 2)
        return (middle - half)...(middle + half)
    }

    /// The y positions a value covers: a category's band, or a single point.
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        guard let layout = reader.layout, let middle = position(forY: value) else { return nil }
        let half = CGFloat(layout.y.bandWidth / 2)
        return (middle - half)...(middle + half)
    }

    /// The x value at `position` (relative to the plot area) as a `P`: a number or date
    /// there, or the category whose band it is in; `nil` when there is none or it is not a
    /// `P`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let layout = reader.layout, let data = reader.data else { return nil }
        return reader.value(atPixel: Double(position) + layout.plot.x, scale: layout.x, axis: data.x)?.converted(to: P.self)
    }

    /// The y value at `position` (relative to the plot area) as a `P`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let layout = reader.layout, let data = reader.data else { return nil }
        return reader.value(atPixel: Double(position) + layout.plot.y, scale: layout.y, axis: data.y)?.converted(to: P.self)
    }

    /// The x and y values at `position` (relative to the plot area).
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: position.x, as: X.self), let y = value(atY: position.y, as: Y.self) else { return nil }
        return (x, y)
    }
}
