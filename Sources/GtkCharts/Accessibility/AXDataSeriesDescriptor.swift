/// One value of an ``AXDataPoint``: a number or a category.
public struct AXDataPointValue: Sendable, Equatable {
    /// The number, for a numeric axis.
    public var number: Double?
    /// The category, for a categorical axis.
    public var category: String?

    /// A numeric value.
    public static func number(_ value: Double) -> AXDataPointValue { AXDataPointValue(number: value, category: nil) }
    /// A categorical value.
    public static func category(_ value: String) -> AXDataPointValue { AXDataPointValue(number: nil, category: value) }
}

/// One point of a data series, as in Apple's Accessibility framework.
public final class AXDataPoint {
    public var xValue: AXDataPointValue
    public var yValue: AXDataPointValue?
    public var additionalValues: [AXDataPointValue]
    /// The point in words, when its values do not say it.
    public var label: String?

    /// A point at numeric `x`.
    public init(x: Double, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .number(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }

    /// A point in category `x`.
    public init(x: String, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .category(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }
}

/// A series of a chart: its name, whether it is a continuous line, and its points.
public final class AXDataSeriesDescriptor {
    public var name: String?
    /// A line or area (`true`), or separate points or bars.
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]

    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}
