import CGtk
import CGtkShim

extension GTK {
    /// A container measured and allocated by Swift (a `GtkuiCustomLayout` from the C shim):
    /// GtkUI's `Layout` protocol and `GeometryReader` are built on it.
    ///
    /// ``setLayout(measure:allocate:)`` gives the two functions. `allocate` gets the
    /// allocated size and places each child with ``place(_:x:y:width:height:)``; a child it
    /// leaves unplaced gets its natural size at the center. Neither function may queue a
    /// resize: a change in answer to a new size must come later (an update pass).
    public final class CustomLayout: Widget {
        public override class var gType: GType { gtkui_custom_layout_get_type() }

        /// The minimum and natural size along an orientation, for a size of the other
        /// dimension (-1 when unknown).
        public typealias Measure = @MainActor (Orientation, _ forSize: Int) -> (minimum: Int, natural: Int)
        /// Places the children in the allocated width and height.
        public typealias Allocate = @MainActor (_ width: Int, _ height: Int) -> Void

        /// A layout that measures as its largest child and centers its children; it expands
        /// where a child does (unless its own `hexpand`/`vexpand` are set).
        public convenience init() {
            self.init(retaining: Self.construct { gtkui_custom_layout_new() })
        }

        /// Replaces the measuring and allocating functions and queues a resize. They are
        /// released when replaced again or when the widget is disposed.
        public func setLayout(measure: @escaping Measure, allocate: @escaping Allocate) {
            let callbacks = Unmanaged.passRetained(CustomLayoutCallbacks(measure: measure, allocate: allocate))
            gtkui_custom_layout_set_funcs(
                widgetPointer,
                { _, orientation, forSize, minimum, natural, data in
                    guard let data else { return }
                    let callbacks = Unmanaged<CustomLayoutCallbacks>.fromOpaque(data).takeUnretainedValue()
                    let size = MainThread.assumeIsolated {
                        callbacks.measure(orientation == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical, Int(forSize))
                    }
                    minimum?.pointee = Int32(clamping: size.minimum)
                    natural?.pointee = Int32(clamping: size.natural)
                },
                { _, width, height, data in
                    guard let data else { return }
                    let callbacks = Unmanaged<CustomLayoutCallbacks>.fromOpaque(data).takeUnretainedValue()
                    MainThread.assumeIsolated { callbacks.allocate(Int(width), Int(height)) }
                },
                callbacks.toOpaque(),
                { data in
                    guard let data else { return }
                    Unmanaged<CustomLayoutCallbacks>.fromOpaque(data).release()
                })
        }

        /// Allocates `child` (one of the children) at (`x`, `y`), `width` × `height`. Only
        /// from the allocate function; a child's first placement in one allocation wins.
        public func place(_ child: Widget, x: Double, y: Double, width: Int, height: Int) {
            gtkui_custom_layout_place_child(
                widgetPointer, child.widgetPointer, x, y, Int32(clamping: width), Int32(clamping: height))
        }

        /// Makes the widget measure again (from an idle, while mapped) when its container —
        /// the nearest scrolled window around it, or the window's content — changes size.
        public func setTracksContainer(_ tracks: Bool) {
            gtkui_custom_layout_set_tracks_container(widgetPointer, tracks ? 1 : 0)
        }

        /// The size of the container (see ``setTracksContainer(_:)``) as last allocated, or
        /// `nil` when the widget is not in a window.
        public var containerSize: (width: Int, height: Int)? {
            var width: Int32 = 0
            var height: Int32 = 0
            guard gtkui_custom_layout_container_size(widgetPointer, &width, &height) != 0 else { return nil }
            return (Int(width), Int(height))
        }

        /// Makes the children exactly `children`, in order.
        public func setChildren(_ children: [Widget]) {
            let layout = widgetPointer
            ChildList(
                insertAfter: { child, previous in gtk_widget_insert_after(child, layout, previous) },
                remove: { gtk_widget_unparent($0) }
            ).set(children, in: layout)
        }
    }
}

private final class CustomLayoutCallbacks {
    let measure: GTK.CustomLayout.Measure
    let allocate: GTK.CustomLayout.Allocate

    init(measure: @escaping GTK.CustomLayout.Measure, allocate: @escaping GTK.CustomLayout.Allocate) {
        self.measure = measure
        self.allocate = allocate
    }
}
