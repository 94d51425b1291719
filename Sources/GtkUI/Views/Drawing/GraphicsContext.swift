import Foundation

/// What a ``Canvas`` draws with, as in SwiftUI: fills and strokes of paths with colors,
/// styles and gradients, text, transforms, opacity and clips.
///
/// A context is a value: a copy changed with ``translateBy(x:y:)``, ``opacity`` or
/// ``clip(to:style:options:)`` draws with its own state while the original keeps its own.
/// Each call records GSK nodes into the canvas's snapshot at once: paths as cairo nodes
/// (GTK 4.8 has no path nodes), text as Pango layout nodes.
///
/// Clips to rectangles are GSK clips; clips to other paths clip the paths drawn exactly
/// (cairo clips) and text to the clip's bounding rectangle. Blend modes and filters are not
/// supported.
///
/// As in SwiftUI the context is not tied to the main actor, but it draws only where the
/// canvas runs its renderer: on the main thread, during the canvas's snapshot.
public struct GraphicsContext {
    /// The snapshot being recorded and the widget it draws, shared by copies of a context.
    @MainActor
    final class Target {
        let snapshot: GTK.Snapshot
        let widget: GTK.Widget

        init(snapshot: GTK.Snapshot, widget: GTK.Widget) {
            self.snapshot = snapshot
            self.widget = widget
        }
    }

    let target: Target
    /// Clips in the canvas's coordinates, outermost first: rectangles, and other paths
    /// with their bounding rectangles.
    private var clips: [Clip] = []

    private struct Clip {
        var bounds: CGRect
        /// The outline when it is not `bounds` itself, and whether it is filled even-odd.
        var path: (Path, evenOdd: Bool)?
    }

    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The opacity of what is drawn next, 0…1.
    public var opacity: Double = 1
    /// The transform of what is drawn next, from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// Accepted for source compatibility: GtkUI draws with normal blending.
    public var blendMode: BlendMode = .normal

    init(target: Target, environment: EnvironmentValues) {
        self.target = target
        self.environment = environment
    }

    /// How colors are blended; only `.normal` is drawn.
    public struct BlendMode: Hashable, Sendable {
        let rawValue: Int32
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let plusLighter = BlendMode(rawValue: 4)
    }

    /// Options of ``clip(to:style:options:)``.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Accepted; an inverse clip is not supported (it clips nothing).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    // MARK: Transforms

