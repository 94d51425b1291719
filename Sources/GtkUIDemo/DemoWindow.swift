import CGtk
import GtkUI

/// A window built the imperative way — GTK handles, as existing GTK code would — that
/// hosts declarative views, which follow a shared model.
@MainActor
final class DemoWindow {
    let window: GTK.Window
    private let model = HeartData(beatsPerMinute: 72)
    private let label: HostingWidget<BeatsLabel>
    private let slider: HostingWidget<Slider<EmptyView, EmptyView>>

    init() {
        window = GTK.Window(title: "GtkUI Demo", width: 360, height: 220)
        label = HostingWidget(rootView: BeatsLabel(beatsPerMinute: model.beatsPerMinute))
        slider = HostingWidget(rootView: Self.slider(model))

        let column = GTK.Box(.vertical, spacing: 12)
        column.addCSSClass("demo-column")
        let heading = GTK.Label("Heart Rate")
        heading.addCSSClass("heading")
        let faster = GTK.Button(label: "Faster")
        faster.connect(.clicked) { [model] _ in model.beatsPerMinute = min(180, model.beatsPerMinute + 5) }
        column.append(heading)
        column.append(label.widget)
        column.append(slider.widget)
        column.append(faster)
        for edge in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                     gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            edge(column.widgetPointer, 24)
        }
        window.child = column

        model.observe { [unowned self] in
            label.rootView = BeatsLabel(beatsPerMinute: model.beatsPerMinute)
            slider.rootView = Self.slider(model)
        }
    }

    /// The built-in slider over the heart rate, in whole beats.
    private static func slider(_ model: HeartData) -> Slider<EmptyView, EmptyView> {
        Slider(value: model.binding, in: 40...180, step: 1)
    }
}
