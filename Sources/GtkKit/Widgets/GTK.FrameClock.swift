import CGtk

extension GTK {
    /// A `GdkFrameClock`: paces a window's frames (update, layout, paint).
    open class FrameClock: ObjectHandle {
        open override class var gType: GType { gdk_frame_clock_get_type() }
    }
}

extension Signal where Emitter: GTK.FrameClock, Arguments == Void, Result == Void {
    /// `after-paint`: a frame was painted.
    public static var afterPaint: Self { Self("after-paint") }
}

extension GTK.Widget {
    /// The frame clock of the widget's window; `nil` until the widget is realized.
    public var frameClock: GTK.FrameClock? {
        gtk_widget_get_frame_clock(widgetPointer).map { GTK.FrameClock(retaining: $0) }
    }

    /// Runs `body` once, after the next frame of the widget's window is painted. Returns
    /// `false` (and never runs `body`) when the widget is not realized.
    @discardableResult
    public func afterNextPaint(_ body: @escaping @MainActor () -> Void) -> Bool {
        guard let clock = frameClock else { return false }
        let connection = OneShot()
        connection.value = clock.connect(.afterPaint) { clock in
            if let id = connection.value { clock.disconnect(id) }
            body()
        }
        gdk_frame_clock_request_phase(clock.opaquePointer, GDK_FRAME_CLOCK_PHASE_PAINT)
        return true
    }
}

@MainActor
private final class OneShot {
    package var value: SignalConnection?
}
