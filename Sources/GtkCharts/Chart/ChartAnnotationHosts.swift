import GtkUI

/// The views of a chart's annotations (`.annotation { … }`), each hosted in its own
/// ``HostingWidget`` as a child of the chart's canvas, drawn over the marks and placed next
/// to them on each allocation of the canvas. Charts without annotations never make one.
@MainActor
final class ChartAnnotationHosts {
    private var hosts: [HostingWidget<AnyView>] = []

    /// The hosts' widgets, in the annotations' order.
    var widgets: [GTK.Widget] { hosts.map(\.widget) }

    /// Gives the hosts the views of `annotations`, in order, making hosts (in
    /// `environment`) or dropping them to match.
    func update(_ annotations: [ChartAnnotation], environment: EnvironmentValues) {
        if hosts.count > annotations.count { hosts.removeLast(hosts.count - annotations.count) }
        for (index, annotation) in annotations.enumerated() {
            if hosts.indices.contains(index) {
                hosts[index].rootView = annotation.spec.content
            } else {
                hosts.append(HostingWidget(rootView: annotation.spec.content, environment: environment))
            }
        }
    }

    /// Places every host at its natural size next to its anchor (see
    /// ``AnnotationPlacement``), kept inside the chart's `width` × `height`; a host whose
    /// mark is not drawn gets no size.
    func place(on canvas: GTK.Canvas, annotations: [ChartAnnotation], anchors: [AnnotationAnchor?], width: Int, height: Int) {
        for (index, host) in hosts.enumerated() {
            let widget = host.widget
            guard annotations.indices.contains(index), anchors.indices.contains(index), let anchor = anchors[index] else {
                _ = widget.measure(.horizontal)  // GTK allocates only measured widgets
                canvas.place(widget, x: 0, y: 0, width: 0, height: 0)
                continue
            }
            let viewWidth = widget.measure(.horizontal).natural
            let viewHeight = widget.measure(.vertical, forSize: viewWidth).natural
            let origin = AnnotationPlacement.origin(
                width: Double(viewWidth), height: Double(viewHeight), anchor: anchor.rect,
                spec: annotations[index].spec, automatic: anchor.automatic)
            let x = min(max(origin.x, 0), max(0, Double(width - viewWidth)))
            let y = min(max(origin.y, 0), max(0, Double(height - viewHeight)))
            canvas.place(widget, x: x.rounded(), y: y.rounded(), width: viewWidth, height: viewHeight)
        }
    }
}
