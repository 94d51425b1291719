import CGtk
import Glibc
import GtkUI

/// Moves the pointer and presses its buttons on the X display with XTest, as a person
/// would: the X server delivers the events (and grabs) to whatever window is under the
/// pointer, and GTK handles them like any other.
@MainActor
public enum PointerSynthesizer {
    /// Where `(x, y)` of `widget` is on the screen, or `nil` (not on an X11 window).
    public static func screenPoint(of widget: GTK.Widget, x: Double, y: Double) -> (x: Int32, y: Int32)? {
        guard let root = gtk_widget_get_root(widget.widgetPointer),
              let native = gtk_widget_get_native(widget.widgetPointer),
              let surface = gtk_native_get_surface(native),
              let xid = XTest.symbol("gdk_x11_surface_get_xid", as: XTest.GetXID.self),
              let rootWindow = XTest.symbol("XDefaultRootWindow", as: XTest.DefaultRootWindow.self),
              let translate = XTest.symbol("XTranslateCoordinates", as: XTest.TranslateCoordinates.self),
              let display = XTest.display
        else { return nil }
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var inWindow = graphene_point_t()
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(widget.widgetPointer, rootWidget, &point, &inWindow) != 0 else { return nil }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var screenX: Int32 = 0
        var screenY: Int32 = 0
        var child: UInt = 0
        guard translate(
            display, xid(surface), rootWindow(display),
            Int32((Double(inWindow.x) + surfaceX).rounded()), Int32((Double(inWindow.y) + surfaceY).rounded()),
            &screenX, &screenY, &child) != 0
        else { return nil }
        return (screenX, screenY)
    }

    /// The middle of `widget` on the screen.
    public static func center(of widget: GTK.Widget) -> (x: Int32, y: Int32)? {
        screenPoint(of: widget, x: Double(widget.width) / 2, y: Double(widget.height) / 2)
    }

    /// Moves the pointer to `point` on the screen.
    public static func move(to point: (x: Int32, y: Int32)) -> Bool {
        if home == nil { home = position }
        guard let motion = XTest.symbol("XTestFakeMotionEvent", as: XTest.FakeMotionEvent.self),
              let display = XTest.display
        else { return false }
        _ = motion(display, -1, point.x, point.y, 0)
        XTest.flush()
        return true
    }

    /// Presses (or releases) `button` (1 is the primary button).
    public static func button(_ button: UInt32 = 1, pressed: Bool) -> Bool {
        guard let fake = XTest.symbol("XTestFakeButtonEvent", as: XTest.FakeButtonEvent.self),
              let display = XTest.display
        else { return false }
        _ = fake(display, button, pressed ? 1 : 0, 0)
        XTest.flush()
        return true
    }

    /// Drags with the primary button from `start` to `end`, runs `whileHeld` there, and
    /// lets go; then waits until the drag and drop has ended.
    public static func drag(
        from start: (x: Int32, y: Int32), to end: (x: Int32, y: Int32), whileHeld: () -> Void = {}
    ) -> Bool {
        guard press(at: start, thenMoveTo: end) else { return false }
        whileHeld()
        guard button(pressed: false) else { return false }
        pause()
        // A drag and drop ends after the drop is answered (X messages both ways): wait
        // for GDK to let go of the pointer, so no later test starts inside it.
        let ended = MainLoop.run(until: { !pointerIsGrabbed }, timeout: .seconds(3))
        repairUserTime()
        return ended
    }

    /// Whether GDK holds a grab of the pointer (as during a drag and drop).
    public static var pointerIsGrabbed: Bool {
        guard let display = gdk_display_get_default(), let seat = gdk_display_get_default_seat(display),
              let pointer = gdk_seat_get_pointer(seat)
        else { return false }
        return gdk_display_device_is_grabbed(display, pointer) != 0
    }

    private typealias UserTime = @convention(c) (OpaquePointer?) -> UInt32
    private typealias ServerTime = @convention(c) (OpaquePointer?) -> UInt32
    private typealias SetUserTime = @convention(c) (OpaquePointer?, UInt32) -> Void

