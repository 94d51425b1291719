import GtkUI

/// An empty widget that keeps its window's size in ``WindowSizeSettings``: when the widget
/// is realized (its window is being shown) the saved size is restored, and when it is
/// unrealized (the window closes or the app quits) the size is saved.
struct WindowSizeKeeper: WidgetRepresentable {
    @MainActor
    final class Coordinator {
        let settings = WindowSizeSettings()
        var connections: [SignalConnection] = []
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.vertical)
        guard let settings = context.coordinator.settings else { return box }
        context.coordinator.connections = [
            box.connect(.realize) { box in
                if let window = box.window { settings.restore(window) }
            },
            box.connect(.unrealize) { box in
                if let window = box.window { settings.save(window) }
            },
        ]
        return box
    }

    func updateWidget(_ box: GTK.Box, context: Context) {}

    static func dismantleWidget(_ box: GTK.Box, coordinator: Coordinator) {
        coordinator.connections.forEach(box.disconnect)
        coordinator.connections = []
    }
}

extension Signal where Emitter == GTK.Box, Arguments == Void, Result == Void {
    /// `GtkWidget::realize`.
    static var realize: Self { Self("realize") }
    /// `GtkWidget::unrealize`.
    static var unrealize: Self { Self("unrealize") }
}
