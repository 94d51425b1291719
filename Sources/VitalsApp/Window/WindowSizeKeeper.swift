import GtkUI

/// An empty widget that keeps its window's size in ``WindowSizeSettings``: when the widget
/// is realized (its window is being shown) the saved size is restored, and when it is
/// dismantled (the window closes — its close button, Ctrl+W — or the app quits) the size is
/// saved. (Not on `unrealize`: a closed window's content is dismantled first.)
struct WindowSizeKeeper: WidgetRepresentable {
    @MainActor
    final class Coordinator {
        let settings = WindowSizeSettings()
        var connections: [SignalConnection] = []
        /// The window being kept, from realize until the widget is dismantled.
        var window: GTK.Window?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.vertical)
        guard let settings = context.coordinator.settings else { return box }
        let coordinator = context.coordinator
        coordinator.connections = [
            box.connect(.realize) { [weak coordinator] box in
                guard let window = box.window else { return }
                settings.restore(window)
                coordinator?.window = window
            },
        ]
        return box
    }

    func updateWidget(_ box: GTK.Box, context: Context) {}

    static func dismantleWidget(_ box: GTK.Box, coordinator: Coordinator) {
        coordinator.connections.forEach(box.disconnect)
        coordinator.connections = []
        if let window = coordinator.window ?? box.window { coordinator.settings?.save(window) }
        coordinator.window = nil
    }
}

extension Signal where Emitter == GTK.Box, Arguments == Void, Result == Void {
    /// `GtkWidget::realize`.
    static var realize: Self { Self("realize") }
}
