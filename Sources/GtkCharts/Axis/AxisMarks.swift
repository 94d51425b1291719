import Foundation

/// The grid lines, ticks and labels of one axis, as in Swift Charts:
///
/// ```swift
/// .chartYAxis { AxisMarks(position: .leading) }
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .day)) { value in
///         AxisGridLine()
///         AxisTick()
///         AxisValueLabel(format: .dateTime.weekday(.abbreviated))
///     }
/// }
/// ```
///
/// Without content, each value has a grid line, a tick and a label in the axis' format.
/// The content is asked once per value, with that ``AxisValue``.
public struct AxisMarks: AxisContent {
    let preset: AxisMarkPreset
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// The parts at one value; `nil` for the default (grid line, tick, label).
    let content: (@MainActor (AxisValue) -> _AxisMarkParts)?

    public var _axisMarks: AxisMarks? { self }

    /// Marks at `values` with a grid line, a tick and a label each.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic) {
        (self.preset, self.position, self.values, content) = (preset, position, values, nil)
    }

    /// Marks at `values`, drawing what `content` builds for each.
    public init<Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping @MainActor (AxisValue) -> Content
    ) {
        (self.preset, self.position, self.values) = (preset, position, values)
        self.content = { content($0)._axisParts }
    }

    /// Marks at exactly `values` (`AxisMarks(values: [0, 50, 100])`).
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {
        self.init(preset: preset, position: position, values: .values(values))
    }

    /// Marks at exactly `values`, drawing what `content` builds for each.
    public init<P: Plottable, Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
        @AxisMarkBuilder content: @escaping @MainActor (AxisValue) -> Content
    ) {
        self.init(preset: preset, position: position, values: .values(values), content: content)
    }

    /// The parts at `value`.
    @MainActor
    func parts(at value: AxisValue) -> _AxisMarkParts {
        guard let content else {
            var parts = _AxisMarkParts()
            parts.gridLine = true
            parts.tick = true
            parts.label = AxisLabelSpec()
            return parts
        }
        return content(value)
    }
}

extension AxisMarks: Equatable {
    /// Marks with content are never equal (a closure cannot be compared), so a chart with
    /// them lays out again on every update; marks without content compare by value.
    public static func == (lhs: AxisMarks, rhs: AxisMarks) -> Bool {
        lhs.content == nil && rhs.content == nil
            && lhs.preset == rhs.preset && lhs.position == rhs.position && lhs.values == rhs.values
    }
}
