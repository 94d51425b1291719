import Foundation
import GtkUI

/// What a ``Chart`` keeps between updates: the model it shows, its drawing at the last
/// size and theme (appended again unchanged on later snapshots), and the hover read-out.
///
/// An update that leaves the model equal does nothing; a new model queues one redraw, and a
/// resize only when the chart's size request changes. Sparklines (both axes hidden) have
/// no pointer controller. The description of the data for screen readers is written before
/// the chart is first shown (as it is mapped), or at once from an `accessibilityChartDescriptor`.
@MainActor
public final class ChartCoordinator {
    private(set) var model: ChartModel?
    private var drawing: Drawing?
    private(set) var hover: HoverSample?
    private var tracksPointer = false
    private var tracksKeys = false
    private var tracksDrags = false
    /// Where the current range-selecting drag started, in the canvas.
    private var dragStart: Point?
    /// The chart's interaction modifiers (proxies to keep up to date, selections to set).
    private var interaction: ChartInteraction?
    /// The accessible label set on the canvas.
    private var accessibleLabel: String?
    /// The accessible description set on the canvas, and whether it is the model's.
    private var accessibleDescription: String?
    private var describesModel = false
    /// The hosted views of the chart's annotations; `nil` until the chart has some.
    private var annotationHosts: ChartAnnotationHosts?
    /// The hosted views of the axes' labels (`AxisValueLabel { … }`); made for the first
    /// model whose axis marks have content (only those can have label views).
    private var labelHosts: AxisLabelHosts?
    /// Whether the canvas places hosted views (annotations, label views) on allocation.
    private var placesChildren = false
    /// The canvas, while hosted views are being made for it after a layout.
    private var pendingHosts: GTK.Canvas?
    /// The environment hosted views are made in.
    private var environment = EnvironmentValues()

    /// The drawing at one size and theme.
    private struct Drawing {
        let key: Key
        let layout: ChartLayout
        let node: GTK.RenderNode?
        let colors: ThemeColors

        struct Key: Equatable {
            let width: Int
            let height: Int
            let scaleFactor: Int
            let colors: ThemeColors
        }
    }

    nonisolated init() {}

    /// The chart leaves: its proxies' readers let go of its widget.
    func chartDidLeave() {
        for reader in interaction?.readers ?? [] { reader.chartDidLeave() }
    }

    /// Shows `model`; redraws, re-measures and re-describes only what changed.
    func update(_ model: ChartModel, interaction: ChartInteraction?, canvas: GTK.Canvas) {
        self.interaction = interaction
        if !tracksPointer, model.configuration.showsXAxis || model.configuration.showsYAxis || interaction?.selects == true {
            trackPointer(on: canvas)
        }
        if !tracksKeys, interaction?.selects == true { trackKeys(on: canvas) }
        if !tracksDrags, interaction?.selectsRanges == true { trackDrags(on: canvas) }
        if let interaction, let drawing, let current = self.model, model == current {
            for reader in interaction.readers { reader.update(layout: drawing.layout, data: current.data, chart: canvas) }
        }
        guard model != self.model else { return }
        let resizes = self.model.map { Self.size(of: $0) != Self.size(of: model) } ?? true
        if let replaced = self.model { SpareColumns.keep(replaced.data, from: self) }
        self.model = model
        drawing = nil
        hover = nil
        canvas.queueDraw()
        if annotationHosts != nil { canvas.queueAllocate() }
        if resizes { canvas.queueResize() }
        describe(model, on: canvas)
    }

    /// Hosts the views of the annotations of the chart's marks over `canvas` (in
    /// `environment`, which axis-label views are hosted in too), or drops the hosts when
    /// the marks have none left. Charts without annotations or axis-mark content do nothing
    /// here.
    func updateHostedViews(_ annotations: [ChartAnnotation], environment: EnvironmentValues, canvas: GTK.Canvas) {
        // Label views come only from axis marks with content; they are hosted in this environment too.
        let configuration = model?.configuration
        let mayHostLabels = configuration?.xMarks?.content != nil || configuration?.yMarks?.content != nil
        guard !annotations.isEmpty || annotationHosts != nil || mayHostLabels || placesChildren else { return }
        self.environment = environment
        guard !annotations.isEmpty || annotationHosts != nil else { return }
        let hosts: ChartAnnotationHosts
        if let annotationHosts {
            hosts = annotationHosts
        } else {
            hosts = ChartAnnotationHosts()
            annotationHosts = hosts
        }
        hosts.update(annotations, environment: environment)
        placeChildren(of: canvas)
    }

