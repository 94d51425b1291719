import Foundation

/// A view that draws with immediate-mode calls, as in SwiftUI:
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.pink))
///     context.draw(Text("72"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// The widget is a `GtkuiCanvas` that fills the space it is offered; the renderer runs in
/// each GTK snapshot of it, on the main thread, with a ``GraphicsContext`` that records GSK
/// nodes (text layouts) and cairo nodes (paths). A new view value (its state changed) draws
/// again. Like SwiftUI's, a canvas is hidden from assistive technologies until a modifier
/// names it. `opaque`, `colorMode` and `rendersAsynchronously` are accepted and change
/// nothing; symbols are not supported.
public struct Canvas<Symbols: View>: WidgetRepresentable {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public func makeCoordinator() -> _DrawingCoordinator { _DrawingCoordinator() }

    public func makeWidget(context: Context) -> GTK.Canvas {
        context.coordinator.makeCanvas()
    }

    public func updateWidget(_ canvas: GTK.Canvas, context: Context) {
        let renderer = renderer
        let environment = context.environment
        context.coordinator.update(canvas, naturalSize: CGSize(width: 10, height: 10)) { snapshot, widget, bounds in
            var graphics = GraphicsContext(
                target: GraphicsContext.Target(snapshot: snapshot, widget: widget), environment: environment)
            renderer(&graphics, bounds.size)
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`, given a context and the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}

/// How a canvas blends colors, as in SwiftUI; GTK blends in sRGB (`.nonLinear`) whatever
/// is asked.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}
