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
    /// The label, `nil` for no label.
    var label: AxisLabelSpec?

    public init() {}

    func merged(with other: _AxisMarkParts) -> _AxisMarkParts {
        var parts = self
        parts.gridLine = parts.gridLine || other.gridLine
        parts.tick = parts.tick || other.tick
        if let label = other.label { parts.label = label }
        return parts
    }
}

/// What an ``AxisValueLabel`` shows at one value and how it sits there.
struct AxisLabelSpec {
    /// The label's text for a value; `nil` for the axis' own text.
    var text: (_PlotValue) -> String? = { _ in nil }
    /// A view to host in place of the text (`AxisValueLabel { … }`).
    var view: AnyView?
    var placement = AxisLabelPlacement()
}

/// Where an axis label sits at its value: `centered` in the interval after the value,
/// `anchor` (the label's point put at the value's position, `nil` for the axis' default:
/// the top centre below an x axis, the leading middle beside a trailing y axis), and the
/// gaps to the value and to the plot.
struct AxisLabelPlacement: Equatable {
    var centered = false
    var anchor: UnitPoint?
    var horizontalSpacing: Double?
    var verticalSpacing: Double?
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

/// The label of an axis value, as in Swift Charts: the axis' own text, a format's, or any
/// view (`AxisValueLabel { Image(systemName: "sun.max") }`), hosted over the chart.
///
/// `centered: true` puts the label in the middle of the interval that starts at its value
/// (a day's label in the middle of the day); `anchor` is the point of the label put at the
/// value's position (`.topLeading` starts it there); `horizontalSpacing` and
/// `verticalSpacing` are its gaps to the value and the plot (4 points by default).
/// `multiLabelAlignment`, `collisionResolution` (labels that would overlap are left out),
/// `offsetsMarks` and `orientation` (labels are horizontal: GTK's labels do not rotate)
/// are accepted and not honoured.
public struct AxisValueLabel: AxisMark {
    let spec: AxisLabelSpec

    /// The value in the axis' automatic format.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: _AxisLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: _AxisLabelOrientation = .automatic,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec = AxisLabelSpec(placement: AxisLabelPlacement(
            centered: centered ?? false, anchor: anchor,
            horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init)))
    }

    /// The label `content` builds, as in Swift Charts: `AxisValueLabel { Text("\(value.index)") }`,
    /// often from the ``AxisValue`` the marks' closure has: a real view hosted at the
    /// value, at its natural size, in the chart's environment. Text in it takes the axis
    /// labels' style — a smaller font (`.subheadline`, near the drawn labels' size) in the
    /// secondary colour — unless the content gives its own (`Text(…).font(.caption)`).
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: _AxisLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: _AxisLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        spec = AxisLabelSpec(view: AnyView(content()), placement: AxisLabelPlacement(
            centered: centered ?? false, anchor: anchor,
            horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init)))
    }

    /// `label` in place of the value's text, placed as the other initializers say.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: _AxisLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: _AxisLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        let text = String(label)
        spec = AxisLabelSpec(text: { _ in text }, placement: AxisLabelPlacement(
            centered: centered ?? false, anchor: anchor,
            horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init)))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    @MainActor
    public init(_ labelKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: _AxisLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: _AxisLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.init(labelKey.resolvedString, centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, collisionResolution: collisionResolution, offsetsMarks: offsetsMarks, orientation: orientation, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// The value formatted with `format` (a date or number format style), e.g.
    /// `AxisValueLabel(format: .dateTime.weekday(.abbreviated))`, placed as the other
    /// initializers say.
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: _AxisLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: _AxisLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) where Format.FormatOutput == String {
        let text: (_PlotValue) -> String? = { value in
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
        spec = AxisLabelSpec(text: text, placement: AxisLabelPlacement(
            centered: centered ?? false, anchor: anchor,
            horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init)))
    }

    public var _axisParts: _AxisMarkParts { var parts = _AxisMarkParts(); parts.label = spec; return parts }
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
