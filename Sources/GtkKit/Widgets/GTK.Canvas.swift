import CGtk
import CGtkShim

extension GTK {
    /// A widget drawn by Swift: its `snapshot` and `measure` are closures (a `GtkuiCanvas`
    /// from the C shim). Charts and other custom drawing build on it. It may hold child
    /// widgets over its drawing (``setChildren(_:)``), placed by a closure on each
    /// allocation (``setChildPlacement(_:)``); they do not change what it measures.
    open class Canvas: Widget {
        open override class var gType: GType { gtkui_canvas_get_type() }

        /// Draws into the snapshot; gets the allocated width and height.
        public typealias Draw = @MainActor (Snapshot, _ width: Int, _ height: Int) -> Void
        /// Returns the minimum and natural size along an orientation, for a size of the
        /// other dimension (-1 when unknown).
        public typealias Measure = @MainActor (Orientation, _ forSize: Int) -> (minimum: Int, natural: Int)

        /// A canvas that draws nothing and asks for no space.
        public convenience init() {
            self.init(retaining: Self.construct { gtkui_canvas_new() })
        }

        /// Places the children for a new allocation (`width` × `height`): it must call
        /// ``place(_:x:y:width:height:)`` once for every child.
        public typealias Placement = @MainActor (_ width: Int, _ height: Int) -> Void

        /// Replaces the closure that places the children on each allocation (released when
        /// replaced again or when the canvas is disposed) and queues an allocation.
        public func setChildPlacement(_ placement: @escaping Placement) {
            let box = Unmanaged.passRetained(CanvasPlacement(placement))
            gtkui_canvas_set_allocate_func(
                widgetPointer,
                { _, width, height, data in
                    guard let data else { return }
                    let box = Unmanaged<CanvasPlacement>.fromOpaque(data).takeUnretainedValue()
                    MainThread.assumeIsolated { box.placement(Int(width), Int(height)) }
                },
                box.toOpaque(),
                { data in
                    guard let data else { return }
                    Unmanaged<CanvasPlacement>.fromOpaque(data).release()
                })
        }

        /// Allocates `child` (one of the children) at (`x`, `y`), `width` × `height`. Only
        /// from the placement closure.
        public func place(_ child: Widget, x: Double, y: Double, width: Int, height: Int) {
            gtkui_canvas_place_child(
                widgetPointer, child.widgetPointer, x, y, Int32(clamping: width), Int32(clamping: height))
        }

        /// Makes the children exactly `children`, in order (later ones drawn over earlier ones).
        public func setChildren(_ children: [Widget]) {
            let canvas = widgetPointer
            ChildList(
                insertAfter: { child, previous in gtk_widget_insert_after(child, canvas, previous) },
                remove: { gtk_widget_unparent($0) }
            ).set(children, in: canvas)
        }

        /// Replaces the drawing and measuring closures and queues a resize. They are
        /// released when replaced again or when the canvas is disposed.
        public func setDrawing(draw: @escaping Draw, measure: @escaping Measure) {
            let callbacks = Unmanaged.passRetained(CanvasCallbacks(draw: draw, measure: measure))
            gtkui_canvas_set_funcs(
                widgetPointer,
                { _, snapshot, width, height, data in
                    guard let snapshot, let data else { return }
                    let callbacks = Unmanaged<CanvasCallbacks>.fromOpaque(data).takeUnretainedValue()
                    MainThread.assumeIsolated {
                        callbacks.draw(Snapshot(snapshot), Int(width), Int(height))
                    }
                },
                { _, orientation, forSize, minimum, natural, data in
                    guard let data else { return }
                    let callbacks = Unmanaged<CanvasCallbacks>.fromOpaque(data).takeUnretainedValue()
                    let size = MainThread.assumeIsolated {
                        callbacks.measure(
                            orientation == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical,
                            Int(forSize))
                    }
                    minimum?.pointee = Int32(clamping: size.minimum)
                    natural?.pointee = Int32(clamping: size.natural)
                },
                callbacks.toOpaque(),
                { data in
                    guard let data else { return }
                    Unmanaged<CanvasCallbacks>.fromOpaque(data).release()
                })
        }
    }
}

private final class CanvasCallbacks {
    package let draw: GTK.Canvas.Draw
    package let measure: GTK.Canvas.Measure

    package init(draw: @escaping GTK.Canvas.Draw, measure: @escaping GTK.Canvas.Measure) {
        self.draw = draw
        self.measure = measure
    }
}

private final class CanvasPlacement {
    let placement: GTK.Canvas.Placement

    init(_ placement: @escaping GTK.Canvas.Placement) {
        self.placement = placement
    }
}
