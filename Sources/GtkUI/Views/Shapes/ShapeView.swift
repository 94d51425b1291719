import Foundation

/// A shape drawn with a style: what a shape is as a view (filled with the foreground
/// style), and what `.fill`, `.stroke` and `.strokeBorder` make.
///
/// The widget is a `GtkuiCanvas` that fills the space it is offered (natural size: the
/// shape's ``Shape/sizeThatFits(_:)`` for an unspecified proposal, 10 × 10 by default) and
/// draws the shape in its whole area on each snapshot. Styles are resolved when drawing,
/// so the foreground style and theme colors follow the widget's CSS (a change of
/// `.foregroundStyle` restyles the canvas, and GTK redraws it). Hidden from assistive
/// technologies until a modifier names it.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: WidgetRepresentable {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public func makeCoordinator() -> _DrawingCoordinator { _DrawingCoordinator() }

    public func makeWidget(context: Context) -> GTK.Canvas {
        context.coordinator.makeCanvas()
    }

    public func updateWidget(_ canvas: GTK.Canvas, context: Context) {
        let shape = shape
        // The foreground style is the CSS color, or a gradient `.foregroundStyle` set.
        let style: any ShapeStyle = style is ForegroundStyle ? context.environment.foregroundGradient ?? style : style
        let fillStyle = fillStyle
        context.coordinator.update(canvas, naturalSize: shape.sizeThatFits(.unspecified)) { snapshot, widget, bounds in
            let paint = style._paint(in: bounds, of: widget)
            ShapeRenderer.draw(shape._outline(in: bounds).kind, paint: paint, fillStyle: fillStyle, into: snapshot)
        }
    }

    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}

/// What a drawn view's canvas draws and asks for: the latest drawing of its view.
@MainActor
public final class _DrawingCoordinator {
    typealias Drawing = @MainActor (GTK.Snapshot, GTK.Widget, CGRect) -> Void

    private var drawing: Drawing?
    private var naturalSize = CGSize(width: 10, height: 10)

    init() {}

    /// A canvas that fills the space it is offered, hidden from assistive technologies
    /// (decoration) until a modifier names it, drawing with this coordinator.
    func makeCanvas() -> GTK.Canvas {
        let canvas = GTK.Canvas()
        canvas.fillsOfferedSpace = true
        WidgetAttributes.setBuiltIn([.accessibilityHidden(true)], on: canvas)
        // The canvas owns these closures; they borrow it rather than keep it.
        let borrowed = canvas.borrowed
        canvas.setDrawing(
            draw: { snapshot, width, height in
                guard width > 0, height > 0, let drawing = self.drawing else { return }
                drawing(snapshot, GTK.Widget(borrowed), CGRect(x: 0, y: 0, width: width, height: height))
            },
            measure: { orientation, _ in
                // A fixed frame standing in sets the size as a size request: then that is
                // the natural size too, even below the shape's own (a 6-point status dot).
                let request = GTK.Widget(borrowed).sizeRequest
                if (orientation == .horizontal ? request.width : request.height) >= 0 { return (0, 0) }
                let natural = orientation == .horizontal ? self.naturalSize.width : self.naturalSize.height
                return (0, natural.isFinite ? Int(max(0, natural).rounded(.up)) : 0)
            })
        return canvas
    }

    /// Draws `drawing` from the next frame on, and asks for `naturalSize`.
    func update(_ canvas: GTK.Canvas, naturalSize: CGSize, drawing: @escaping Drawing) {
        self.drawing = drawing
        if naturalSize != self.naturalSize {
            self.naturalSize = naturalSize
            canvas.queueResize()
        }
        canvas.queueDraw()
    }
}