    /// GDK 4.8's X11 drop takes the display's "user time" from the XdndDrop message, whose
    /// time GDK's own drag source sometimes leaves unset (seen here: random values, often
    /// far in the future). `gtk_window_present` asks for the focus with that time, and X
    /// ignores requests from the future when no window manager runs. GDK only moves the
    /// user time forward (in X's wrapping time), so it is brought back to the server's
    /// time in two forward steps.
    private static func repairUserTime() {
        guard let userTime = XTest.symbol("gdk_x11_display_get_user_time", as: UserTime.self),
              let serverTime = XTest.symbol("gdk_x11_get_server_time", as: ServerTime.self),
              let setUserTime = XTest.symbol("gdk_x11_surface_set_user_time", as: SetUserTime.self),
              let display = gdk_display_get_default(),
              let window = g_list_model_get_item(gtk_window_get_toplevels(), 0)
        else { return }
        defer { g_object_unref(window) }
        guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return }
        let now = serverTime(surface)
        let user = userTime(display)
        // Whether `user` is later than `now` in X's wrapping 32-bit milliseconds.
        guard user != now, user &- now < 0x8000_0000 else { return }
        setUserTime(surface, user &+ 0x7FFF_FFFE)
        setUserTime(surface, now)
    }

    /// Clicks `button` at `point`, arriving there as a hand does: GTK sends a press to the
    /// widget the last motion reached, so the pointer moves within the target first.
    public static func click(at point: (x: Int32, y: Int32), button number: UInt32 = 1) -> Bool {
        guard move(to: (point.x - 2, point.y - 2)) else { return false }
        pause()
        guard move(to: point) else { return false }
        pause()
        guard button(number, pressed: true), button(number, pressed: false) else { return false }
        pause()
        return true
    }

    /// Moves the pointer over (`x`, `y`) of `widget` and turns the horizontal wheel
    /// `clicks` times to the right (X button 7): horizontal scrolling, as GTK also sees two
    /// fingers moving left on a touchpad.
    public static func scrollRight(_ clicks: Int, over widget: GTK.Widget, x: Double, y: Double) -> Bool {
        guard let point = screenPoint(of: widget, x: x, y: y), move(to: point) else { return false }
        pause()
        for _ in 0..<clicks {
            guard button(7, pressed: true), button(7, pressed: false) else { return false }
        }
        return true
    }

    /// Where the pointer was before these tests first moved it.
    private static var home: (x: Int32, y: Int32)?

    /// Puts the pointer back where it was before these tests moved it; tests call it before
    /// closing their windows. Without a window manager, where the pointer is decides which
    /// window gets the keys once the focused window is gone, so tests leave the display as
    /// they found it; and the pointer leaving a window cancels GTK 4.8's pending tooltip
    /// query, which otherwise may run after the window (or a popover) lost its surface and
    /// fail an assertion.
    public static func returnHome() {
        guard let home else { return }
        _ = move(to: home)
        pause()
    }

    /// Presses the primary button at `start` and moves to `end` in `steps` moves, letting
    /// GTK handle each (a drag starts once the pointer has moved past GTK's threshold);
    /// the button stays down.
    public static func press(at start: (x: Int32, y: Int32), thenMoveTo end: (x: Int32, y: Int32), steps: Int = 12) -> Bool {
        guard move(to: start) else { return false }
        pause()
        guard button(pressed: true) else { return false }
        pause()
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let x = Double(start.x) + Double(end.x - start.x) * fraction
            let y = Double(start.y) + Double(end.y - start.y) * fraction
            _ = move(to: (Int32(x.rounded()), Int32(y.rounded())))
            pause()
        }
        pause()
        return true
    }

    /// Where the pointer is on the screen, or `nil`.
    public static var position: (x: Int32, y: Int32)? { query()?.position }

    /// The top-level X window under the pointer (of any program), 0 when none: only windows
    /// on screen count.
    public static var windowUnderPointer: UInt { query()?.window ?? 0 }

    /// Where the pointer is and the top-level window it is over (`XQueryPointer` on the root).
    private static func query() -> (position: (x: Int32, y: Int32), window: UInt)? {
        guard let query = XTest.symbol("XQueryPointer", as: XTest.QueryPointer.self),
              let rootWindow = XTest.symbol("XDefaultRootWindow", as: XTest.DefaultRootWindow.self),
              let display = XTest.display
        else { return nil }
        var root: UInt = 0
        var child: UInt = 0
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var x: Int32 = 0
        var y: Int32 = 0
        var mask: UInt32 = 0
        guard query(display, rootWindow(display), &root, &child, &rootX, &rootY, &x, &y, &mask) != 0 else { return nil }
        return ((rootX, rootY), child)
    }

    /// Lets GTK handle what arrived (a few turns of the loop).
    public static func pause() {
        MainLoop.run(until: { false }, timeout: .milliseconds(40))
    }
}
