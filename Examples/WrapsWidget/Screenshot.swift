import GtkUI

/// For CI and the docs: once shown, writes its window to `path` as a PNG after the next
/// frame, then closes the window (the last one: the app ends). An empty widget, put in a
/// `background` so it takes no room.
struct WindowScreenshot: WidgetRepresentable {
    let path: String

    final class Coordinator {
        var taken = false
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.vertical)
        let coordinator = context.coordinator
        let path = self.path
        let dismissWindow = context.environment.dismissWindow
        box.connect(.map) { box in
            guard !coordinator.taken else { return }
            coordinator.taken = true
            var window: GTK.Widget = box
            while let parent = window.parent { window = parent }
            window.afterNextPaint {
                do {
                    try WidgetRenderer.render(window).writePNG(to: path)
                } catch {
                    FileHandle.standardError.write(Data("wraps-widget: \(error)\n".utf8))
                    exit(1)
                }
                dismissWindow()
            }
        }
        return box
    }

    func updateWidget(_ box: GTK.Box, context: Context) {}
}
