import Foundation
import GtkUI

/// The axis labels of a chart that are views (`AxisValueLabel { … }`), each hosted in a
/// ``HostingWidget`` over the chart's canvas.
///
/// A layout asks for each label view's size (``size(of:for:)``): a hosted one gets its new
/// view and is measured; one not hosted yet counts as empty, and is hosted after the
/// layout (``needsHosts``) — never while GTK allocates — after which the chart lays out
/// again. Charts whose labels are all text never host anything here.
@MainActor
final class AxisLabelHosts {
    private var hosts: [AxisLabelKey: HostingWidget<AnyView>] = [:]
    /// The label views the last layout asked for.
    private var wanted: [AxisLabelKey: AnyView] = [:]
    /// The height of the tallest hosted label of each axis in the layout before the
    /// current one, and in the current one so far.
    private var tallest: [AxisLabelKey.Axis: Double] = [:]
    private var measured: [AxisLabelKey.Axis: Double] = [:]

    /// The hosts' widgets, in a stable order (x before y, by index).
    var widgets: [GTK.Widget] {
        hosts.keys.sorted { ($0.axis == .x ? 0 : 1, $0.index) < ($1.axis == .x ? 0 : 1, $1.index) }
            .compactMap { hosts[$0]?.widget }
    }

    var isEmpty: Bool { hosts.isEmpty && wanted.isEmpty }

    /// Starts a layout: the views it asks for replace those the last one asked for, whose
    /// heights it starts from.
    func beginLayout() {
        wanted.removeAll(keepingCapacity: true)
        tallest = measured
        measured = [:]
    }

    /// The natural size of the label view `view` at `key`, which it now shows; zero when
    /// it is not hosted yet.
    func size(of view: AnyView, for key: AxisLabelKey) -> (width: Double, height: Double) {
        wanted[key] = view
        guard let host = hosts[key] else { return (0, 0) }
        host.rootView = Self.styled(view)
        let widget = host.widget
        let width = widget.measure(.horizontal).natural
        let height = widget.measure(.vertical, forSize: width).natural
        measured[key.axis] = max(measured[key.axis] ?? 0, Double(height))
        return (Double(width), Double(height))
    }

    /// The tallest label view of `axis` in the layout before the current one (0 when none).
    func tallest(on axis: AxisLabelKey.Axis) -> Double {
        tallest[axis] ?? 0
    }

    /// The tallest label view of `axis` the current layout has measured so far.
    func measuredTallest(on axis: AxisLabelKey.Axis) -> Double {
        measured[axis] ?? 0
    }

    /// Whether the last layout asked for views that are not hosted, or hosts it did not ask for.
    var needsHosts: Bool {
        wanted.count != hosts.count || wanted.keys.contains { hosts[$0] == nil }
    }

    /// Hosts the views the last layout asked for (in `environment`) and drops the others.
    func makeHosts(environment: EnvironmentValues) {
        for key in hosts.keys where wanted[key] == nil { hosts[key] = nil }
        for (key, view) in wanted where hosts[key] == nil {
            hosts[key] = HostingWidget(rootView: Self.styled(view), environment: environment)
        }
    }

    /// `view` in the axis labels' style, as Swift Charts gives its label views: smaller
    /// (`.subheadline`, near the drawn labels' size), secondary text, unless the view sets
    /// its own.
    private static func styled(_ view: AnyView) -> AnyView {
        AnyView(view.font(.subheadline).foregroundStyle(.secondary))
    }

    /// Places each host at its frame in `layout`; hosts the layout left out get no size.
    func place(on canvas: GTK.Canvas, layout: ChartLayout?) {
        var placed = Set<AxisLabelKey>()
        for (key, frame) in layout?.hostedLabels ?? [] {
            guard let host = hosts[key], placed.insert(key).inserted else { continue }
            // GTK allocates only measured widgets (a host whose view changed asks again).
            _ = host.widget.measure(.horizontal)
            canvas.place(host.widget, x: frame.x.rounded(), y: frame.y.rounded(),
                         width: Int(frame.width.rounded()), height: Int(frame.height.rounded()))
        }
        for (key, host) in hosts where !placed.contains(key) {
            _ = host.widget.measure(.horizontal)
            canvas.place(host.widget, x: 0, y: 0, width: 0, height: 0)
        }
    }
}