    /// Moves the origin of what is drawn next by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns what is drawn next by `angle` around the origin (clockwise on screen for a
    /// positive angle).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Clips what is drawn next to `path` (text: to its bounding rectangle).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard !options.contains(.inverse) else { return }
        let bounds = path.boundingRect
        guard !bounds.isNull, bounds.origin.x.isFinite, bounds.origin.y.isFinite else {
            clips.append(Clip(bounds: .zero, path: nil))
            return
        }
        let isRectangle = path == Path(bounds) && transform.b == 0 && transform.c == 0
        clips.append(Clip(
            bounds: bounds.applying(transform),
            path: isRectangle ? nil : (path.applying(transform), style.isEOFilled)))
    }

    /// The area that can still be drawn on, in the context's coordinates.
    public var clipBoundingRect: CGRect {
        let target = target
        var area = MainThread.assumeIsolated { CGRect(x: 0, y: 0, width: target.widget.width, height: target.widget.height) }
        for clip in clips { area = area.intersection(clip.bounds) }
        return area.isNull ? .zero : area.applying(transform.inverted())
    }

    /// Draws `content` into a layer of its own, composited with this context's opacity.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        layer.opacity = 1
        let faded = opacity < 1
        let target = target
        let opacity = opacity
        if faded { MainThread.assumeIsolated { target.snapshot.pushOpacity(max(0, opacity)) } }
        defer { if faded { MainThread.assumeIsolated { target.snapshot.pop() } } }
        try content(&layer)
    }

    // MARK: Paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let bounds = path.boundingRect
        guard bounds.isDrawable else { return }
        let gtkPath = path.gtkPath
        let evenOdd = style.isEOFilled
        let clipPaths = localClipPaths
        record { snapshot, widget, opacity in
            let paint = shading.paint(in: bounds, of: widget).withOpacity(opacity)
            snapshot.appendFill(
                gtkPath, paint: paint, evenOdd: evenOdd, clip: bounds.insetBy(dx: -1, dy: -1).gtkRect, clipPaths: clipPaths)
        }
    }

    /// Strokes `path` with `shading` as `style` says.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let bounds = path.boundingRect
        guard !bounds.isNull, bounds.origin.x.isFinite, style.lineWidth > 0 else { return }
        let stroke = GTK.Stroke(style)
        let reach = stroke.reach + 1
        let gtkPath = path.gtkPath
        let clipPaths = localClipPaths
        record { snapshot, widget, opacity in
            let paint = shading.paint(in: bounds, of: widget).withOpacity(opacity)
            snapshot.appendStroke(
                gtkPath, paint: paint, stroke: stroke, clip: bounds.insetBy(dx: -reach, dy: -reach).gtkRect,
                clipPaths: clipPaths)
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// `text` laid out in the canvas's font, to be measured and drawn.
    public func resolve(_ text: Text) -> ResolvedText {
        let target = target
        return MainThread.assumeIsolated { ResolvedText(text: text, widget: target.widget) }
    }

    /// Draws `text` with its `anchor` (a unit point of its bounds) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` at the top leading corner of `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: .zero)
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(text, in: CGRect(origin: origin, size: size))
    }

    /// Draws resolved text at the top leading corner of `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let layout = text.layout
        let shading = text.shading
        let textColor = text.textColor
        record { snapshot, widget, opacity in
            var color = ResolvedText.color(shading: shading, textColor: textColor, in: widget)
            color.alpha *= Float(max(0, min(1, opacity)))
            snapshot.appendLayout(layout, x: rect.minX, y: rect.minY, color: color)
        }
    }

    /// The clips that are not rectangles, in the coordinates of what is drawn next.
    private var localClipPaths: [(path: GTK.Path, evenOdd: Bool)] {
        let toLocal = transform.inverted()
        return clips.compactMap { clip in
            clip.path.map { ($0.0.applying(toLocal).gtkPath, $0.evenOdd) }
        }
    }

    /// Records `body`'s nodes under the context's clips and transform, on the main thread
    /// (where the canvas runs its renderer).
    private func record(_ body: @MainActor (GTK.Snapshot, GTK.Widget, Double) -> Void) {
        let target = target
        let clips = clips
        let transform = transform
        let opacity = opacity
        MainThread.assumeIsolated {
            let snapshot = target.snapshot
            for clip in clips { snapshot.pushClip(clip.bounds.gtkRect) }
            snapshot.save()
            if !transform.isIdentity {
                snapshot.transform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
            }
            body(snapshot, target.widget, opacity)
            snapshot.restore()
            for _ in clips { snapshot.pop() }
        }
    }
}

extension GraphicsContext {
    /// Text laid out for a canvas: measured with ``measure(in:)``, drawn with
    /// ``GraphicsContext/draw(_:at:anchor:)-(ResolvedText,_,_)``.
    public struct ResolvedText {
        let layout: Pango.Layout
        let textColor: Color?
        /// What the text is drawn with; the text's own color (or the foreground) when `nil`.
        public var shading: Shading?

        @MainActor
        init(text: Text, widget: GTK.Widget) {
            let runs = text.runs
            layout = widget.makeTextLayout("")
            var markup = ""
            let now = Date()
            for run in runs {
                let escaped = TextRendering.escaped(run.string(now: now))
                let attributes = TextRendering.spanAttributes(run.style, font: run.style.font, color: nil)
                markup += attributes.isEmpty ? escaped : "<span \(attributes)>\(escaped)</span>"
            }
            layout.setMarkup(markup)
            let colors = Set(runs.map(\.style.color))
            textColor = colors.count == 1 ? colors.first ?? nil : nil
        }

        /// The size the text takes (it is laid out on one line per paragraph, whatever
        /// `size` offers).
        public func measure(in size: CGSize) -> CGSize {
            let layout = layout
            let pixels = MainThread.assumeIsolated { layout.pixelSize }
            return CGSize(width: pixels.width, height: pixels.height)
        }

        /// The color text is drawn in: the shading's, the text's own, or the foreground.
        @MainActor
        static func color(shading: Shading?, textColor: Color?, in widget: GTK.Widget) -> RGBA {
            if let shading, case .color(let color) = shading.paint(in: .zero, of: widget) { return color }
            return (textColor ?? .primary).resolve(in: widget)
        }
    }
}
