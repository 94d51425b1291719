import Foundation
import GtkUI

/// Something ``AxisMarks`` draws at each value: a grid line, a tick, a label.
public protocol AxisMark {
    /// What this mark adds to the parts drawn at one value.
    var _axisParts: _AxisMarkParts { get }
}

/// The parts drawn at one axis value.
public struct _AxisMarkParts {
    var gridLine = false
    var tick = false
    /// The label's text for a value, `nil` for no label.
    var label: ((_PlotValue) -> String?)?

    public init() {}

    func merged(with other: _AxisMarkParts) -> _AxisMarkParts {
        var parts = self
        parts.gridLine = parts.gridLine || other.gridLine
        parts.tick = parts.tick || other.tick
        if let label = other.label { parts.label = label }
        return parts
    }
}

/// A line across the plot at an axis value. `centered` and `stroke` are accepted; the
/// line is one device pixel wide in the theme's grid colour.
public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public var _axisParts: _AxisMarkParts { var parts = _AxisMarkParts(); parts.gridLine = true; return parts }
}

/// A short line at an axis value, outside the plot next to its label. `centered`,
/// `length` and `stroke` are accepted; ticks are 4 points long.
public struct AxisTick: AxisMark {
    public init(centered: Bool? = nil, length: Double? = nil, stroke: StrokeStyle? = nil) {}
    public var _axisParts: _AxisMarkParts { var parts = _AxisMarkParts(); parts.tick = true; return parts }
}

/// The text of an axis value: the axis' own format, or `format`'s.
public struct AxisValueLabel: AxisMark {
    let text: (_PlotValue) -> String?

    /// The value in the axis' automatic format.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: _AxisLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: _AxisLabelOrientation = .automatic,
                horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        text = { _ in nil }
    }

    /// The label `content` builds, as in Swift Charts: `AxisValueLabel { Text("\(value.index)") }`,
    /// often from the ``AxisValue`` the marks' closure has. GtkCharts draws the words of
    /// the `Text` the content is or holds (an `if let` around it too) in the axis labels'
    /// font and colour; content without a `Text` draws an empty label. The other arguments
    /// are accepted and not honoured, as in the other initializers.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: _AxisLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: _AxisLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        let words = ViewText.plainText(of: content()) ?? ""
        text = { _ in words }
    }

    /// The value formatted with `format` (a date or number format style), e.g.
    /// `AxisValueLabel(format: .dateTime.weekday(.abbreviated))`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil)
    where Format.FormatOutput == String {
        text = { value in
            let input: Any
            switch value.storage {
            case .number(let number):
                if Format.FormatInput.self == Int.self {
                    input = Int(exactly: number.rounded()) ?? 0
                } else { input = number }
            case .date(let seconds): input = Date(timeIntervalSinceReferenceDate: seconds)
            case .category(let name): input = name
            }
            return (input as? Format.FormatInput).map(format.format)
        }
    }

    public var _axisParts: _AxisMarkParts { var parts = _AxisMarkParts(); parts.label = text; return parts }
}

/// How axis labels that would overlap are resolved (accepted; overlapping labels are
/// left out).
public struct _AxisLabelCollisionResolution: Sendable {
    public static let automatic = _AxisLabelCollisionResolution()
    public static let greedy = _AxisLabelCollisionResolution()
    public static let truncate = _AxisLabelCollisionResolution()
}

/// The orientation of axis labels (accepted; labels are horizontal).
public struct _AxisLabelOrientation: Sendable {
    public static let automatic = _AxisLabelOrientation()
    public static let horizontal = _AxisLabelOrientation()
}
