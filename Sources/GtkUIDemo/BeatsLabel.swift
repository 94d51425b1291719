import GtkUI

/// A label whose CSS classes GTK's theme styles (e.g. `title-1`, `dim-label`).
struct StyledLabel: WidgetRepresentable {
    var text: String
    var cssClass: String

    func makeWidget(context: Context) -> GTK.Label {
        let label = GTK.Label()
        label.addCSSClass(cssClass)
        return label
    }

    func updateWidget(_ label: GTK.Label, context: Context) {
        if label.text != text { label.text = text }
    }
}

/// The heart rate as text: a composite view over a representable.
struct BeatsLabel: View {
    var beatsPerMinute: Double

    var body: some View {
        StyledLabel(text: "\(Int(beatsPerMinute)) BPM", cssClass: "title-1")
    }
}
