import CGtk
import CGtkShim

extension GTK {
    /// A ``Bin`` that clips what its children draw (`GtkuiClip`): to the clips a closure
    /// pushes for the bin's size, or, in mask mode, to the alpha of its last child.
    open class Clip: Bin {
        open override class var gType: GType { gtkui_clip_get_type() }

        /// Pushes clips on the snapshot for the bin's width and height (with
        /// ``Snapshot/pushClip(_:)`` or ``Snapshot/pushRoundedClip(_:)-(GTK.RoundedRect)``)
        /// and returns how many; the bin pops them after drawing its children.
        public typealias PushClips = @MainActor (Snapshot, _ width: Int, _ height: Int) -> Int

        public convenience init() {
            self.init(retaining: Self.construct { gtkui_clip_new() })
        }

        /// Replaces the closure that pushes the clips, and draws again. It is released when
        /// replaced again or when the bin is disposed.
        public func setClips(_ push: @escaping PushClips) {
            let box = Unmanaged.passRetained(ClipCallback(push))
            gtkui_clip_set_push_func(
                widgetPointer,
                { _, snapshot, width, height, data in
                    guard let snapshot, let data else { return 0 }
                    let callback = Unmanaged<ClipCallback>.fromOpaque(data).takeUnretainedValue()
                    return Int32(clamping: MainThread.assumeIsolated {
                        callback.push(Snapshot(snapshot), Int(width), Int(height))
                    })
                },
                box.toOpaque(),
                { data in
                    guard let data else { return }
                    Unmanaged<ClipCallback>.fromOpaque(data).release()
                })
        }

        /// Whether the last child is an alpha mask for the others (drawn through textures
        /// on GTK 4.8, which has no mask nodes) instead of being drawn.
        public var masksWithLastChild: Bool {
            get { gtkui_clip_get_mask_mode(widgetPointer) != 0 }
            set {
                guard newValue != masksWithLastChild else { return }
                SetterCounter.count()
                gtkui_clip_set_mask_mode(widgetPointer, newValue ? 1 : 0)
            }
        }
    }
}

private final class ClipCallback {
    let push: GTK.Clip.PushClips
    init(_ push: @escaping GTK.Clip.PushClips) { self.push = push }
}