    /// Makes the hosted views the canvas's children, placed on each allocation.
    private func placeChildren(of canvas: GTK.Canvas) {
        if !placesChildren {
            placesChildren = true
            let borrowed = canvas.borrowed
            canvas.setChildPlacement { [weak self] width, height in
                self?.placeHostedViews(on: GTK.Canvas(borrowed), width: width, height: height)
            }
        }
        canvas.setChildren((annotationHosts?.widgets ?? []) + (labelHosts?.widgets ?? []))
        canvas.queueAllocate()
    }

    /// Places the annotations' views next to their marks and the label views at their
    /// values, as laid out at `width` × `height`.
    private func placeHostedViews(on canvas: GTK.Canvas, width: Int, height: Int) {
        guard let model, width > 0, height > 0 else {
            annotationHosts?.place(on: canvas, annotations: [], anchors: [], width: width, height: height)
            labelHosts?.place(on: canvas, layout: nil)
            return
        }
        let drawing = currentDrawing(model, widget: canvas, width: width, height: height)
        annotationHosts?.place(
            on: canvas, annotations: model.data.annotations, anchors: drawing.layout.annotationAnchors,
            width: width, height: height)
        labelHosts?.place(on: canvas, layout: drawing.layout)
    }

    /// Hosts the label views the last layout asked for, after the current allocation or
    /// snapshot (GTK takes no new children then), and lays out again with them.
    private func hostLabelViews(for widget: GTK.Widget) {
        guard pendingHosts == nil else { return }
        let canvas = GTK.Canvas(widget.borrowed)
        pendingHosts = canvas
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let canvas = self.pendingHosts else { return }
                self.pendingHosts = nil
                self.labelHosts?.makeHosts(environment: self.environment)
                self.drawing = nil
                self.placeChildren(of: canvas)
                canvas.queueResize()
                canvas.queueDraw()
            }
        }
    }

    /// The chart's minimum (and natural) size: room for the axes and legend it shows and a
    /// small plot. Charts expand into the space they are offered, as in SwiftUI.
    func measure(_ orientation: GTK.Orientation) -> (minimum: Int, natural: Int) {
        guard let model else { return (0, 0) }
        let size = Self.size(of: model)
        let length = orientation == .horizontal ? size.width : size.height
        return (length, length)
    }

    private static func size(of model: ChartModel) -> (width: Int, height: Int) {
        let configuration = model.configuration
        let plot = Int(ChartLayout.minimumPlot)
        let legend = configuration.legend != .hidden && !model.data.seriesNames.isEmpty
        let side = configuration.legendPosition.side
        let beside = legend && (side == .leading || side == .trailing)
        return (plot + (configuration.showsYAxis ? 32 : 0) + (beside ? 60 : 0),
                plot + (configuration.showsXAxis ? 18 : 0) + (legend && !beside ? 22 : 0))
    }

    /// Draws the chart: the kept drawing when the size and theme are unchanged, a new one
    /// otherwise; then the hover read-out.
    func draw(_ widget: GTK.Widget, into snapshot: GTK.Snapshot, width: Int, height: Int) {
        ChartCounters.snapshots += 1
        guard let model, width > 0, height > 0 else { return }
        let drawing = currentDrawing(model, widget: widget, width: width, height: height)
        if let node = drawing.node { snapshot.appendNode(node) }
        if let hover {
            HoverPainter.paint(hover, layout: drawing.layout, colors: drawing.colors, widget: widget, into: snapshot)
        }
    }

    private func currentDrawing(_ model: ChartModel, widget: GTK.Widget, width: Int, height: Int) -> Drawing {
        let colors = ThemeColors(of: widget)
        let key = Drawing.Key(
            width: width, height: height, scaleFactor: widget.scaleFactor,
            colors: colors)
        if let drawing, drawing.key == key { return drawing }
        ChartCounters.layouts += 1
        if labelHosts == nil, model.configuration.xMarks?.content != nil || model.configuration.yMarks?.content != nil {
            labelHosts = AxisLabelHosts()
        }
        labelHosts?.beginLayout()
        var layout = ChartLayout(
            model: model, width: Double(width), height: Double(height), scaleFactor: Double(key.scaleFactor),
            colors: colors, widget: widget, labelViews: labelHosts)
        if let labelHosts, !labelHosts.isEmpty {
            // Label views taller than a line of text, measured in this layout, make room below the plot.
            if labelHosts.measuredTallest(on: .x) > layout.xLabelHeight {
                labelHosts.beginLayout()
                layout = ChartLayout(
                    model: model, width: Double(width), height: Double(height), scaleFactor: Double(key.scaleFactor),
                    colors: colors, widget: widget, labelViews: labelHosts)
            }
            if labelHosts.needsHosts { hostLabelViews(for: widget) }
        }
        let node = GTK.Snapshot.record { ChartPainter.paint(layout, colors: colors, into: $0) }
        let drawing = Drawing(key: key, layout: layout, node: node, colors: colors)
        self.drawing = drawing
        for reader in interaction?.readers ?? [] { reader.update(layout: layout, data: model.data, chart: widget) }
        return drawing
    }

    // MARK: Accessibility

    /// Tells screen readers what the chart is, its label, at once; and its data: at once
    /// from a descriptor the app gave (``AXChartDescriptor``), else from the marks once the
    /// chart is mapped (``canvasDidMap(_:)``), before it is painted. The marks' summary
    /// formats dates and numbers; a list view binds many more rows than it shows, and a
    /// chart that is not mapped is not read.
    private func describe(_ model: ChartModel, on canvas: GTK.Canvas) {
        let label = model.configuration.spokenDescription?.label ?? ChartSummary.label(model)
        if label != accessibleLabel {
            canvas.setAccessibleProperty(.label, to: label)
            accessibleLabel = label
        }
        describesModel = false
        if model.configuration.spokenDescription != nil || canvas.isMapped {
            describeData(on: canvas)
        } else if accessibleDescription != nil {
            // Not the previous model's (a list row that now shows another day).
            canvas.setAccessibleProperty(.description, to: nil)
            accessibleDescription = nil
        }
    }

    /// The chart is about to be shown: its description, if the model's is not there yet.
    func canvasDidMap(_ widget: GTK.Widget) {
        describeData(on: widget)
    }

    /// Sets the description of the model's data, unless the canvas has it already.
    private func describeData(on widget: GTK.Widget) {
        guard !describesModel, let model else { return }
        describesModel = true
        let description = model.configuration.spokenDescription?.description ?? ChartSummary.description(model)
        if description != accessibleDescription {
            widget.setAccessibleProperty(.description, to: description)
            accessibleDescription = description
        }
    }

    // MARK: Hover

    private func trackPointer(on canvas: GTK.Canvas) {
        tracksPointer = true
        let controller = GTK.EventControllerMotion()
        // The canvas owns the controller; the controller's closures go with it.
        controller.connect(.motion) { [weak self] controller, location in
            self?.pointerMoved(to: location, on: controller)
        }
        controller.connect(.leave) { [weak self] controller in
            self?.pointerMoved(to: nil, on: controller)
        }
        controller.add(to: canvas)
    }

    /// Moves the hover read-out to the sample nearest `location` (none when `nil`).
    func pointerMoved(to location: PointerLocation?, on controller: GTK.EventControllerMotion) {
        guard let widget = controller.widget else { return }
        var sample: HoverSample?
        if let location, let model, let drawing {
            let geometry = SeriesGeometry(
                x: drawing.layout.x, y: drawing.layout.y, plot: drawing.layout.plot,
                scaleFactor: Double(drawing.key.scaleFactor), colors: drawing.colors, widget: widget,
                seriesNames: model.data.seriesNames, seriesColors: model.configuration.seriesColors,
                barsAreHorizontal: model.barsAreHorizontal, positionGroups: model.positionGroups)
            sample = HoverSample.nearest(to: Point(x: location.x, y: location.y), in: drawing.layout, model: model, geometry: geometry)
        }
        if let interaction, interaction.selects { select(at: location, interaction) }
        guard sample != hover else { return }
        hover = sample
        widget.queueDraw()
    }

    // MARK: Selection

    /// Sets the selections to the values under the pointer at `location` (in the plot), or
    /// clears them (`nil`: the pointer left).
    private func select(at location: PointerLocation?, _ interaction: ChartInteraction) {
        guard let location, let model, let drawing, drawing.layout.plot.contains(Point(x: location.x, y: location.y)) else {
            interaction.xSelection?.update(nil)
            interaction.ySelection?.update(nil)
            return
        }
        let reader = ChartPlotReader()
        reader.update(layout: drawing.layout, data: model.data)
        interaction.xSelection?.update(reader.value(atPixel: location.x, scale: drawing.layout.x, axis: model.data.x))
        interaction.ySelection?.update(reader.value(atPixel: location.y, scale: drawing.layout.y, axis: model.data.y))
    }

    /// Sets the range selections as the primary button drags across the plot.
    private func trackDrags(on canvas: GTK.Canvas) {
        tracksDrags = true
        let gesture = GTK.GestureDrag()
        gesture.connect(.dragBegin) { [weak self] _, start in
            self?.dragBegan(at: Point(x: start.x, y: start.y))
        }
        gesture.connect(.dragUpdate) { [weak self] _, offset in
            self?.dragMoved(by: offset)
        }
        gesture.connect(.dragEnd) { [weak self] _, _ in
            self?.dragEnded()
        }
        gesture.add(to: canvas)
    }

    private func dragBegan(at start: Point) {
        guard let drawing, drawing.layout.plot.contains(start) else { return }
        dragStart = start
    }

    /// Selects from the drag's start to `offset` from it (kept inside the plot).
    func dragMoved(by offset: DragPoint) {
        guard let start = dragStart, let interaction, let model, let drawing else { return }
        let plot = drawing.layout.plot
        let end = Point(x: min(max(start.x + offset.x, plot.x), plot.maxX),
                        y: min(max(start.y + offset.y, plot.y), plot.maxY))
        let reader = ChartPlotReader()
        let (x, y) = (drawing.layout.x, drawing.layout.y)
        interaction.xRangeSelection?.set(reader.value(atPixel: start.x, scale: x, axis: model.data.x),
                                         reader.value(atPixel: end.x, scale: x, axis: model.data.x))
        interaction.yRangeSelection?.set(reader.value(atPixel: start.y, scale: y, axis: model.data.y),
                                         reader.value(atPixel: end.y, scale: y, axis: model.data.y))
    }

    /// Clears the range selections as the drag ends.
    func dragEnded() {
        guard dragStart != nil else { return }
        dragStart = nil
        interaction?.xRangeSelection?.set(nil, nil)
        interaction?.yRangeSelection?.set(nil, nil)
    }

    /// Makes the chart focusable, with the arrow keys stepping its selections through the
    /// data's values.
    private func trackKeys(on canvas: GTK.Canvas) {
        tracksKeys = true
        canvas.isFocusable = true
        canvas.canFocus = true
        let controller = GTK.EventControllerKey()
        let borrowed = canvas.borrowed
        controller.connect(.keyPressed) { [weak self] _, press in
            guard let self, let key = press.navigationKey else { return false }
            return self.step(key, on: GTK.Widget(borrowed))
        }
        controller.add(to: canvas)
    }

    /// Moves a selection to the next or previous data value (`key`); says whether it did.
    func step(_ key: NavigationKey, on widget: GTK.Widget) -> Bool {
        guard let model, let interaction else { return false }
        let (selection, axis, isX): (ChartSelection?, AxisData, Bool)
        switch key {
        case .left, .right, .home, .end: (selection, axis, isX) = (interaction.xSelection, model.data.x, true)
        case .up, .down: (selection, axis, isX) = (interaction.ySelection, model.data.y, false)
        default: return false
        }
        guard let selection else { return false }
        let stops = ChartSelectionStops(model.data, x: isX)
        guard let position = stops.step(from: selection.get(), key: key, axis: axis) else { return false }
        let value = stops.value(at: position, axis: axis)
        selection.update(value)
        let text = [axis.label, ChartFormat.text(for: value)].compactMap { $0 }.joined(separator: ": ")
        if !widget.announce(text) { widget.setAccessibleProperty(.description, to: text) }
        return true
    }
}
