import GtkUI

/// What a chart's interaction modifiers ask of it: proxies to keep up to date
/// (`chartOverlay`, `chartBackground`) and selections to set (`chartXSelection`,
/// `chartYSelection`). Charts without them track nothing beyond their hover read-out.
struct ChartInteraction {
    var readers: [ChartPlotReader] = []
    var xSelection: ChartSelection?
    var ySelection: ChartSelection?
    var xRangeSelection: ChartRangeSelection?
    var yRangeSelection: ChartRangeSelection?

    @MainActor
    init(_ environment: EnvironmentValues) {
        readers = [environment[ChartOverlayReaderKey.self], environment[ChartBackgroundReaderKey.self]].compactMap { $0 }
        xSelection = environment[ChartXSelectionKey.self]
        ySelection = environment[ChartYSelectionKey.self]
        xRangeSelection = environment[ChartXRangeSelectionKey.self]
        yRangeSelection = environment[ChartYRangeSelectionKey.self]
    }

    var selects: Bool { xSelection != nil || ySelection != nil }
    var selectsRanges: Bool { xRangeSelection != nil || yRangeSelection != nil }

    /// Whether any interaction modifier is around the chart.
    @MainActor
    static func isUsed(in environment: EnvironmentValues) -> Bool {
        environment[ChartOverlayReaderKey.self] != nil || environment[ChartBackgroundReaderKey.self] != nil
            || environment[ChartXSelectionKey.self] != nil || environment[ChartYSelectionKey.self] != nil
            || environment[ChartXRangeSelectionKey.self] != nil || environment[ChartYRangeSelectionKey.self] != nil
    }
}

/// A selection binding without its value type: reads and writes values as GtkCharts
/// plots them.
struct ChartSelection {
    let get: @MainActor () -> _PlotValue?
    let set: @MainActor (_PlotValue?) -> Void

    @MainActor
    init<P: Plottable>(_ binding: Binding<P?>) {
        get = { binding.wrappedValue?.primitivePlottable._plotValue }
        set = { value in binding.wrappedValue = value?.converted(to: P.self) }
    }

    /// Sets `value` unless the binding has it already (a pointer moving within one
    /// category's band writes nothing).
    @MainActor
    func update(_ value: _PlotValue?) {
        guard get() != value else { return }
        set(value)
    }
}

/// A range selection binding without its value type: sets ranges from two plotted values.
struct ChartRangeSelection {
    let set: @MainActor (_PlotValue?, _PlotValue?) -> Void

    /// Sets the range between `a` and `b`, whichever is lower first; `nil` (either missing,
    /// or not a `P`) clears it.
    @MainActor
    init<P: Plottable & Comparable>(_ binding: Binding<ClosedRange<P>?>) {
        set = { a, b in
            guard let a = a?.converted(to: P.self), let b = b?.converted(to: P.self) else {
                if binding.wrappedValue != nil { binding.wrappedValue = nil }
                return
            }
            let range = min(a, b)...max(a, b)
            if binding.wrappedValue != range { binding.wrappedValue = range }
        }
    }
}

struct ChartOverlayReaderKey: EnvironmentKey { static var defaultValue: ChartPlotReader? { nil } }
struct ChartBackgroundReaderKey: EnvironmentKey { static var defaultValue: ChartPlotReader? { nil } }
struct ChartXSelectionKey: EnvironmentKey { static var defaultValue: ChartSelection? { nil } }
struct ChartYSelectionKey: EnvironmentKey { static var defaultValue: ChartSelection? { nil } }
struct ChartXRangeSelectionKey: EnvironmentKey { static var defaultValue: ChartRangeSelection? { nil } }
struct ChartYRangeSelectionKey: EnvironmentKey { static var defaultValue: ChartRangeSelection? { nil } }

extension EnvironmentValues {
    fileprivate var chartOverlayReader: ChartPlotReader? {
        get { self[ChartOverlayReaderKey.self] }
        set { self[ChartOverlayReaderKey.self] = newValue }
    }

    fileprivate var chartBackgroundReader: ChartPlotReader? {
        get { self[ChartBackgroundReaderKey.self] }
        set { self[ChartBackgroundReaderKey.self] = newValue }
    }

    fileprivate var chartXSelection: ChartSelection? {
        get { self[ChartXSelectionKey.self] }
        set { self[ChartXSelectionKey.self] = newValue }
    }

    fileprivate var chartYSelection: ChartSelection? {
        get { self[ChartYSelectionKey.self] }
        set { self[ChartYSelectionKey.self] = newValue }
    }

    fileprivate var chartXRangeSelection: ChartRangeSelection? {
        get { self[ChartXRangeSelectionKey.self] }
        set { self[ChartXRangeSelectionKey.self] = newValue }
    }

    fileprivate var chartYRangeSelection: ChartRangeSelection? {
        get { self[ChartYRangeSelectionKey.self] }
        set { self[ChartYRangeSelectionKey.self] = newValue }
    }
}

extension View {
    /// Draws `content` over the chart, as in Swift Charts, with a ``ChartProxy`` of the
    /// chart's scales: the place for a gesture that reads values under the pointer. The
    /// overlay covers the whole chart (axes included); proxy positions are relative to the
    /// plot area (`geometry[proxy.plotFrame!]` says where it is, see ``ChartProxy``). An overlay that takes pointer events
    /// keeps them from the chart: its hover read-out and `chartXSelection` then stay still.
    public func chartOverlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        let reader = ChartPlotReader()
        return environment(\.chartOverlayReader, reader)
            .overlay(alignment: alignment) { content(ChartProxy(reader: reader)) }
    }

    /// Draws `content` behind the chart, as in Swift Charts, with a ``ChartProxy`` of the
    /// chart's scales (a highlighted band behind the marks, say).
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        let reader = ChartPlotReader()
        return environment(\.chartBackgroundReader, reader)
            .background(alignment: alignment) { content(ChartProxy(reader: reader)) }
    }

    /// Sets `value` to the x value under the pointer as it moves over the plot, and to
    /// `nil` as it leaves, as Swift Charts' selection does. With the chart focused
    /// (Tab), Left and Right step through the data's x values, Home and End go to the first
    /// and last; screen readers hear the value selected. A number axis gives the value at
    /// the pointer (rounded for integer types), a category axis the category whose band
    /// the pointer is in. Draw what the selection shows yourself, as in Swift Charts
    /// (`if let value { RuleMark(x: .value("Selected", value)) }`).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        environment(\.chartXSelection, ChartSelection(value))
    }

    /// Sets `value` to the y value under the pointer as it moves over the plot, and to
    /// `nil` as it leaves. With the chart focused, Up and Down step through the data's y
    /// values.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        environment(\.chartYSelection, ChartSelection(value))
    }

    /// Sets `range` to the x values a drag across the plot spans, as Swift Charts' range
    /// selection does: from the value where the drag started to the one under the pointer
    /// (lower bound first, whichever way the drag goes), while the drag lasts, and to `nil`
    /// when it ends. A drag starting outside the plot selects nothing; one leaving it stops
    /// at its edge. Draw what the selection shows yourself
    /// (`if let range { RectangleMark(xStart: .value("From", range.lowerBound), xEnd: .value("To", range.upperBound)) }`).
    /// Category axes select the categories whose bands the drag's ends are in.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        environment(\.chartXRangeSelection, ChartRangeSelection(range))
    }

    /// Sets `range` to the y values a drag across the plot spans, as ``chartXSelection(range:)``
    /// does along x.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        environment(\.chartYRangeSelection, ChartRangeSelection(range))
    }
}
