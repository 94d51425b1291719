/// Views layered on top of each other, over a `GtkOverlay`, as in SwiftUI.
///
/// The first view is the overlay's main child and the others are overlays above it, in
/// order; every child is placed by `alignment` (its `halign`/`valign`), except that a
/// child that expands (a `Color`) fills the stack along the axes it expands in. Overlays are
/// measured too, so the stack is as big as its largest child.
public struct ZStack<Content: View>: ContainerRepresentable {
    /// Where children sit in the stack's area.
    public var alignment: Alignment
    public var content: Content

    /// Layers `content` back to front, each placed by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeWidget(context: Context) -> GTK.Overlay {
        GTK.Overlay()
    }

    public func updateWidget(_ overlay: GTK.Overlay, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in overlay: GTK.Overlay, context: Context) {
        let main = children.first
        let overlays = Array(children.dropFirst())
        let current = overlay.overlays
        if current != overlays {
            // Keep the overlays that are already in order at the bottom; re-add the rest.
            var kept = 0
            while kept < min(current.count, overlays.count),
                  current[kept] == overlays[kept] {
                kept += 1
            }
            for widget in current[kept...] { overlay.removeOverlay(widget) }
            for widget in overlays[kept...] {
                if widget.parent == overlay {
                    overlay.child = nil  // the old main child becomes an overlay
                }
                overlay.addOverlay(widget)
            }
        }
        if overlay.child != main { overlay.child = main }
        for widget in overlays where !overlay.measuresOverlay(widget) {
            overlay.setMeasuresOverlay(widget, true)
        }
        // Flexible children (a Color, a stack with a Spacer) fill the stack, as in SwiftUI.
        for child in children { child.alignInCell(alignment) }
    }

    /// Children are placed by the alignment only.
    public func placementChanged(from previous: Self) -> Bool {
        alignment != previous.alignment
    }
}

extension ZStack {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
