/// What a chart shows, for assistive technologies, as in Apple's Accessibility framework:
/// a title, a summary, the axes and the series. Given to a chart with
/// `accessibilityChartDescriptor(_:)`, it replaces the description GtkCharts
/// writes from the marks: the title is the chart's accessible label, the summary, axes and
/// series its accessible description, which screen readers such as Orca read on Linux.
public final class AXChartDescriptor {
    /// The direction the chart's content reads in.
    public enum ContentDirection: Sendable {
        case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
    }

    public var title: String?
    /// The chart's gist in a sentence or two ("Heart rate rose to 91 BPM in the evening").
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: AXNumericDataAxisDescriptor?
    public var additionalAxes: [any AXDataAxisDescriptor]
    public var series: [AXDataSeriesDescriptor]
    public var contentDirection: ContentDirection = .leftToRight

    public init(
        title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
        yAxis: AXNumericDataAxisDescriptor?, additionalAxes: [any AXDataAxisDescriptor] = [],
        series: [AXDataSeriesDescriptor]
    ) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }

    /// The description in sentences: the summary, the axes, and each series with how many
    /// points it has.
    func spokenDescription() -> String {
        var sentences: [String] = []
        if let summary, !summary.isEmpty { sentences.append(summary.hasSuffix(".") ? summary : summary + ".") }
        let axes = ([xAxis] + (yAxis.map { [$0] } ?? []) + additionalAxes).map { $0.spokenDescription() }
        sentences.append("Axes: " + axes.joined(separator: "; ") + ".")
        for series in self.series {
            let count = series.dataPoints.count
            let points = "\(count) data \(count == 1 ? "point" : "points")"
            sentences.append((series.name.map { "\($0): " } ?? "") + points + ".")
        }
        return sentences.joined(separator: " ")
    }
}

/// A type that describes a chart for assistive technologies (SwiftUI's protocol of that
/// name): ``makeChartDescriptor()`` is called when the view is updated.
public protocol AXChartDescriptorRepresentable {
    /// The chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings `descriptor` up to date (by default nothing: it is made anew).
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}
