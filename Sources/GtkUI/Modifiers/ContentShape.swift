extension View {
    /// The shape that takes pointer events, as in SwiftUI. Accepted and not needed: GTK
    /// gives a widget the events over its whole box, drawn or not (a `Color.clear` or a
    /// clear-filled rectangle takes them), so the view is returned unchanged. A shape that
    /// covers less than the box does not narrow it.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }
}
