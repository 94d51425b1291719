/// An axis of an ``AXChartDescriptor``, as in Apple's Accessibility framework: numeric
/// (``AXNumericDataAxisDescriptor``) or categorical (``AXCategoricalDataAxisDescriptor``).
public protocol AXDataAxisDescriptor {
    /// What the axis measures ("Time", "Heart rate").
    var title: String { get set }
    /// The axis in words, for the chart's accessible description.
    func spokenDescription() -> String
}

/// A numeric axis: its title, the span it covers and how its values read.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// How values are spread along the axis.
    public enum ScaleType: Sendable {
        case linear, ln, log10
    }

    public var title: String
    /// The values the axis spans.
    public var range: ClosedRange<Double>
    /// Where the gridlines are drawn.
    public var gridlinePositions: [Double]
    /// A value in words ("7:15 PM", "68 BPM").
    public var valueDescriptionProvider: (Double) -> String
    public var scaleType: ScaleType = .linear

    public init(
        title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
        valueDescriptionProvider: @escaping (Double) -> String
    ) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    public func spokenDescription() -> String {
        "\(title) from \(valueDescriptionProvider(range.lowerBound)) to \(valueDescriptionProvider(range.upperBound))"
    }
}

/// A categorical axis: its title and its categories in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    /// The categories, in the order the axis shows them.
    public var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }

    public func spokenDescription() -> String {
        "\(title): \(categoryOrder.joined(separator: ", "))"
    }
}
