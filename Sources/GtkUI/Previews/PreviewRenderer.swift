import Foundation

/// Renders previews into PNG files, as the desktop's light and dark styles show them.
@MainActor
enum PreviewRenderer {
    /// The files one preview was rendered into.
    struct Rendered {
        let light: String
        let dark: String
        let width: Int
        let height: Int
    }

    /// Renders `item` light and dark into `folder`/`module`/.
    static func render(_ item: PreviewItem, into folder: String) throws -> Rendered {
        let directory = folder + "/" + item.module
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let base = directory + "/" + item.fileStem
        let light = try render(item, dark: false, to: base + "-light.png")
        let dark = try render(item, dark: true, to: base + "-dark.png")
        return Rendered(light: base + "-light.png", dark: base + "-dark.png", width: max(light.0, dark.0), height: max(light.1, dark.1))
    }

    /// Renders the preview's view in an undecorated window of the preview's size; returns
    /// the size rendered.
    private static func render(_ item: PreviewItem, dark: Bool, to path: String) throws -> (Int, Int) {
        GTK.Settings.applicationPrefersDarkTheme = dark
        var view = item.makeView()
        let traits = previewTraits(of: &view, startingWith: item.traits)
        let hosting = HostingWidget(rootView: AnyView(view))
        let window = GTK.Window(title: traits.displayName ?? item.title)
        window.isDecorated = false
        defer { window.destroy() }
        if let size = traits.windowSize {
            window.setDefaultSize(width: size.width, height: size.height)
        } else {
            let width = hosting.widget.measure(.horizontal).natural
            let height = hosting.widget.measure(.vertical, forSize: width).natural
            window.setDefaultSize(width: max(1, width), height: max(1, height))
        }
        window.child = hosting.widget
        window.present()
        guard MainLoop.run(until: { hosting.widget.isMapped && hosting.widget.width > 0 }, timeout: .seconds(10)) else {
            throw PreviewFailure("the window of \(item.title) was not shown")
        }
        for _ in 0..<2 {
            UpdateScheduler.shared.flush()
            let painted = Painted()
            _ = window.afterNextPaint { painted.value = true }
            guard MainLoop.run(until: { painted.value }, timeout: .seconds(10)) else {
                throw PreviewFailure("\(item.title) was not drawn")
            }
        }
        let image = try WidgetRenderer.render(window)
        try image.writePNG(to: path)
        return (image.width, image.height)
    }

    /// The traits of the preview modifiers around `view`, which is unwrapped to its content.
    /// A modifier nearer the view wins, as it does in SwiftUI.
    private static func previewTraits(of view: inout any View, startingWith traits: PreviewTraits) -> PreviewTraits {
        var traits = traits
        while let carrier = view as? any PreviewTraitCarrier {
            traits.apply(carrier.change)
            view = carrier.previewContent
        }
        return traits
    }
}

/// Whether a frame was painted.
@MainActor
private final class Painted {
    var value = false
}

/// Why a preview could not be rendered.
struct PreviewFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
