/// The layout of a labelled control, as GNOME settings rows have it: the label views
/// (expanding, so the control sits at the end) and the control.
@MainActor
final class ControlRow {
    /// The row: the representable's widget.
    let row = GTK.Box(.horizontal, spacing: 12)
    /// Holds the label views, in order.
    let labelBox = GTK.Box(.horizontal, spacing: 6)

    init(control: GTK.Widget?) {
        labelBox.expandsHorizontally = true
        labelBox.verticalAlign = .center
        if let control {
            control.verticalAlign = .center
            row.setChildren([labelBox, control])
        } else {
            row.setChildren([labelBox])
        }
    }

    /// Takes the label box out of the control that held it (a check box's or a toggle
    /// button's child) and gives it the row's layout again: expanding, so that a control
    /// beside it sits at the end; `expands: false` for a label inside a button.
    func releaseLabel(expands: Bool = true) {
        if let holder = labelBox.parent?.cast(to: GTK.CheckButton.self) { holder.child = nil }
        if let holder = labelBox.parent?.cast(to: GTK.Button.self) { holder.child = nil }
        if labelBox.expandsHorizontally != expands { labelBox.expandsHorizontally = expands }
    }

    /// Makes the label views exactly `children`; an empty label hides its box.
    func placeLabel(_ children: [GTK.Widget]) {
        labelBox.setChildren(children)
        let visible = !children.isEmpty
        if labelBox.isVisible != visible { labelBox.isVisible = visible }
    }
}
