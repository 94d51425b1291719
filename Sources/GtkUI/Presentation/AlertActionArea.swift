/// The buttons of an alert in a row along its bottom: GTK's message-dialog action area
/// (`dialog-action-area`, buttons of equal width, cancel first as GNOME orders them).
/// Clicking any of them runs its action, then closes the alert.
struct _AlertActionArea<Content: View>: ContainerRepresentable {
    let content: Content
    let orientation: GTK.Orientation

    /// The buttons already set up to close the alert, and what closes it.
    @MainActor
    final class Coordinator {
        var close: @MainActor () -> Void = {}
        var closingButtons: Set<UnsafeMutableRawPointer> = []
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(orientation)
        box.isHomogeneous = orientation == .horizontal
        box.addCSSClass("dialog-action-area")
        box.horizontalAlign = .fill
        box.expandsHorizontally = true
        return box
    }

    func updateWidget(_ box: GTK.Box, context: Context) {
        context.coordinator.close = context.environment.dismiss.callAsFunction
    }

    func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        let cancels = children.filter { $0.hasCSSClass(ButtonRole.cancelClass) }
        let others = children.filter { !$0.hasCSSClass(ButtonRole.cancelClass) }
        box.setChildren(cancels + others)
        coordinator.closingButtons.formIntersection(children.map { UnsafeMutableRawPointer($0.objectPointer) })
        for child in children {
            guard let button = child.cast(to: GTK.Button.self),
                  coordinator.closingButtons.insert(UnsafeMutableRawPointer(button.objectPointer)).inserted
            else { continue }
            // Connected after the button's own action; disconnected when its view leaves.
            button.connect(.clicked) { [weak coordinator] _ in coordinator?.close() }
        }
    }
}
